// The failure every image provider throws, the studio included (a render whose job's signal has
// fired stops with one); the provider interface in the API re-exports it.
import type { ArtworkFailureKind } from '@atelier/shared/schemas/artwork-failures';

/**
 * A provider failure; `retryable` false for failures another attempt cannot fix (4xx). `kind`
 * is decided where it is thrown (a timeout, a content-policy refusal, else a provider error)
 * and becomes the artwork's failure_kind if it is the final one.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    readonly kind: ArtworkFailureKind = 'provider_error',
  ) {
    super(message);
  }
}
