import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client';

// One request's writes in one transaction without handing a `tx` through every repository:
// the app's `db` is a scoped handle that means "the open transaction of this request" inside
// `runInTransaction`, and the plain database everywhere else. The admin routes' audit wrapper
// uses it so an admin write and its audit entry commit (or roll back) together.

type Scope = { tx: Database; open: boolean; afterCommit: (() => Promise<void> | void)[] };
const scopes = new AsyncLocalStorage<Scope>();

/**
 * The database as the app hands it out (app.db). Inside `runInTransaction` every query on it
 * (and `db.transaction`, which nests as a savepoint) runs in that transaction; once the
 * transaction has ended, work it started in the background falls back to the plain database.
 */
export function scopedDatabase(db: Database): Database {
  return new Proxy(db, {
    get(target, prop) {
      const scope = scopes.getStore();
      const current = scope?.open ? scope.tx : target;
      const value: unknown = Reflect.get(current, prop, current);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(current)
        : value;
    },
  });
}

/** Runs fn in one transaction that the scoped handle (and fn's own `tx`) both use. */
export async function runInTransaction<T>(
  db: Database,
  fn: (tx: Database) => Promise<T>,
): Promise<T> {
  const afterCommit: Scope['afterCommit'] = [];
  const result = await db.transaction(async (tx) => {
    const scope: Scope = { tx: tx as unknown as Database, open: true, afterCommit };
    try {
      return await scopes.run(scope, () => fn(scope.tx));
    } finally {
      scope.open = false;
    }
  });
  // Outside the scope: what runs now uses the plain database.
  await scopes.exit(async () => {
    for (const task of afterCommit) await task();
  });
  return result;
}

/**
 * Work that must see the committed change or must not hold the transaction (a service built on
 * the plain database, a network call, waking a worker): inside runInTransaction it runs after
 * the commit (and not at all on rollback); outside, at once.
 */
export async function afterCommit(task: () => Promise<void> | void): Promise<void> {
  const scope = scopes.getStore();
  if (scope?.open) scope.afterCommit.push(task);
  else await task();
}
