import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { AdvisoryLocks, LockWaitTimeout } from '../db/advisory-locks';
import { AppError } from './errors';

/** The expensive artefacts (DESIGN.md §5): one render each, whoever asks and however often. */
export type RenderKind = 'png' | 'mockup' | 'print-file' | 'photo-check' | 'print-proof';

export type RenderJob<T> = {
  kind: RenderKind;
  /** The artefact's storage key: what is locked, and what is rendered once. */
  key: string;
  /** The stored artefact, or null: read again once the lock is held (another may have stored it). */
  stored: () => Promise<T | null>;
  /** Renders the artefact and stores it under `key`. */
  render: () => Promise<T>;
};

export type RenderOnce = {
  <T>(job: RenderJob<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * How long a caller waits for an artefact (its own render, another's, or the lock) before it is
 * answered 503: a render that hangs (a stuck thread, storage that never answers) must not hold
 * every request for that artefact, on every instance, for as long as it hangs. A print file, the
 * longest, takes 10–20 s.
 */
export const RENDER_WAIT_LIMIT_MS = 120_000;

const renderTookTooLong = () =>
  new AppError(
    503,
    'RENDER_TIMEOUT',
    'Preparing this file is taking longer than it should. Please try again in a few minutes.',
  );

/**
 * Renders each artefact once. Concurrent calls for one key in this process
 * share one promise; across processes on PostgreSQL the one that renders holds an advisory lock
 * named by the key, and the others, once they get it, find the artefact stored. A render that
 * throws rejects every waiter and leaves nothing behind, so the next call renders again.
 *
 * On PGlite there is no database lock: only one process opens the embedded database, so the
 * in-process layer is all there is to share, and its single connection serves every request, so
 * a lock held there (a transaction left open for seconds) would stall the whole shop.
 *
 * Each render writes one log line `render` with its kind, key and milliseconds: how an operator
 * (and the tests, and the bench) count them.
 */
export function createRenderOnce(opts: {
  databaseUrl: string | undefined;
  log: FastifyBaseLogger;
  /** RENDER_WAIT_LIMIT_MS unless a test sets a shorter one. */
  waitLimitMs?: number;
}): RenderOnce {
  const { log } = opts;
  const waitLimitMs = opts.waitLimitMs ?? RENDER_WAIT_LIMIT_MS;
  const inflight = new Map<string, Promise<unknown>>();
  const locks = opts.databaseUrl
    ? new AdvisoryLocks({
        databaseUrl: opts.databaseUrl,
        applicationName: 'atelier-render-locks',
        log,
      })
    : null;

  async function produce<T>(job: RenderJob<T>): Promise<T> {
    const release = locks
      ? await locks.acquire(job.key, { deadline: Date.now() + waitLimitMs }).catch((err) => {
          throw err instanceof LockWaitTimeout ? renderTookTooLong() : err;
        })
      : null;
    try {
      const stored = await job.stored();
      if (stored !== null) return stored;
      const started = performance.now();
      try {
        const made = await job.render();
        log.info(
          { kind: job.kind, key: job.key, ms: Math.round(performance.now() - started) },
          'render',
        );
        return made;
      } catch (err) {
        log.warn({ err, kind: job.kind, key: job.key }, 'render failed');
        throw err;
      }
    } finally {
      await release?.();
    }
  }

  const renderOnce = <T>(job: RenderJob<T>): Promise<T> => {
    let pending = inflight.get(job.key) as Promise<T> | undefined;
    if (!pending) {
      pending = produce(job).finally(() => inflight.delete(job.key));
      inflight.set(job.key, pending);
    }
    return withinLimit(pending, waitLimitMs, job);
  };

  /** The caller stops waiting after the limit; the render itself goes on and is stored. */
  function withinLimit<T>(pending: Promise<T>, limitMs: number, job: RenderJob<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        log.warn({ kind: job.kind, key: job.key, waitedMs: limitMs }, 'render wait too long');
        reject(renderTookTooLong());
      }, limitMs);
      timer.unref();
      pending.then(resolve, reject).finally(() => clearTimeout(timer));
    });
  }
  renderOnce.close = async () => {
    await locks?.close();
  };
  return renderOnce;
}
