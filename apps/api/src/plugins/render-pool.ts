import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { closeRenderPool, configureRenderPool } from '../lib/render-pool';

/**
 * The process' render pool (lib/render-pool.ts) at config.generation.renderThreads threads; the
 * first render starts it. On close, renders under way finish before the threads stop.
 */
export const renderPoolPlugin = fp(
  async (app: FastifyInstance) => {
    configureRenderPool({ threads: app.config.generation.renderThreads, log: app.log });
    app.addHook('onClose', async () => closeRenderPool());
  },
  { name: 'render-pool' },
);
