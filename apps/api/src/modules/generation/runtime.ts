import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import type { IntervalJob } from '../../lib/job-runner';
import type { Storage } from '../../storage/storage';
import type { GenerationProvider } from '@atelier/shared/schemas/generation-providers';
import { configuredProviders } from '../blueprints/blueprint-checks';
import { createProvider, type ImageProvider } from './engine';
import { InProcessArtworkEvents, PostgresArtworkEvents, type ArtworkEvents } from './events';
import { createGenerationService, type GenerationService } from './generation.service';
import { GenerationQueue, type QueueOptions } from './queue';
import { QueueWatch } from './queue-watch';
import type { Metrics } from '../../lib/metrics';

export type GenerationRuntimeOptions = {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Replaces the provider chosen by config (tests inject fakes). */
  provider?: ImageProvider;
  queue?: QueueOptions;
  /** LISTEN for other processes' events (API processes; a worker only publishes). */
  listen?: boolean;
  /** Each attempt's duration goes to its histogram. */
  metrics?: Metrics | null;
};

export type GenerationRuntime = {
  service: GenerationService;
  queue: GenerationQueue;
  events: ArtworkEvents;
  /** Queue positions and waits for the boards whose streams are open here. */
  queueWatch: QueueWatch;
  /** The provider jobs use from now on (tests). */
  setProvider(provider: ImageProvider): void;
  /** The provider an artwork of that name runs on (the configured one when this server has no key). */
  provider(name?: string): ImageProvider;
  /** Starts taking jobs (config.generation.workerConcurrency at a time). */
  startWorker(concurrency?: number): Promise<void>;
  /**
   * Stops taking jobs; running attempts may finish within `graceMs` (WORKER_SHUTDOWN_GRACE_MS),
   * then are handed back to the queue for another worker.
   */
  stopWorker(graceMs?: number): Promise<void>;
  /**
   * The sweeper as a recurring job for a JobRunner: every heartbeat (GENERATION_HEARTBEAT_MS),
   * so a lapsed lease is found at once; queued artworks that lost their job every 30 s; artwork
   * events older than a day every hour.
   */
  sweeperJob(intervalMs?: number): IntervalJob;
  close(): Promise<void>;
};

/** How often the sweeper looks for queued artworks whose pg-boss job went missing. */
export const LOST_JOB_SWEEP_MS = 30_000;
/** How often the sweeper deletes artwork events past their retention (a day). */
export const EVENT_PRUNE_MS = 60 * 60_000;

/** Queue, events bus, provider and service: the same in the API process and in `npm run worker`. */
export async function createGenerationRuntime(
  opts: GenerationRuntimeOptions,
): Promise<GenerationRuntime> {
  const { config, database, log } = opts;
  // A test's injected provider answers for every name; otherwise one provider per configured
  // name (a version may name openai or replicate when their keys are set), made on first use.
  let injected = opts.provider ?? null;
  const providers = new Map<string, ImageProvider>();
  const providerFor = (name?: string): ImageProvider => {
    if (injected) return injected;
    const configured: readonly string[] = configuredProviders(config.generation);
    const wanted =
      name && configured.includes(name) ? (name as GenerationProvider) : config.generation.provider;
    let provider = providers.get(wanted);
    if (!provider) {
      provider = createProvider({ ...config.generation, provider: wanted });
      providers.set(wanted, provider);
    }
    return provider;
  };
  const queue = new GenerationQueue(database, config, log, opts.queue);

  let events: ArtworkEvents;
  if (database.kind === 'postgres' && config.databaseUrl) {
    const pgEvents = new PostgresArtworkEvents(database.db, config.databaseUrl, log);
    if (opts.listen) await pgEvents.listen();
    events = pgEvents;
  } else {
    events = new InProcessArtworkEvents(database.db);
  }

  const service = createGenerationService({
    db: database.db,
    storage: opts.storage,
    queue,
    events,
    config,
    log,
    provider: providerFor,
  });

  await queue.start();
  const queueWatch = new QueueWatch(database.db, events, config.generation.workerConcurrency, log);

  // Aborts when a stopping worker's grace is over: its running attempts are handed back.
  let stopping = new AbortController();
  const stopWorker = async (graceMs = config.shutdown.workerGraceMs) => {
    if (!queue.working) return;
    const handBack = setTimeout(() => stopping.abort(), graceMs);
    try {
      await queue.stopWorking();
    } finally {
      clearTimeout(handBack);
    }
  };

  return {
    service,
    queue,
    events,
    queueWatch,
    setProvider(p) {
      injected = p;
    },
    provider: providerFor,
    startWorker(concurrency = config.generation.workerConcurrency) {
      if (!queue.working) stopping = new AbortController();
      return queue.work(concurrency, async (job) => {
        const started = performance.now();
        const { provider, outcome } = await service.runJob(job.data.artworkId, {
          requestId: job.data.requestId,
          stop: stopping.signal,
        });
        if (outcome !== 'skipped') {
          opts.metrics?.generationDuration.observe(
            { provider, outcome },
            (performance.now() - started) / 1000,
          );
        }
      });
    },
    stopWorker,
    sweeperJob(intervalMs = config.generation.heartbeatMs) {
      let lostJobsSweptAt = -Infinity;
      let eventsPrunedAt = -Infinity;
      return {
        name: 'generation-sweeper',
        intervalMs,
        run: async () => {
          const lostJobs = Date.now() - lostJobsSweptAt >= LOST_JOB_SWEEP_MS;
          await service.sweep({ lostJobs });
          if (lostJobs) lostJobsSweptAt = Date.now();
          if (Date.now() - eventsPrunedAt >= EVENT_PRUNE_MS) {
            eventsPrunedAt = Date.now();
            const pruned = await events.prune();
            if (pruned > 0) log.info({ pruned }, 'old artwork events deleted');
          }
        },
      };
    },
    async close() {
      await stopWorker();
      await queue.stop();
      await queueWatch.close();
      await events.close();
    },
  };
}
