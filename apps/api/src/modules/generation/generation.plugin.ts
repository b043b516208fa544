import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner } from '../../lib/job-runner';
import { warmSubjectFinder } from './engine';
import type { ImageProvider } from './engine/types';
import { createGenerationRuntime, type GenerationRuntime } from './runtime';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queue, events bus and service of the generation pipeline. */
    generation: GenerationRuntime;
  }
}

export type GenerationPluginOptions = {
  /** Replaces the provider chosen by config (tests); `app.generation.setProvider` swaps later. */
  provider?: ImageProvider;
  /** Idle poll of the in-process worker, seconds (new jobs wake it at once anyway). */
  pollingIntervalSeconds?: number;
};

/**
 * The generation pipeline in the API process: always enqueues; runs the worker and the sweeper
 * too when config.generation.workerInProcess (always so on the embedded database).
 */
export const generationPlugin = fp(
  async (app: FastifyInstance, opts: GenerationPluginOptions) => {
    const log = app.log.child({ module: 'generation' });
    const runtime = await createGenerationRuntime({
      config: app.config,
      database: app.database,
      storage: app.storage,
      log,
      provider: opts.provider,
      queue: { pollingIntervalSeconds: opts.pollingIntervalSeconds },
      listen: true,
    });
    app.decorate('generation', runtime);

    const runner = new JobRunner(log);
    // Tests run the sweeper themselves (app.generation.service.sweep()).
    if (app.config.generation.workerInProcess && app.config.nodeEnv !== 'test') {
      runner.add(runtime.sweeperJob());
    }
    app.addHook('onReady', async () => {
      if (app.config.generation.workerInProcess) await runtime.startWorker();
      runner.start();
      // The studio's segmentation models load now rather than in the first portrait job, and
      // before the server listens: loading and compiling them holds the event loop for seconds
      // (1.6–6.6 s on 2 busy cores), which stalled every request of the first shoppers.
      if (
        app.config.generation.workerInProcess &&
        app.config.generation.provider === 'local' &&
        !opts.provider &&
        app.config.nodeEnv !== 'test'
      ) {
        await warmSubjectFinder().catch((err: unknown) =>
          log.warn({ err }, 'subject finder warm-up failed'),
        );
      }
    });
    // Before the database closes: running jobs finish, then the queue stops.
    app.addHook('preClose', async () => {
      await runner.stop();
      await runtime.close();
    });
  },
  { name: 'generation', dependencies: ['db', 'storage'] },
);
