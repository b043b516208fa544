import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { artworks } from '../../db/schema/generation';
import { createTestApp, type TestApp } from '../../test/app';
import { attemptLease, TAKEN_OVER_MESSAGE } from './attempt-lease';
import type { GenerationInput, ImageProvider } from './engine/types';
import { claimAttempt } from './artwork-jobs.repository';
import { GENERATION_ERRORS } from './generation.service';
import {
  artworkRow,
  createBoard,
  createProduct,
  createUser,
  generate,
  renderPng,
  usedCredits,
  waitForFinished,
} from './generation.test-helpers';

// A long attempt timeout and a short heartbeat: whatever is decided here is decided by the
// lease (3 heartbeats = 600 ms), never by the timeout.
const ATTEMPT_TIMEOUT_MS = 60_000;
const HEARTBEAT_MS = 200;
const LEASE_MS = HEARTBEAT_MS * 3;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Answers after `ms` (a slow but healthy provider), or fails when its attempt is aborted. */
function slowProvider(ms: number) {
  const calls: GenerationInput[] = [];
  const provider: ImageProvider & { calls: GenerationInput[] } = {
    name: 'local',
    calls,
    async generate(input) {
      calls.push(input);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, ms);
        input.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(input.signal.reason as Error);
        });
      });
      const data = await renderPng(input);
      return { data, width: input.width, height: input.height, contentType: 'image/png' };
    },
  };
  return provider;
}

describe('the lease of a running attempt (GENERATION_HEARTBEAT_MS)', () => {
  let t: TestApp;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp({
      GENERATION_ATTEMPT_TIMEOUT_MS: String(ATTEMPT_TIMEOUT_MS),
      GENERATION_HEARTBEAT_MS: String(HEARTBEAT_MS),
      GENERATION_RETRY_DELAY_MS: '20',
    });
    productId = (await createProduct(t.app)).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    if (!t.app.generation.queue.working) await t.app.generation.startWorker();
  });

  it('an attempt whose worker died is retried once 3 heartbeats are missed, not after the attempt timeout', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    await t.app.generation.stopWorker();
    const id = (await generate(t.app, user, { visionBoardId: board.id })).json().id as string;

    // A worker claims the attempt and dies at once: nobody renews its lease.
    const claimed = await claimAttempt(t.app.db, id, attemptLease(t.config));
    expect(claimed).toMatchObject({ status: 'running', attempts: 1 });
    const leaseMs = claimed!.deadlineAt!.getTime() - claimed!.startedAt!.getTime();
    expect(leaseMs).toBeGreaterThanOrEqual(LEASE_MS - 50);
    expect(leaseMs).toBeLessThanOrEqual(LEASE_MS + 50);
    // Within its lease the attempt is left alone.
    expect((await t.app.generation.service.sweep()).requeued).toBe(0);

    await sleep(LEASE_MS + 100);
    expect((await t.app.generation.service.sweep()).requeued).toBe(1);
    expect(await artworkRow(t.app, id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: GENERATION_ERRORS.WORKER_LOST,
    });

    const provider = slowProvider(0);
    t.app.generation.setProvider(provider);
    await t.app.generation.startWorker();
    const done = await waitForFinished(t.app, id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, creditRefundedAt: null });
    expect(provider.calls).toHaveLength(1);
    expect(await usedCredits(t.app, user.id)).toBe(1);
  });

  it('a slow attempt whose worker is alive keeps its lease however often the sweeper runs', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    // Four leases long: without renewals the sweeper would take it away.
    const provider = slowProvider(LEASE_MS * 4);
    t.app.generation.setProvider(provider);
    const id = (await generate(t.app, user, { visionBoardId: board.id })).json().id as string;

    let requeued = 0;
    let renewed = false;
    let firstDeadline: number | null = null;
    for (;;) {
      const row = await artworkRow(t.app, id);
      if (row.status === 'succeeded' || row.status === 'failed') break;
      if (row.status === 'running') {
        firstDeadline ??= row.deadlineAt!.getTime();
        if (row.deadlineAt!.getTime() > firstDeadline) renewed = true;
      }
      requeued += (await t.app.generation.service.sweep()).requeued;
      await sleep(50);
    }
    expect(renewed).toBe(true);
    expect(requeued).toBe(0);
    expect(await artworkRow(t.app, id)).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]!.signal.aborted).toBe(false);
  });

  it('a worker that could not renew in time (e.g. a database outage) abandons its attempt; the retry runs alone, charged once', async () => {
    const user = await createUser(t.app);
    const board = await createBoard(t.app, user, productId);
    const calls: GenerationInput[] = [];
    let parallel = false;
    const ok = slowProvider(0);
    t.app.generation.setProvider({
      name: 'local',
      async generate(input) {
        calls.push(input);
        if (calls.length === 1) {
          // Hangs until its attempt is aborted (it honours the signal, as real providers do).
          return new Promise<never>((_, reject) =>
            input.signal.addEventListener('abort', () => reject(input.signal.reason as Error)),
          );
        }
        if (!calls[0]!.signal.aborted) parallel = true;
        return ok.generate(input);
      },
    });
    const id = (await generate(t.app, user, { visionBoardId: board.id })).json().id as string;
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000, interval: 20 });

    // What an outage longer than the lease leaves: the lease lapsed before the worker could
    // renew it, and a sweeper (here, or in another process) retried the attempt. The worker's
    // renewals may win the race in between; then it is simply tried again.
    await vi.waitFor(
      async () => {
        await t.app.db
          .update(artworks)
          .set({ deadlineAt: sql`now() - interval '1 second'` })
          .where(eq(artworks.id, id));
        expect((await t.app.generation.service.sweep()).requeued).toBe(1);
      },
      { timeout: 10_000, interval: 10 },
    );

    // At its next heartbeat the first worker learns the attempt is gone and aborts it.
    await vi.waitFor(() => expect(calls[0]!.signal.aborted).toBe(true), {
      timeout: HEARTBEAT_MS * 5,
      interval: 20,
    });
    expect(calls[0]!.signal.reason).toMatchObject({ message: TAKEN_OVER_MESSAGE });
    const done = await waitForFinished(t.app, id);
    expect(done).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      lastError: null,
      creditRefundedAt: null,
    });
    expect(calls).toHaveLength(2);
    expect(parallel).toBe(false);
    expect(await usedCredits(t.app, user.id)).toBe(1);
    // The abandoned attempt wrote nothing afterwards: still the retry's outcome.
    await sleep(HEARTBEAT_MS * 2);
    expect(await artworkRow(t.app, id)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });
});
