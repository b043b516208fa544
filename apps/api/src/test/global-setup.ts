import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

// Once per run, before any test file: an embedded database with every migration applied, which
// createTestApp copies for each app instead of creating and migrating one (PGlite's initdb takes
// about 3 s, a copy of the migrated directory 0.1 s and its start 0.3 s). The copy is the same
// database a fresh start makes; tests of the start itself use their own empty DATA_DIR.

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory to copy, or '' on PostgreSQL (DATABASE_URL). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const root = mkdtempSync(path.join(os.tmpdir(), 'atelier-pglite-template-'));
  const handle = await openDatabase({ databaseUrl: undefined, dataDir: root });
  await handle.close();
  project.provide('pgliteTemplate', path.join(root, 'db'));
  return () => rmSync(root, { recursive: true, force: true });
}
