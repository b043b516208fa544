import { useEffect, useState } from 'react';

/**
 * An object URL for a blob (an image read with the bearer token, which an <img src> cannot
 * send), revoked when the blob changes or the component leaves so the browser frees the memory.
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}
