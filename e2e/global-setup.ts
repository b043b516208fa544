import type { FullConfig } from '@playwright/test';
import { createScratchDatabase, makeDataDir, startServer } from './support/server';

// Owns the shared server for the whole run: a temp DATA_DIR, a scratch PostgreSQL database
// when DATABASE_URL is set (PGlite under DATA_DIR otherwise), then the built server on the
// port of playwright.config.ts. The returned function is Playwright's global teardown.
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
  const port = Number(new URL(baseURL).port);

  const data = makeDataDir();
  const db = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined;
  let server;
  try {
    server = await startServer({ port, dataDir: data.dir, databaseUrl: db?.url });
  } catch (err) {
    await db?.drop();
    data.remove();
    throw err;
  }
  console.log(`e2e: server ${server.url} on ${db ? 'PostgreSQL (scratch)' : 'PGlite'}`);

  return async () => {
    await server.stop();
    await db?.drop();
    if (process.env.E2E_KEEP_DATA) console.log(`e2e: data kept in ${data.dir}`);
    else data.remove();
  };
}
