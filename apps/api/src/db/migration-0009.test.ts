import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

// Migration 0009 on a database that holds blueprints as main wrote them (one row per version
// with is_active): migrated up to 0008, given old-shape rows, then migrated to the end. Runs on
// PGlite, and on a fresh PostgreSQL database of its own when DATABASE_URL is set.

type Db = PgDatabase<PgQueryResultHKT>;

const ids = {
  user: 'old-user',
  portrait: '11111111-0000-4000-8000-000000000001',
  board: '11111111-0000-4000-8000-000000000002',
  pv1: '22222222-0000-4000-8000-000000000001',
  pv2: '22222222-0000-4000-8000-000000000002',
  pv3: '22222222-0000-4000-8000-000000000003',
  pet: '11111111-0000-4000-8000-000000000003',
  petV1: '22222222-0000-4000-8000-000000000004',
  visionBoard: '11111111-0000-4000-8000-000000000004',
  artwork: '33333333-0000-4000-8000-000000000001',
};

/** A copy of the migrations folder whose journal stops at 0008. */
function migrationsUpTo0008(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 8);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function seedOldShape(db: Db) {
  await db.execute(
    sql`INSERT INTO users (id, name, email) VALUES (${ids.user}, 'Old', 'old@example.com')`,
  );
  await db.execute(sql`INSERT INTO products (id, slug, title) VALUES
    (${ids.portrait}::uuid, 'old-portrait', 'Old Portrait'), (${ids.pet}::uuid, 'old-pet', 'Old Pet')`);
  // The portrait: v1 (made the artwork), v2 active, v3 a newer inactive draft.
  await db.execute(sql`INSERT INTO blueprints (id, product_id, version, name, is_active, kind,
      prompt_template, field_roles, provider, created_at) VALUES
    (${ids.pv1}::uuid, ${ids.portrait}::uuid, 1, 'Old Portrait v1', false, 'portrait', 'one {{n}}', '{}', NULL, now() - interval '3 days'),
    (${ids.pv2}::uuid, ${ids.portrait}::uuid, 2, 'Old Portrait v2', true, 'portrait', 'two {{n}}', '{"n": {"role": "title"}}', 'local', now() - interval '2 days'),
    (${ids.pv3}::uuid, ${ids.portrait}::uuid, 3, 'Old Portrait v3', false, 'portrait', 'three {{n}}', '{}', NULL, now() - interval '1 day'),
    (${ids.petV1}::uuid, ${ids.pet}::uuid, 1, 'Old Pet v1', true, 'vision_board', 'pet {{n}}', '{}', NULL, now())`);
  await db.execute(sql`INSERT INTO vision_boards (id, user_id, product_id, items)
    VALUES (${ids.visionBoard}::uuid, ${ids.user}, ${ids.portrait}::uuid, 'n: Ada')`);
  await db.execute(sql`INSERT INTO artworks (id, vision_board_id, user_id, blueprint_id, provider, seed)
    VALUES (${ids.artwork}::uuid, ${ids.visionBoard}::uuid, ${ids.user}, ${ids.pv1}::uuid, 'local', 42)`);
}

const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

async function expectMigrated(db: Db) {
  const blueprints = await rows(
    db,
    sql`SELECT product_id, live_version_id, split_version_id, split_percent FROM blueprints ORDER BY product_id`,
  );
  expect(blueprints).toEqual([
    {
      product_id: ids.portrait,
      live_version_id: ids.pv2,
      split_version_id: null,
      split_percent: 0,
    },
    { product_id: ids.pet, live_version_id: ids.petV1, split_version_id: null, split_percent: 0 },
  ]);
  const versions = await rows(
    db,
    sql`SELECT v.id, v.version, v.kind, v.prompt_template, v.provider, v.change_note, v.author_id,
          v.studio_settings, v.seed_policy, b.product_id
        FROM blueprint_versions v JOIN blueprints b ON b.id = v.blueprint_id ORDER BY v.id`,
  );
  expect(versions).toEqual([
    expect.objectContaining({
      id: ids.pv1,
      version: 1,
      prompt_template: 'one {{n}}',
      provider: null,
      change_note: 'First version (Old Portrait v1, saved before blueprint versions)',
      author_id: null,
      studio_settings: {},
      seed_policy: 'random',
      product_id: ids.portrait,
    }),
    expect.objectContaining({
      id: ids.pv2,
      version: 2,
      provider: 'local',
      change_note: 'Version 2 (Old Portrait v2, saved before blueprint versions)',
      product_id: ids.portrait,
    }),
    expect.objectContaining({ id: ids.pv3, version: 3, product_id: ids.portrait }),
    expect.objectContaining({
      id: ids.petV1,
      version: 1,
      kind: 'vision_board',
      product_id: ids.pet,
    }),
  ]);
  expect(
    await rows(
      db,
      sql`SELECT from_version_id, to_version_id, actor_id FROM blueprint_live_moves ORDER BY to_version_id`,
    ),
  ).toEqual([
    { from_version_id: null, to_version_id: ids.pv2, actor_id: null },
    { from_version_id: null, to_version_id: ids.petV1, actor_id: null },
  ]);
  // The artwork keeps the version that made it (the same id), not the live one.
  expect(await rows(db, sql`SELECT blueprint_version_id, model, split_arm FROM artworks`)).toEqual([
    { blueprint_version_id: ids.pv1, model: null, split_arm: null },
  ]);
  await expect(
    db.execute(
      sql`UPDATE blueprint_versions SET prompt_template = 'x' WHERE id = ${ids.pv1}::uuid`,
    ),
  ).rejects.toSatisfy((err: Error) =>
    /blueprint_versions are immutable/.test(`${err.message} ${String(err.cause)}`),
  );
}

describe('migration 0009: blueprints become versions with a live pointer', () => {
  let upTo0008: string;
  beforeAll(() => {
    upTo0008 = migrationsUpTo0008();
  });
  afterAll(() => rmSync(upTo0008, { recursive: true, force: true }));

  it('on PGlite: the old rows become versions (same ids), the active one live', async () => {
    const client = new PGlite();
    const db = drizzlePglite(client) as unknown as Db;
    try {
      await migratePglite(db as never, { migrationsFolder: upTo0008 });
      await seedOldShape(db);
      await migratePglite(db as never, { migrationsFolder });
      await expectMigrated(db);
    } finally {
      await client.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL: the same, in a database of its own',
    async () => {
      const url = new URL(process.env.DATABASE_URL!);
      const name = `atelier_m0009_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      url.pathname = `/${name}`;
      const pool = new pg.Pool({ connectionString: url.toString() });
      try {
        const db = drizzlePg(pool) as unknown as Db;
        await migratePg(db as never, { migrationsFolder: upTo0008 });
        await seedOldShape(db);
        await migratePg(db as never, { migrationsFolder });
        await expectMigrated(db);
      } finally {
        await pool.end();
        await admin.query(`DROP DATABASE ${name}`);
        await admin.end();
      }
    },
  );
});
