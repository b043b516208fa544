import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { repoRoot } from '../config/env';
import * as schema from './schema/index';

export { schema };
export type Schema = typeof schema;
/** The common type of the PGlite and node-postgres drizzle databases. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a transaction's callback gets: queries on it run inside the transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded instance itself (PGlite only), for libraries that take a client (pg-boss). */
  pglite?: PGlite;
  /** Runs a raw health query; throws when the database does not answer. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(repoRoot, 'apps', 'api', 'drizzle');

// Any constant shared by every instance: concurrent starts apply migrations one at a time.
const MIGRATION_LOCK_ID = 727_274_001;

export type OpenDatabaseOptions = { databaseUrl: string | undefined; dataDir: string };

/** Opens PostgreSQL when a URL is given, else PGlite under DATA_DIR/db, and applies migrations. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A dropped connection (database restart) must not crash the process; the pool reconnects.
    pool.on('error', () => {});
    // The same for a connection dropped while checked out (a transaction's): pg-pool takes its
    // listener off a checked-out client, so its 'error' would have none and end the process. The
    // statement in flight fails instead, and the pool discards the client when it comes back.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema });
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(db, { migrationsFolder });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      lockClient.release();
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: async () => {
        await pool.query('SELECT 1');
      },
      close: () => pool.end(),
    };
  }

  const dir = path.join(opts.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: () => client.close(),
  };
}
