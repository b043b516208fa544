import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runSeed } from './seed';

/** Seeds at start, after the database and storage, before the server listens. */
export const seedPlugin = fp(
  async (app: FastifyInstance) => {
    await runSeed(
      { db: app.db, storage: app.storage, log: app.log },
      { demo: app.config.seedDemo },
    );
  },
  { name: 'seed', dependencies: ['db', 'storage'] },
);
