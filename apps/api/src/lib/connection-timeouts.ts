import type { Config } from '../config/env';

/**
 * How often Node looks for requests past REQUEST_TIMEOUT_MS or HEADERS_TIMEOUT_MS. Its default
 * (30 s) lets a slow client hold a connection up to 30 s beyond the limit; a quarter of the
 * shorter limit cuts it close to the limit. Bounded: the check walks every open connection.
 */
export function connectionsCheckingInterval(timeouts: Config['timeouts']): number {
  const limits = [timeouts.requestMs, timeouts.headersMs].filter((ms) => ms > 0);
  if (limits.length === 0) return 30_000;
  return Math.min(5_000, Math.max(100, Math.floor(Math.min(...limits) / 4)));
}
