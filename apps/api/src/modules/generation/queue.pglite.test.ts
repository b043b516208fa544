import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { loadTestConfig } from '../../test/config';
import { GenerationQueue } from './queue';

// On the embedded database the workers live in the API process and poll rarely (every query
// runs on the thread that serves the shop): a deferred retry must still start when it is due,
// because the process wakes its own workers, not when the next poll comes round.
describe('generation queue on PGlite: deferred jobs', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-queue-'));
  let database: DatabaseHandle;
  let queue: GenerationQueue;
  const started = new Map<string, number>();

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: undefined, dataDir: dir });
    // A poll far longer than the test's wait: only the wake-up can start the job in time.
    queue = new GenerationQueue(
      database,
      loadTestConfig({ DATABASE_URL: undefined }),
      pino({ level: 'silent' }),
      {
        pollingIntervalSeconds: 120,
      },
    );
    await queue.work(1, async ({ data }) => {
      started.set(data.artworkId, Date.now());
    });
  }, 60_000);

  afterAll(async () => {
    await queue.stop();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts a job deferred by 1 s once it is due, long before the next poll', async () => {
    const due = new Date(Date.now() + 1_000);
    await queue.enqueue('deferred-one', { priority: 0, startAfter: due });
    await expect.poll(() => started.get('deferred-one'), { timeout: 30_000 }).toBeDefined();
    // Not before its time.
    expect(started.get('deferred-one')!).toBeGreaterThanOrEqual(due.getTime());
  }, 60_000);

  it('starts a job sent now at once (NOTIFY), as before', async () => {
    await queue.enqueue('now-one', { priority: 0 });
    await expect.poll(() => started.get('now-one'), { timeout: 30_000 }).toBeDefined();
  }, 60_000);
});
