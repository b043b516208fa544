import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner } from '../../lib/job-runner';
import { canvasOrdersRoutes } from './canvas-orders.routes';
import { fulfilmentCallbackRoutes } from './fulfilment-callback.routes';
import { mockupRoutes } from './mockup.routes';
import { pngPurchasesRoutes } from './png-purchases.routes';
import { printOptionsRoutes } from './print-options.routes';
import { createPrintsRuntime, type PrintsRuntime } from './runtime';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renderer, order payments, print lab and jobs of prints and downloads. */
    prints: PrintsRuntime;
  }
}

/**
 * Canvas prints and PNG downloads in the API process. The jobs (print files, expiry) run here
 * when the generation worker does (config.generation.workerInProcess: always on the embedded
 * database), otherwise in `npm run worker`. Tests run them themselves (runner is not started).
 */
export const printsPlugin = fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ module: 'prints' });
    const runtime = createPrintsRuntime({
      db: app.db,
      storage: app.storage,
      config: app.config,
      log,
    });
    app.decorate('prints', runtime);

    const runner = new JobRunner(log);
    if (app.config.generation.workerInProcess && app.config.nodeEnv !== 'test') {
      for (const job of runtime.jobs()) runner.add(job);
    }
    app.addHook('onReady', async () => runner.start());
    app.addHook('preClose', async () => runner.stop());
    app.addHook('onClose', async () => runtime.close());

    await app.register(printOptionsRoutes);
    await app.register(mockupRoutes);
    await app.register(canvasOrdersRoutes);
    await app.register(pngPurchasesRoutes);
    await app.register(fulfilmentCallbackRoutes);
  },
  { name: 'prints', dependencies: ['db', 'storage'] },
);
