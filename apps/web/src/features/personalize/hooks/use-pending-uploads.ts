import { useCallback, useRef } from 'react';

/**
 * Which image fields still have photos being compressed and uploaded. A submission started
 * meanwhile ('Processing Your Photo') waits for them, so a photo picked just before 'Create My
 * Artwork' goes with the artwork instead of being dropped.
 */
export function usePendingUploads() {
  const busy = useRef(new Set<string>());
  const waiters = useRef<(() => void)[]>([]);

  const setBusy = useCallback((fieldName: string, on: boolean) => {
    if (on) busy.current.add(fieldName);
    else busy.current.delete(fieldName);
    if (busy.current.size > 0) return;
    const ready = waiters.current;
    waiters.current = [];
    for (const resolve of ready) resolve();
  }, []);

  /** Resolves once no field is uploading (at once if none is). */
  const settled = useCallback(
    () =>
      busy.current.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.current.push(resolve)),
    [],
  );

  return { setBusy, settled };
}
