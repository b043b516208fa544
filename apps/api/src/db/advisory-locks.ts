import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The first of pg_advisory_lock's two int keys for every lock taken here (the migration's is 727_274_001). */
const LOCK_SPACE = 727_274_022;
/** A waiter asks again after 50 ms, then doubles the pause up to half a second. */
const FIRST_POLL_MS = 50;
const MAX_POLL_MS = 500;

/** The second int key: the first 32 bits of the key's SHA-256, the same in every process. */
export function lockIdOf(key: string): number {
  return createHash('sha256').update(key).digest().readInt32BE(0);
}

/** acquire's deadline passed with the lock still held elsewhere. */
export class LockWaitTimeout extends Error {
  constructor(readonly key: string) {
    super(`advisory lock '${key}' still held by another process at the deadline`);
    this.name = 'LockWaitTimeout';
  }
}

export type AdvisoryLocksOptions = {
  databaseUrl: string;
  /** application_name of the connection (seen in pg_stat_activity). */
  applicationName: string;
  log: FastifyBaseLogger;
};

/**
 * Session-level advisory locks named by a string, all held on one dedicated connection of this
 * process: a waiter tries (`pg_try_advisory_lock`) and pauses between tries, so no pooled
 * connection and no transaction is held while the lock is (a render takes seconds). A lost
 * connection loses its locks with it: the holder carries on and another process may then do the
 * same work once more, which is a cost, not an error. Within one process a key is locked by one
 * caller at a time (the caller's business: the session would grant it twice).
 */
export class AdvisoryLocks {
  private client: Promise<pg.Client> | null = null;
  private closed = false;

  constructor(private readonly options: AdvisoryLocksOptions) {}

  /**
   * Waits until this process holds the lock named `key`; answers its release. With a `deadline`
   * (epoch ms), gives up then with an error instead of waiting on a holder that never ends.
   */
  async acquire(key: string, opts: { deadline?: number } = {}): Promise<() => Promise<void>> {
    const id = lockIdOf(key);
    for (let pause = FIRST_POLL_MS; ; pause = Math.min(pause * 2, MAX_POLL_MS)) {
      const client = await this.connection();
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1, $2) AS locked',
        [LOCK_SPACE, id],
      );
      if (rows[0]?.locked) {
        return async () => {
          // On a connection lost meanwhile the lock is already gone.
          await client.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_SPACE, id]).catch(() => {});
        };
      }
      if (opts.deadline !== undefined && Date.now() + pause > opts.deadline) {
        throw new LockWaitTimeout(key);
      }
      await sleep(pause);
    }
  }

  /** Ends the connection, which releases whatever it still holds. */
  async close(): Promise<void> {
    this.closed = true;
    const pending = this.client;
    this.client = null;
    await pending?.then((c) => c.end()).catch(() => {});
  }

  private connection(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('advisory locks closed'));
    if (this.client) return this.client;
    const { databaseUrl, applicationName, log } = this.options;
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: applicationName,
    });
    const pending = client.connect().then(() => client);
    const lost = (err?: unknown) => {
      if (this.client !== pending) return;
      this.client = null;
      client.end().catch(() => {});
      if (!this.closed) log.warn({ err }, 'advisory lock connection lost; its locks are released');
    };
    client.on('error', lost);
    client.on('end', () => lost());
    pending.catch(lost);
    this.client = pending;
    return pending;
  }
}
