import { ProviderError } from './errors';

/**
 * The error for an attempt whose signal fired: the caller's own ProviderError when it aborted
 * with one (e.g. the job's timeout), else a retryable 'timed out'.
 */
export function abortError(signal: AbortSignal): ProviderError {
  return signal.reason instanceof ProviderError
    ? signal.reason
    : new ProviderError('timed out', true, undefined, 'timeout');
}

/** Throws abortError(signal) when the signal has fired. */
export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw abortError(signal);
}
