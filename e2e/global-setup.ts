import type { FullConfig } from '@playwright/test';
import { createScratchDatabase, makeDataDir, startServer, startWorker } from './support/server';

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
  // On PostgreSQL the suite runs the production shape: the API only queues generation jobs and
  // a separate `npm run worker` process (the built worker) makes the artwork.
  const options = {
    port,
    dataDir: data.dir,
    databaseUrl: db?.url,
    env: db ? { WORKER_IN_PROCESS: 'false' } : undefined,
  };
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let worker: Awaited<ReturnType<typeof startWorker>> | undefined;
  try {
    server = await startServer(options);
    if (db) worker = await startWorker(options);
  } catch (err) {
    await server?.stop();
    await db?.drop();
    data.remove();
    throw err;
  }
  console.log(
    `e2e: server ${server.url} on ${db ? 'PostgreSQL (scratch), generation in a separate worker process' : 'PGlite, generation in-process'}`,
  );

  return async () => {
    await worker?.stop();
    await server.stop();
    await db?.drop();
    if (process.env.E2E_KEEP_DATA) console.log(`e2e: data kept in ${data.dir}`);
    else data.remove();
  };
}
