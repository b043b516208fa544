import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    config: Config;
  }
}

export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; database?: DatabaseHandle }) => {
    const handle = opts.database ?? (await openDatabase(opts.config));
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    // A handle passed in is owned by the caller (tests share one across apps).
    if (!opts.database) app.addHook('onClose', () => handle.close());
  },
  { name: 'db' },
);
