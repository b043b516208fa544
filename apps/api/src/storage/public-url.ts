import { isValidKey } from './storage';

/** Path the public media route serves a static-assets key under. */
export const MEDIA_ROUTE_PREFIX = '/media/';

/**
 * What DTOs show for a stored image reference: `/media/<key>` for a public static-assets key,
 * absolute URLs (and anything else, such as an empty value) unchanged. Private keys are left as
 * keys; their owners read them through signed URLs.
 */
export function publicUrl(value: string): string;
export function publicUrl(value: string | null | undefined): string | null;
export function publicUrl(value: string | null | undefined): string | null {
  if (value == null) return null;
  if (value.startsWith('static-assets/') && isValidKey(value))
    return `${MEDIA_ROUTE_PREFIX}${value}`;
  return value;
}
