// SPEC.md §7 download helper and §8 download errors. The messages are the spec's, verbatim.

import { refreshAuthToken } from './api-client';
import { authToken } from './auth-token';

export const DOWNLOAD_ERRORS = {
  TOKEN_REQUIRED: 'Authentication token required for internal API downloads',
  INVALID_URL: 'Invalid download URL format',
} as const;

export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

/**
 * Fetches `address` and saves the answer under `fileName`. Addresses under /api/ (including
 * the API's relative signed URLs, '/api/files/...?signature=...') are ours and go out with the
 * bearer token; absolute http(s) addresses (S3 presigned URLs, the CDN) are fetched plainly,
 * since their signature is their permission. Anything else is refused before a request.
 */
export async function downloadFile(
  address: string,
  fileName: string,
  getToken: TokenSource,
): Promise<void> {
  let response: Response;
  if (address.startsWith('/api/')) {
    const token = await getToken();
    if (!token) throw new Error(DOWNLOAD_ERRORS.TOKEN_REQUIRED);
    response = await fetch(address, {
      headers: { Authorization: `Bearer ${token}` },
      credentials: 'include',
    });
  } else if (/^https?:\/\//i.test(address)) {
    response = await fetch(address);
  } else {
    throw new Error(DOWNLOAD_ERRORS.INVALID_URL);
  }
  if (!response.ok) {
    throw new Error(`Download failed: ${response.status} ${response.statusText}`);
  }
  saveBlob(await response.blob(), fileName);
}

/** Hands a blob to the browser's save flow through a temporary object URL and <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The signed-in session's bearer token, refreshed from the session cookie when missing. */
export const sessionToken: TokenSource = async () => authToken.get() ?? (await refreshAuthToken());

/**
 * A file name a person recognises: the artwork's title as a slug and the first 8 characters of
 * its id ('grandmas-garden-1a2b3c4d.png'); 'artwork-…' when it has no title.
 */
export function readableFileName(title: string | null | undefined, id: string, ext: string) {
  const slug = (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'artwork'}-${id.slice(0, 8)}.${ext}`;
}
