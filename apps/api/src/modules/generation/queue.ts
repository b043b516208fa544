import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import type { Config } from '../../config/env';
import type { Database, DatabaseHandle } from '../../db/client';

/** The pg-boss queue every generation job goes through (DESIGN.md §1 "jobs"). */
export const GENERATE_ARTWORK_QUEUE = 'generate-artwork';

export type GenerateArtworkJob = {
  artworkId: string;
  /** The request that asked for it: the worker's log lines for the job carry it. */
  requestId?: string;
};

/** Live pg-boss states of a job that will still run (or is running). */
const LIVE_STATES = new Set(['created', 'retry', 'active']);

export type QueueOptions = {
  /** Idle poll of a worker; LISTEN/NOTIFY wakes it at once for new jobs (retries are deferred). */
  pollingIntervalSeconds?: number;
};

export type EnqueueOptions = {
  priority: number;
  /** Deferred start (retry backoff). */
  startAfter?: Date;
  /** Sends inside this drizzle transaction: the job exists exactly when the transaction commits. */
  tx?: Database;
  requestId?: string;
};

type DrizzleTx = Parameters<typeof fromDrizzle>[0];

export type JobHandler = (job: { id: string; data: GenerateArtworkJob }) => Promise<void>;

/**
 * On PGlite every query runs on the thread that serves the shop, so pg-boss's background passes
 * are pages' waits: its vacuum and index-bloat checks (catalogue queries of 40–55 ms; PGlite has
 * no autovacuum to watch, and one process rebuilding indexes gains nothing) are off, and its
 * queue monitor runs every 5 minutes. Expiry (supervise, every 60 s) stays as it is.
 */
/** PGlite's idle poll of each worker: a safety net, since this process wakes its own workers. */
const PGLITE_POLL_SECONDS = 15;

const PGLITE_MAINTENANCE = {
  monitorVacuum: false,
  reindex: false,
  monitorIntervalSeconds: 300,
} as const;

/**
 * pg-boss on the app's own database: the PGlite adapter on the embedded database (one
 * connection, shared with the app), its own pool on PostgreSQL. Retries are the generation
 * service's business (the artwork row keeps attempts), so pg-boss jobs never retry by themselves.
 */
export class GenerationQueue {
  private readonly boss: PgBoss;
  private started: Promise<void> | null = null;
  private workerIds: string[] = [];

  private readonly stopTimeoutMs: number;

  constructor(
    database: DatabaseHandle,
    config: Config,
    private readonly log: FastifyBaseLogger,
    private readonly opts: QueueOptions = {},
  ) {
    // No flows (job dependencies) are used: pg-boss's flow audit would query every 5 s for none.
    const common = { useListenNotify: true, schedule: false, flowIntervalSeconds: 3600 } as const;
    if (database.kind === 'pglite') {
      if (!database.pglite)
        throw new Error('the PGlite database handle does not expose its client');
      this.boss = new PgBoss({
        ...common,
        ...PGLITE_MAINTENANCE,
        db: fromPglite(database.pglite),
        backend: 'pglite',
      });
    } else {
      this.boss = new PgBoss({
        ...common,
        connectionString: config.databaseUrl,
        max: 4,
        application_name: 'atelier-queue',
      });
    }
    // Running jobs have WORKER_SHUTDOWN_GRACE_MS, then are handed back (runtime.ts): pg-boss
    // waits that long and a little more for them.
    this.stopTimeoutMs = config.shutdown.workerGraceMs + 5_000;
    this.boss.on('error', (err) => this.log.error({ err }, 'queue error'));
    // On PGlite the workers live in this process, which wakes them itself when a deferred retry
    // is due (enqueue below), so the poll is only a safety net: each one is a query on the
    // thread that serves the shop.
    this.pollSeconds =
      opts.pollingIntervalSeconds ??
      (config.nodeEnv === 'test' ? 1 : database.kind === 'pglite' ? PGLITE_POLL_SECONDS : 3);
    this.wakesOwnWorkers = database.kind === 'pglite';
    this.expireInSeconds =
      Math.ceil((config.generation.attemptTimeoutMs + attemptMarginMs(config)) / 1000) + 60;
  }

  private readonly expireInSeconds: number;
  private readonly pollSeconds: number;
  private readonly wakesOwnWorkers: boolean;
  private readonly wakeTimers = new Set<NodeJS.Timeout>();

