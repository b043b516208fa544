import { useState } from 'react';

/**
 * Signed preview URLs carry their expiry, so every refetch of an artwork answers a new URL for
 * the same picture. Showing each new one would re-download the image and flash the skeleton
 * after every favorite, approve or removal; this keeps the first URL seen for an artwork id instead.
 */
export function useStableSrc(
  id: string | undefined,
  url: string | null | undefined,
): string | null {
  const [kept, setKept] = useState<{ id: string | undefined; url: string | null }>({
    id,
    url: url ?? null,
  });
  if (kept.id !== id || (kept.url === null && url)) {
    // Adjusting state while rendering (React's documented pattern for derived state).
    setKept({ id, url: url ?? null });
    return url ?? null;
  }
  return kept.url;
}
