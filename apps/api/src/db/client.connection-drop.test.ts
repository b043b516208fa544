import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';

// A PostgreSQL restart (or a failover, or an idle-session kill) drops the connection a
// transaction holds. node-postgres then emits 'error' on that client, which the pool does not
// listen to while the client is checked out: with nobody listening, the process ends. The
// transaction must fail, the process stay up, and the next query get a fresh connection.
describe.skipIf(!process.env.DATABASE_URL)('a connection dropped mid-transaction', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-drop-'));
  let handle: DatabaseHandle;
  let admin: pg.Client;

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails that transaction, keeps the process up, and the next query reconnects', async () => {
    const transaction = handle.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
        rows: { pid: number }[];
      };
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await tx.execute(sql`SELECT 1`);
    });
    await expect(transaction).rejects.toThrow();

    await handle.ping();
    const { rows } = (await handle.db.execute(sql`SELECT 1 AS one`)) as unknown as {
      rows: { one: number }[];
    };
    expect(rows).toEqual([{ one: 1 }]);
  });
});
