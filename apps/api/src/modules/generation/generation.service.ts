import { randomInt } from 'node:crypto';
import {
  GENERATION_MESSAGES,
  type ArtworkEvent,
  type GenerateArtworkBody,
} from '@atelier/shared/schemas/generation';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import type { Artwork } from '../../db/schema/generation';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Storage } from '../../storage/storage';
import { renewAllowanceIfDue } from './allowance.repository';
import type { ArtworkFailureKind } from '@atelier/shared/schemas/artwork-failures';
import {
  GENERATION_ERRORS,
  GenerationFailure,
  PermanentJobError,
  failureKindOf,
  isRetryable,
} from './artwork-input';
import { parseBoardItems } from '@atelier/shared/board-items';
import { createArtworkAttempt } from './artwork-attempt';
import { renderTemplate } from '@atelier/shared/blueprint-template';
import { versionForShopper } from '../blueprints/traffic-split';
import { versionById } from '../blueprints/blueprints.repository';
import {
  REVISION_MESSAGES,
  revisionPromptLine,
  type RevisionAllowance,
} from '@atelier/shared/schemas/revisions';
import type { ImageProvider } from './engine';
import { providerModel } from './provider-model';
import type { ArtworkEvents } from './events';
import * as jobs from './artwork-jobs.repository';
import * as repo from './generation.repository';
import { orderFinished, orderGenerating } from '../orders/artwork-order-status.repository';
import { attemptLease, holdAttemptLease } from './attempt-lease';
import { queueArtworkMail } from './artwork-mails';
import type { GenerationQueue } from './queue';
import type { GenerationOutcome } from '../../lib/metrics';

export { GENERATION_ERRORS, GenerationFailure, PermanentJobError };

/** Premium jobs are fetched first ("Priority generation queue"). */
export const PREMIUM_PRIORITY = 10;

export type GenerationServiceDeps = {
  db: Database;
  storage: Storage;
  queue: GenerationQueue;
  events: ArtworkEvents;
  config: Config;
  log: FastifyBaseLogger;
  /** The provider of that name when this server is configured for it, else its configured one. */
  provider: (name?: string) => ImageProvider;
};

const eventOf = (a: Pick<Artwork, 'id' | 'visionBoardId' | 'status'>): ArtworkEvent => ({
  artworkId: a.id,
  visionBoardId: a.visionBoardId,
  status: a.status,
});

