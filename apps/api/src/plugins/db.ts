import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { scopedDatabase } from '../db/scoped';

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
    // Scoped: inside runInTransaction (the admin writes' audit wrapper) it is that transaction.
    app.decorate('db', scopedDatabase(handle.db));
    // A handle passed in is owned by the caller (tests share one across apps).
    if (!opts.database) app.addHook('onClose', () => handle.close());
  },
  { name: 'db' },
);
