import { useCallback, useEffect, useState } from 'react';

export interface InViewOptions {
  /** SPEC.md §9: 50 px for the generic hook (the image component passes 100 px). */
  rootMargin?: string;
  threshold?: number;
  /** Skip observing and report "in view" at once (eager, above-the-fold content). */
  skip?: boolean;
  /** SPEC.md §4: without IntersectionObserver, report "in view" after this delay. */
  fallbackDelayMs?: number;
}

/**
 * Reports once whether an element has come near the viewport, then stops observing: callers
 * use it to start loading, which is never undone. Returns a callback ref and the flag.
 */
export function useInView<T extends Element>({
  rootMargin = '50px',
  threshold = 0.1,
  skip = false,
  fallbackDelayMs = 100,
}: InViewOptions = {}) {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(skip);
  // Once reported, for good: a caller's skip that turns off later (the product form's 'load
  // now' reasons pass, e.g. ?regenerate= leaves the URL) must not unmount what was loaded.
  if (skip && !seen) setSeen(true);
  const inView = skip || seen;

  useEffect(() => {
    if (inView || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setSeen(true), fallbackDelayMs);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, inView, rootMargin, threshold, fallbackDelayMs]);

  const ref = useCallback((node: T | null) => setElement(node), []);
  return { ref, inView };
}
