// SPEC.md §7 download helper and §8 download errors. The messages are the spec's, verbatim.

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