export function createGenerationService(deps: GenerationServiceDeps) {
  const { db, storage, queue, events, config, log } = deps;
  const gen = config.generation;
  const lease = attemptLease(config);
  const attempt = createArtworkAttempt({
    db,
    storage,
    log,
    provider: deps.provider,
    attemptTimeoutMs: gen.attemptTimeoutMs,
  });

  const publish = async (a: Pick<Artwork, 'id' | 'visionBoardId' | 'status'>) => {
    try {
      await events.publish(eventOf(a));
    } catch (err) {
      log.warn({ err, artworkId: a.id }, 'could not publish an artwork event');
    }
  };

  /** On PostgreSQL, in the change's own transaction: the event exists exactly when it commits. */
  const publishIn = async (tx: Database, a: Pick<Artwork, 'id' | 'visionBoardId' | 'status'>) => {
    if (events.transactional) await events.publish(eventOf(a), tx);
  };
  /** On the embedded database, just after the commit (one process: delivered in order). */
  const publishAfter = async (a: Pick<Artwork, 'id' | 'visionBoardId' | 'status'> | undefined) => {
    if (a && !events.transactional) await publish(a);
  };

  const mailDeps = { storage, publicUrl: config.publicUrl };

  const backoffMs = (attempt: number) => gen.retryDelayMs * 2 ** Math.max(0, attempt - 1);

  /**
   * POST /api/generate-artwork: in one transaction renew the allowance if due, reserve a credit,
   * insert the queued artwork, move the board's order to 'generating' and enqueue the job.
   */
  async function generate(
    userId: string,
    body: GenerateArtworkBody,
    requestId?: string,
  ): Promise<{ artwork: Artwork; created: boolean }> {
    const result = await db.transaction(async (tx) => {
      const board = await repo.lockOwnedBoard(tx, userId, body.visionBoardId);
      if (!board) throw notFound(GENERATION_MESSAGES.BOARD_NOT_FOUND);
      if (!body.regenerate) {
        // A repeated submit of the same board gets the artwork already on its way, uncharged.
        const current = await repo.inFlightArtwork(tx, board.id);
        if (current) return { artwork: current, created: false };
      }
      // A regenerate too takes the live version: only re-renders keep the artwork's own.
      // The live version, or the split's other version for the shoppers its share takes.
      const chosen = board.productId ? await versionForShopper(tx, board.productId, userId) : null;
      const blueprint = chosen?.version ?? null;
      const product = board.productId ? await repo.productWithFields(tx, board.productId) : null;
      if (!blueprint || !product) throw conflict(GENERATION_ERRORS.NO_BLUEPRINT, 'NO_BLUEPRINT');
      const values = parseBoardItems(
        board.items,
        product.fields.map((f) => f.fieldName),
      );

      // Free: the 1st of the month; premium: ends a lapsed paid period (renewal is by invoice).
      await renewAllowanceIfDue(tx, userId);
      const reserved = await repo.reserveCredit(tx, userId);
      if (!reserved) {
        throw new AppError(402, 'GENERATION_LIMIT_REACHED', GENERATION_MESSAGES.LIMIT_REACHED);
      }
      // The version's provider (checked as configured when it was saved), else the server's.
      const provider = deps.provider(blueprint.provider ?? undefined);
      const artwork = await jobs.insertArtwork(tx, {
        visionBoardId: board.id,
        userId,
        blueprintVersionId: blueprint.id,
        splitArm: chosen?.arm ?? null,
        status: 'queued',
        provider: provider.name,
        model: providerModel(gen, provider.name, blueprint.model),
        prompt: renderTemplate(blueprint.promptTemplate, values),
        seed:
          blueprint.seedPolicy === 'fixed' && blueprint.fixedSeed !== null
            ? blueprint.fixedSeed
            : randomInt(1, 2 ** 31 - 1),
        priority: reserved.isPremium ? PREMIUM_PRIORITY : 0,
        maxAttempts: gen.maxAttempts,
      });
      await orderGenerating(tx, board.id, artwork.id);
      await queue.enqueue(artwork.id, { priority: artwork.priority, tx, requestId });
      // Recorded with the commit: 'queued' is heard before a worker can report 'running'.
      await publishIn(tx, artwork);
      return { artwork, created: true };
    });
    if (result.created) await publishAfter(result.artwork);
    return result;
  }

  /** What the next change of this artwork costs: its line's free revisions left. */
  async function revisionAllowance(userId: string, artworkId: string): Promise<RevisionAllowance> {
    const artwork = await repo.findOwnedArtwork(db, userId, artworkId);
    if (!artwork) throw notFound(REVISION_MESSAGES.ARTWORK_NOT_FOUND);
    const rootId = artwork.revisionOf ?? artwork.id;
    const board = await repo.findBoard(db, artwork.visionBoardId);
    const product = board?.productId ? await repo.productWithFields(db, board.productId) : null;
    const freeRevisions = product?.freeRevisions ?? 0;
    const used = await repo.revisionsOf(db, rootId);
    return { rootId, freeRevisions, used, freeLeft: Math.max(0, freeRevisions - used) };
  }

  /**
   * POST /api/artwork/{id}/revisions ("Ask for a change"): a new artwork on the same board from
   * the same inputs and blueprint version, with a new seed and the shopper's note in the AI
   * providers' prompt. The product's first free revisions of a line take no credit; later ones
   * take one like a regenerate (402 when none is left). The board is locked while counting, so
   * two changes asked at once cannot both take the last free one.
   */
  async function revise(
    userId: string,
    artworkId: string,
    note: string,
    requestId?: string,
  ): Promise<{ artwork: Artwork; free: boolean; freeLeft: number }> {
    const result = await db.transaction(async (tx) => {
      const source = await repo.findOwnedArtwork(tx, userId, artworkId);
      if (!source) throw notFound(REVISION_MESSAGES.ARTWORK_NOT_FOUND);
      if (source.status !== 'succeeded')
        throw conflict(REVISION_MESSAGES.NOT_FINISHED, 'ARTWORK_NOT_FINISHED');
      const board = await repo.lockOwnedBoard(tx, userId, source.visionBoardId);
      if (!board) throw notFound(REVISION_MESSAGES.ARTWORK_NOT_FOUND);
      const rootId = source.revisionOf ?? source.id;
      const product = board.productId ? await repo.productWithFields(tx, board.productId) : null;
      // The line's own version (the look the shopper asked a change of), else the live one.
      const own = source.blueprintVersionId
        ? await versionById(tx, source.blueprintVersionId)
        : null;
      const blueprint =
        own ??
        (board.productId ? (await versionForShopper(tx, board.productId, userId))?.version : null);
      if (!blueprint || !product) throw conflict(GENERATION_ERRORS.NO_BLUEPRINT, 'NO_BLUEPRINT');
      const used = await repo.revisionsOf(tx, rootId);
      const free = used < product.freeRevisions;
      let premium: boolean;
      if (free) {
        premium = await repo.isPremiumUser(tx, userId);
      } else {
        await renewAllowanceIfDue(tx, userId);
        const reserved = await repo.reserveCredit(tx, userId);
        if (!reserved) {
          throw new AppError(402, 'GENERATION_LIMIT_REACHED', GENERATION_MESSAGES.LIMIT_REACHED);
        }
        premium = reserved.isPremium;
      }
      const values = parseBoardItems(
        board.items,
        product.fields.map((f) => f.fieldName),
      );
      const provider = deps.provider(blueprint.provider ?? undefined);
      const artwork = await jobs.insertArtwork(tx, {
        visionBoardId: board.id,
        userId,
        blueprintVersionId: blueprint.id,
        status: 'queued',
        provider: provider.name,
        model: providerModel(gen, provider.name, blueprint.model),
        prompt:
          `${renderTemplate(blueprint.promptTemplate, values)} ${revisionPromptLine(note)}`.trim(),
        // Always a new seed: the same one would paint the same picture again.
        seed: randomInt(1, 2 ** 31 - 1),
        priority: premium ? PREMIUM_PRIORITY : 0,
        maxAttempts: gen.maxAttempts,
        revisionOf: rootId,
        revisionNote: note,
        freeRevision: free,
      });
      await orderGenerating(tx, board.id, artwork.id);
      await queue.enqueue(artwork.id, { priority: artwork.priority, tx, requestId });
      await publishIn(tx, artwork);
      const left = Math.max(0, product.freeRevisions - used - (free ? 1 : 0));
      return { artwork, free, freeLeft: left };
    });
    await publishAfter(result.artwork);
    return result;
  }

  /**
   * Final failure: 'failed' with its kind, the credit back exactly once (an admin retry of an
   * already refunded artwork is not refunded again), the order 'failed'. Safe to repeat.
   */
  async function failArtwork(
    artworkId: string,
    message: string,
    attemptNo?: number,
    kind: ArtworkFailureKind = 'internal',
  ) {
    const row = await db.transaction(async (tx) => {
      const failed = await jobs.markFailed(tx, artworkId, message, attemptNo, kind);
      if (!failed) return null;
      const refunded = await repo.refundCreditOnce(tx, artworkId);
      await orderFinished(tx, artworkId, 'failed');
      await queueArtworkMail(tx, mailDeps, artworkId, 'failed');
      await publishIn(tx, failed);
      return { failed, refunded };
    });
    if (row) {
      log.warn({ artworkId, error: message, kind, refunded: row.refunded }, 'artwork failed');
      await publishAfter(row.failed);
    }
    return row?.failed ?? null;
  }

  /** Another attempt after the backoff; the job is sent in the same transaction. */
  async function requeue(
    artwork: Pick<Artwork, 'id'>,
    attemptNo: number,
    message: string,
    opts: { onlyPastDeadline?: boolean; minDelayMs?: number; requestId?: string } = {},
  ) {
    const row = await db.transaction(async (tx) => {
      const queued = await jobs.markRequeued(tx, artwork.id, attemptNo, message, opts);
      if (!queued) return null;
      const delayMs = Math.max(backoffMs(attemptNo), opts.minDelayMs ?? 0);
      await queue.enqueue(queued.id, {
        priority: queued.priority,
        startAfter: new Date(Date.now() + delayMs),
        tx,
        requestId: opts.requestId,
      });
      await publishIn(tx, queued);
      return queued;
    });
    if (row) {
      log.info({ artworkId: artwork.id, attempt: attemptNo, error: message }, 'artwork requeued');
      await publishAfter(row);
    }
    return row;
  }

  /**
   * The job handler: claim, attempt, then succeed, retry or fail for good. `stop` aborting (the
   * worker shuts down) hands the attempt back. Answers what became of the job, for the metrics.
   */
  async function runJob(
    artworkId: string,
    opts: { requestId?: string; stop?: AbortSignal } = {},
  ): Promise<{ provider: string; outcome: GenerationOutcome }> {
    const jobLog = opts.requestId ? log.child({ reqId: opts.requestId }) : log;
    const claimed = await jobs.claimAttempt(db, artworkId, lease);
    if (!claimed) {
      jobLog.debug({ artworkId }, 'job skipped: the artwork is not waiting for an attempt');
      return { provider: 'none', outcome: 'skipped' };
    }
    const outcome = (o: GenerationOutcome) => ({ provider: claimed.provider, outcome: o });
    jobLog.info({ artworkId, attempt: claimed.attempts }, 'generation attempt started');
    await publish(claimed);
    const attemptNo = claimed.attempts;
    const held = holdAttemptLease(
      { db, log, heartbeatMs: gen.heartbeatMs, lease },
      claimed.id,
      attemptNo,
    );
    const signal = opts.stop ? AbortSignal.any([held.signal, opts.stop]) : held.signal;
    try {
      const result = await attempt(claimed, signal);
      // The outcome is written under the attempt's own conditions; no renewal races it.
      held.stop();
      const done = await db.transaction(async (tx) => {
        const row = await jobs.markSucceeded(tx, claimed.id, attemptNo, result);
        if (row) {
          await orderFinished(tx, row.id, 'ready');
          await queueArtworkMail(tx, mailDeps, row.id, 'ready');
          await publishIn(tx, row);
        }
        return row;
      });
      if (done) jobLog.info({ artworkId, attempt: attemptNo }, 'artwork succeeded');
      await publishAfter(done ?? undefined);
      return outcome('succeeded');
    } catch (err) {
      held.stop();
      // Taken over: the attempt now belongs to the sweeper's retry (or final failure).
      if (held.signal.aborted) return outcome('taken_over');
      if (opts.stop?.aborted) {
        await handBack(claimed, attemptNo, opts.requestId);
        return outcome('handed_back');
      }
      const message = err instanceof Error ? err.message : String(err);
      if (isRetryable(err) && attemptNo < claimed.maxAttempts) {
        await requeue(claimed, attemptNo, message, { requestId: opts.requestId });
        return outcome('requeued');
      }
      await failArtwork(claimed.id, message, attemptNo, failureKindOf(err));
      return outcome('failed');
    }
  }

  /** Back to the queue, uncounted and at once, for another worker (this one is stopping). */
  async function handBack(artwork: Pick<Artwork, 'id'>, attemptNo: number, requestId?: string) {
    const row = await db.transaction(async (tx) => {
      const queued = await jobs.markHandedBack(tx, artwork.id, attemptNo);
      if (queued) {
        await queue.enqueue(queued.id, { priority: queued.priority, tx, requestId });
        await publishIn(tx, queued);
      }
      return queued;
    });
    if (row) {
      log.info(
        { artworkId: artwork.id, attempt: attemptNo, reqId: requestId },
        'attempt handed back',
      );
      await publishAfter(row);
    }
  }

  /**
   * Stuck jobs: a running attempt past its deadline (its worker died: its lease lapsed) is
   * retried or failed; a queued artwork without a live job is enqueued again (`lostJobs`, on by
   * default: the frequent sweeper runs that part less often).
   */
  async function sweep(opts: { queuedOlderThanMs?: number; lostJobs?: boolean } = {}) {
    let requeued = 0;
    let failed = 0;
    let reenqueued = 0;
    for (const row of await jobs.runningPastDeadline(db)) {
      if (row.attempts < row.maxAttempts) {
        const done = await requeue(row, row.attempts, GENERATION_ERRORS.WORKER_LOST, {
          onlyPastDeadline: true,
          // A worker that is alive after all (cut off from the database) hears at its next
          // heartbeat that the attempt is gone, before the retry can start.
          minDelayMs: gen.heartbeatMs,
        });
        if (done) requeued++;
      } else {
        const done = await failArtwork(
          row.id,
          GENERATION_ERRORS.WORKER_LOST,
          row.attempts,
          'stuck',
        );
        if (done) failed++;
      }
    }
    const lostJobs =
      opts.lostJobs === false ? [] : await jobs.queuedSince(db, opts.queuedOlderThanMs ?? 60_000);
    for (const row of lostJobs) {
      if (await queue.hasLiveJob(row.id)) continue;
      await queue.enqueue(row.id, { priority: row.priority });
      reenqueued++;
    }
    if (requeued || failed || reenqueued) {
      log.info({ requeued, failed, reenqueued }, 'generation sweeper');
    }
    return { requeued, failed, reenqueued };
  }

  return {
    generate,
    revise,
    revisionAllowance,
    runJob,
    failArtwork,
    sweep,
    findOwnedBoard: (userId: string, boardId: string) => repo.findOwnedBoard(db, userId, boardId),
    boardArtworks: (boardId: string) => repo.boardArtworks(db, boardId),
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