  /** Creates pg-boss's schema (first time) and the queue. Safe to call more than once. */
  start(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      await this.boss.createQueue(GENERATE_ARTWORK_QUEUE, {
        notify: true,
        retryLimit: 0,
        expireInSeconds: this.expireInSeconds,
      });
      // Fills pg-boss's queue cache now: a send inside a PGlite transaction must not need a
      // lookup on the (then busy) single connection.
      await this.boss.findJobs(GENERATE_ARTWORK_QUEUE, { data: { artworkId: 'warm-up' } });
    })();
    return this.started;
  }

  async enqueue(artworkId: string, opts: EnqueueOptions): Promise<string | null> {
    await this.start();
    // Both drizzle drivers answer execute() with { rows }; the shared Database type says unknown.
    const db = opts.tx ? fromDrizzle(opts.tx as unknown as DrizzleTx, sql) : undefined;
    const id = await this.boss.send(
      GENERATE_ARTWORK_QUEUE,
      {
        artworkId,
        ...(opts.requestId ? { requestId: opts.requestId } : {}),
      } satisfies GenerateArtworkJob,
      {
        priority: opts.priority,
        retryLimit: 0,
        expireInSeconds: this.expireInSeconds,
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
        ...(db ? { db } : {}),
      },
    );
    if (opts.startAfter && this.wakesOwnWorkers) this.wakeAt(opts.startAfter);
    return id;
  }

  /** Wakes this process's workers when a deferred job becomes due (+ a little for the clock). */
  private wakeAt(due: Date) {
    const timer = setTimeout(
      () => {
        this.wakeTimers.delete(timer);
        for (const id of this.workerIds) this.boss.notifyWorker(id);
      },
      Math.max(0, due.getTime() - Date.now()) + 250,
    );
    timer.unref();
    this.wakeTimers.add(timer);
  }

  /** True when a job for this artwork is waiting, deferred or running somewhere. */
  async hasLiveJob(artworkId: string): Promise<boolean> {
    await this.start();
    const jobs = await this.boss.findJobs(GENERATE_ARTWORK_QUEUE, { data: { artworkId } });
    return jobs.some((j) => LIVE_STATES.has(j.state));
  }

  /**
   * Starts `concurrency` local workers; jobs are fetched highest priority first. Each worker
   * fetches again as soon as it finishes a job: pg-boss otherwise waits out its poll interval
   * after every job (only a new job's NOTIFY wakes it), so a backlog cleared at one job per
   * worker per poll (3 s) however short the renders (the regression-set bench row showed it).
   */
  async work(concurrency: number, handler: JobHandler): Promise<void> {
    await this.start();
    // Claimed before the first await below: a second call meanwhile starts nothing.
    if (this.workerIds.length > 0 || this.startingWorkers) return;
    this.startingWorkers = true;
    try {
      await this.startWorkers(concurrency, handler);
    } finally {
      this.startingWorkers = false;
    }
  }

  private startingWorkers = false;

  private async startWorkers(concurrency: number, handler: JobHandler): Promise<void> {
    for (let i = 0; i < concurrency; i++) {
      let ownId: string | null = null;
      ownId = await this.boss.work<GenerateArtworkJob>(
        GENERATE_ARTWORK_QUEUE,
        {
          localConcurrency: 1,
          batchSize: 1,
          // New jobs wake the workers through LISTEN/NOTIFY; the poll only finds deferred retries
          // (and covers a lost notification), so it can be slow outside tests.
          pollingIntervalSeconds: this.pollSeconds,
          notifyPollingIntervalSeconds: this.pollSeconds,
        },
        async ([job]) => {
          if (!job) return;
          try {
            await handler({ id: job.id, data: job.data });
          } finally {
            // A backlog is taken at once; an empty queue answers the next fetch with nothing.
            if (ownId) this.boss.notifyWorker(ownId);
          }
        },
      );
      this.workerIds.push(ownId);
    }
  }

  /** Stops taking jobs and waits for the running ones. */
  async stopWorking(): Promise<void> {
    if (this.workerIds.length === 0) return;
    this.workerIds = [];
    await this.boss.offWork(GENERATE_ARTWORK_QUEUE, { wait: true });
  }

  get working(): boolean {
    return this.workerIds.length > 0;
  }

  async stop(): Promise<void> {
    for (const timer of this.wakeTimers) clearTimeout(timer);
    this.wakeTimers.clear();
    if (!this.started) return;
    await this.started.catch(() => {});
    await this.stopWorking();
    await this.boss.stop({ graceful: true, close: true, timeout: this.stopTimeoutMs });
  }
}

/** Extra time past the per-attempt timeout before the sweeper calls a running attempt lost. */
export function attemptMarginMs(config: Config): number {
  return Math.min(30_000, Math.max(1_000, Math.round(config.generation.attemptTimeoutMs * 0.25)));
}
