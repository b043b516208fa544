// A cache of the seed shop's rendered images outside any data dir, so that every fresh shop
// (each test app, each Playwright run, `npm start` on a new DATA_DIR) does not pay for the same
// studio renders again. Entries are keyed by the same hash as their storage keys (the studio's
// fingerprint, the description, the photos), so an entry is never stale: a change makes a new
// hash. Several processes may seed at once (test files in parallel): a lock file per entry
// lets one render it while the others wait for the result instead of rendering it too.
import { open, readFile, rename, stat, unlink, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../config/env';

/** node_modules/.cache is where tools keep such caches; deleting it is always safe. */
export const DEFAULT_RENDER_CACHE_DIR = path.join(
  repoRoot,
  'node_modules',
  '.cache',
  'atelier-seed-art',
);

/** A lock older than this belongs to a process that died while rendering. */
const STALE_LOCK_MS = 5 * 60_000;
const POLL_MS = 200;

const inflight = new Map<string, Promise<{ data: Buffer; rendered: boolean }>>();

const readOrNull = (file: string) => readFile(file).catch(() => null);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function tryLock(lock: string): Promise<boolean> {
  try {
    await (await open(lock, 'wx')).close();
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const age = await stat(lock).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > STALE_LOCK_MS) await unlink(lock).catch(() => {});
    return false;
  }
}

async function throughCache(
  dir: string,
  hash: string,
  render: () => Promise<Buffer>,
): Promise<{ data: Buffer; rendered: boolean }> {
  const file = path.join(dir, `${hash}.webp`);
  const lock = `${file}.lock`;
  try {
    await mkdir(dir, { recursive: true });
  } catch {
    return { data: await render(), rendered: true }; // no cache (read-only tree): just render
  }
  for (;;) {
    const cached = await readOrNull(file);
    if (cached) return { data: cached, rendered: false };
    // A cache the process may not write to (a read-only install) is no cache: just render.
    const locked = await tryLock(lock).catch(() => null);
    if (locked === null) return { data: await render(), rendered: true };
    if (locked) {
      try {
        const data = await render();
        const tmp = `${file}.${process.pid}.tmp`;
        await writeFile(tmp, data)
          .then(() => rename(tmp, file))
          .catch(() => unlink(tmp).catch(() => {}));
        return { data, rendered: true };
      } finally {
        await unlink(lock).catch(() => {});
      }
    }
    await sleep(POLL_MS); // another process renders it: wait for its file (or its lock to go)
  }
}

/**
 * The bytes for `hash`: from the cache directory when an earlier run made them, else rendered
 * (once per process, and once across processes sharing the directory) and kept there.
 * `dir` null: no cache, always render.
 */
export function cachedRender(
  dir: string | null,
  hash: string,
  render: () => Promise<Buffer>,
): Promise<{ data: Buffer; rendered: boolean }> {
  if (dir === null) return render().then((data) => ({ data, rendered: true }));
  const key = `${dir}\0${hash}`;
  const pending = inflight.get(key);
  // Another seed in this process is making it: share its result, rendered by it, not us.
  if (pending) return pending.then(({ data }) => ({ data, rendered: false }));
  const made = throughCache(dir, hash, render).finally(() => inflight.delete(key));
  inflight.set(key, made);
  return made;
}
