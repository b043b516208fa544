import { MoveHorizontal } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { buildSrcSet, PRODUCT_HERO_IMAGE } from '@atelier/shared/image-variants';

const STEP = 5;
const PAGE_STEP = 20;
const clamp = (n: number) => Math.min(100, Math.max(0, n));

interface BeforeAfterSliderProps {
  beforeSrc: string;
  afterSrc: string;
  /** Names the pair for the alt texts, e.g. the product title. */
  label: string;
  width?: number;
  height?: number;
}

// Shared with the server, which preloads the same candidates on product pages.
const { sizes: HERO_SIZES, widths: HERO_WIDTHS } = PRODUCT_HERO_IMAGE;

/**
 * SPEC.md §2 hero comparison: the 'before' photo covers the left part of the 'after' artwork,
 * split at 50 % to start. Pointer events cover mouse, pen and touch (touch-action keeps
 * vertical page scrolling); the handle is a role="slider" for keyboard and screen readers.
 * Both images are above the fold, so they load eagerly; the artwork with high priority.
 */
export function BeforeAfterSlider({
  beforeSrc,
  afterSrc,
  label,
  width = 960,
  height = 1200,
}: BeforeAfterSliderProps) {
  const [position, setPosition] = useState(50);
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0 || !Number.isFinite(clientX)) return;
    setPosition(clamp(Math.round(((clientX - box.left) / box.width) * 100)));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const endDrag = () => {
    dragging.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next: Record<string, number> = {
      ArrowLeft: position - STEP,
      ArrowDown: position - STEP,
      ArrowRight: position + STEP,
      ArrowUp: position + STEP,
      PageDown: position - PAGE_STEP,
      PageUp: position + PAGE_STEP,
      Home: 0,
      End: 100,
    };
    const value = next[event.key];
    if (value === undefined) return;
    event.preventDefault();
    setPosition(clamp(value));
  };

  // The finished artwork is the page's largest paint: it gets the bandwidth first.
  const image = (src: string, alt: string, priority: 'high' | 'auto') => (
    <img
      src={src}
      srcSet={buildSrcSet(src, HERO_WIDTHS)}
      sizes={HERO_SIZES}
      alt={alt}
      width={width}
      height={height}
      loading="eager"
      fetchPriority={priority}
      draggable={false}
      className="absolute inset-0 size-full object-cover select-none"
    />
  );

  return (
    <figure className="grid gap-3">
      <div
        ref={frame}
        data-testid="comparison-frame"
        className="relative w-full cursor-ew-resize touch-pan-y overflow-hidden rounded-2xl bg-cream shadow-card select-none"
        style={{ aspectRatio: `${width} / ${height}` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onLostPointerCapture={endDrag}
      >
        {image(afterSrc, `${label}: the finished artwork`, 'high')}
        <div
          data-testid="comparison-before"
          className="absolute inset-0"
          style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
        >
          {image(beforeSrc, `${label}: the original photo`, 'auto')}
        </div>
        <span className="pointer-events-none absolute top-3 left-3 rounded-full bg-navy/75 px-2.5 py-1 text-xs font-semibold text-ivory">
          Before
        </span>
        <span className="pointer-events-none absolute top-3 right-3 rounded-full bg-navy/75 px-2.5 py-1 text-xs font-semibold text-ivory">
          After
        </span>
        <div
          className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow"
          style={{ left: `${position}%` }}
        />
        <div
          role="slider"
          tabIndex={0}
          aria-label="Before and after comparison"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-valuetext={`${position}% original photo`}
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
          className="absolute top-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-gold-bright text-navy shadow-card"
          style={{ left: `${position}%` }}
        >
          <MoveHorizontal className="size-5" aria-hidden />
        </div>
      </div>
      <figcaption className="text-center text-sm text-muted">Drag to compare</figcaption>
    </figure>
  );
}
