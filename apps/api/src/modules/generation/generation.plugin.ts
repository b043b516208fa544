import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner } from '../../lib/job-runner';
import { warmRenderPool } from '../../lib/render-pool';
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
      metrics: app.metrics,
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
      // The render pool's thread starts and loads the segmentation models now rather than in the
      // first portrait job.
      if (
        app.config.generation.workerInProcess &&
        app.config.generation.provider === 'local' &&
        !opts.provider &&
        app.config.nodeEnv !== 'test'
      ) {
        warmRenderPool().catch((err: unknown) => log.warn({ err }, 'render pool warm-up failed'));
      }
    });
    // Before the database closes: running jobs finish, then the queue stops.
    app.addHook('preClose', async () => {
      await runner.stop();
      await runtime.close();
    });
  },
  { name: 'generation', dependencies: ['db', 'storage', 'metrics'] },
);
