import { buildSrcSet, VARIANT_WIDTHS } from '@atelier/shared/image-variants';
import { ImageOff } from 'lucide-react';
import { useEffect, useState, type CSSProperties } from 'react';
import { isStorageKey, resolveImageUrl } from '@/lib/signed-url';
import { useInView } from '@/lib/use-in-view';
import { cn } from '@/lib/utils';

// SPEC.md §9: the image component starts loading 100 px before the viewport, at 10 % visible.
const ROOT_MARGIN = '100px';
const THRESHOLD = 0.1;

export interface LazyImageProps {
  src: string;
  /** Empty for a decorative image (the fallback is then hidden from assistive tech too). */
  alt: string;
  width?: number;
  height?: number;
  /** With `sizes` and no `srcSet`, a shop image gets the server's variant ladder as srcset. */
  sizes?: string;
  srcSet?: string;
  /** Above-the-fold image: no observer, loading="eager", fetchpriority="high" (unless set). */
  eager?: boolean;
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Classes of the wrapper, which reserves the space (give it a size or an aspect ratio). */
  className?: string;
  imgClassName?: string;
  /**
   * How the image fills its box: 'cover' crops to fill it, 'contain' keeps the whole image in
   * frame (artwork with a plaque at its edge). A prop, not a class: cn() does not merge
   * conflicting classes, and object-cover would win over an object-contain passed in.
   */
  fit?: 'cover' | 'contain';
  /** CSS aspect-ratio of the wrapper, e.g. '4 / 5' or 0.8; defaults to width / height. */
  aspectRatio?: string | number;
}

type Status = 'loading' | 'loaded' | 'error';

/**
 * The variant srcset of a shop image (/media/static-assets/...): the width ladder up to the
 * first step at or above the intrinsic width, since the server never enlarges.
 */
function variantSrcSet(src: string, width: number | undefined): string | undefined {
  const cap = width ? (VARIANT_WIDTHS.find((w) => w >= width) ?? Infinity) : Infinity;
  return buildSrcSet(
    src,
    VARIANT_WIDTHS.filter((w) => w <= cap),
  );
}

/**
 * SPEC.md §2/§4 image display: a skeleton until the image has loaded, the image once loaded,
 * or an 'Image not available' box when it fails. The request only starts near the viewport
 * (or after 100 ms where IntersectionObserver is missing). The wrapper keeps the image's box
 * from the start so nothing shifts when it arrives.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  sizes,
  srcSet,
  eager = false,
  fetchPriority,
  className,
  imgClassName,
  fit = 'cover',
  aspectRatio,
}: LazyImageProps) {
  const { ref, inView } = useInView<HTMLDivElement>({
    rootMargin: ROOT_MARGIN,
    threshold: THRESHOLD,
    skip: eager,
  });
  // Keyed by src, so a new src starts again from the skeleton without an effect.
  const [result, setResult] = useState<{ src: string; status: Status } | null>(null);
  const status: Status = result?.src === src ? result.status : 'loading';
  const settle = (next: Status) => setResult({ src, status: next });

  // A storage key (user-uploads/..., SPEC.md §7) is shown through its signed URL, asked for
  // once the image is near the viewport; any other source is used as is.
  const isKey = isStorageKey(src);
  const [signed, setSigned] = useState<{ key: string; url: string } | null>(null);
  useEffect(() => {
    if (!isKey || !inView) return;
    let live = true;
    void resolveImageUrl(src).then((url) => {
      if (live) setSigned({ key: src, url });
    });
    return () => {
      live = false;
    };
  }, [isKey, inView, src]);
  const shownSrc = isKey ? (signed?.key === src ? signed.url : undefined) : src;

  const ratio = aspectRatio ?? (width && height ? `${width} / ${height}` : undefined);
  const style: CSSProperties | undefined = ratio ? { aspectRatio: ratio } : undefined;

  return (
    <div
      ref={ref}
      className={cn('relative overflow-hidden bg-cream', className)}
      style={style}
      aria-busy={status === 'loading' ? true : undefined}
    >
      {/* The skeleton sits under the image, which paints over it as its pixels arrive. */}
      {status === 'loading' ? (
        <div
          data-testid="lazy-image-skeleton"
          aria-hidden
          className="absolute inset-0 animate-pulse bg-gradient-to-br from-cream to-parchment"
        />
      ) : null}
      {inView && status !== 'error' && shownSrc ? (
        <img
          // A cached image can finish before React attaches onLoad: check on mount too.
          ref={(node) => {
            if (node?.complete && node.naturalWidth > 0 && status === 'loading') settle('loaded');
          }}
          src={shownSrc}
          srcSet={srcSet ?? (sizes ? variantSrcSet(shownSrc, width) : undefined)}
          sizes={sizes}
          alt={alt}
          width={width}
          height={height}
          // No native loading="lazy": the observer above is the lazy gate (SPEC.md §9, 100 px).
          // A second, native gate held images back for good when the page had scrolled past by
          // the time React drew them (beyond Chrome's own distance): a skeleton that never filled.
          loading="eager"
          fetchPriority={fetchPriority ?? (eager ? 'high' : undefined)}
          decoding={eager ? 'auto' : 'async'}
          onLoad={() => settle('loaded')}
          onError={() => settle('error')}
          className={cn(
            'relative block size-full transition-[opacity,transform] duration-500',
            fit === 'contain' ? 'object-contain' : 'object-cover',
            // Lazy images fade in; an eager (above-the-fold) one paints at once, so the
            // largest paint is not held back by the fade.
            !eager && status !== 'loaded' && 'opacity-0',
            imgClassName,
          )}
        />
      ) : null}
      {status === 'error' ? (
        <div
          role={alt ? 'img' : undefined}
          aria-label={alt ? `${alt}: Image not available` : undefined}
          aria-hidden={alt ? undefined : true}
          className="flex size-full min-h-24 flex-col items-center justify-center gap-2 bg-cream p-3 text-center text-sm text-muted"
        >
          <ImageOff className="size-6" aria-hidden />
          <span>Image not available</span>
        </div>
      ) : null}
    </div>
  );
}
