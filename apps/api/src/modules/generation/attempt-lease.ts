import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { ProviderError } from './engine';
import { renewLease, type AttemptLease } from './artwork-jobs.repository';
import { attemptMarginMs } from './queue';

// A running attempt is held by a lease (artworks.deadline_at) that its worker renews every
// heartbeat. A killed worker stops renewing, so its attempt lapses after a few missed
// heartbeats and the sweeper retries it, instead of waiting out the whole per-attempt timeout.

/** Missed heartbeats after which a running attempt's worker counts as gone. */
export const LEASE_HEARTBEATS = 3;

export const TAKEN_OVER_MESSAGE =
  'The attempt was taken over: its worker could not renew its lease in time.';

/**
 * The lease of one attempt: three heartbeats long, however long the per-attempt timeout; no
 * attempt is held past the timeout plus its margin, even by a live worker.
 */
export function attemptLease(config: Config): AttemptLease {
  return {
    leaseMs: config.generation.heartbeatMs * LEASE_HEARTBEATS,
    maxMs: config.generation.attemptTimeoutMs + attemptMarginMs(config),
  };
}

export type LeaseDeps = {
  db: Database;
  log: FastifyBaseLogger;
  heartbeatMs: number;
  lease: AttemptLease;
};

/**
 * Renews the attempt's lease every heartbeat while it runs. When a renewal finds the attempt no
 * longer this worker's (the sweeper retried it while this worker could not reach the database),
 * `signal` aborts: the provider call stops and the outcome is not written. A renewal that fails
 * changes nothing: the attempt goes on, and the lease decides once the database is back.
 */
export function holdAttemptLease(deps: LeaseDeps, artworkId: string, attemptNo: number) {
  const { db, log } = deps;
  const lost = new AbortController();
  let renewing = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (renewing || stopped || lost.signal.aborted) return;
    renewing = true;
    renewLease(db, artworkId, attemptNo, deps.lease)
      .then((held) => {
        // Stopped meanwhile: the worker wrote the outcome itself, which is why the row moved on.
        if (held || stopped) return;
        log.warn({ artworkId, attempt: attemptNo }, 'attempt taken over; abandoning it');
        lost.abort(new ProviderError(TAKEN_OVER_MESSAGE, true));
      })
      .catch((err: unknown) => {
        log.warn({ err, artworkId, attempt: attemptNo }, 'could not renew the attempt lease');
      })
      .finally(() => {
        renewing = false;
      });
  }, deps.heartbeatMs);
  // The attempt itself keeps the process busy; the heartbeat alone must not.
  timer.unref();
  return {
    signal: lost.signal,
    /** Before the outcome is written (safe to call again). */
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
