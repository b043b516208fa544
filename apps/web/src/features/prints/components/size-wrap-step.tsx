import { type PrintOptions } from '@atelier/shared/schemas/print-options';
import {
  CANVAS_WRAPS,
  MIN_PRINT_PPI,
  WRAP_DESCRIPTIONS,
  WRAP_LABELS,
  type CanvasWrap,
} from '@atelier/shared/schemas/prints';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format-money';
import { cn } from '@/lib/utils';
import { MockupImage } from './mockup-image';
import { ShippingRatesList, shippingBeside, type ShippingInfo } from './size-shipping';

interface SizeWrapStepProps {
  artworkId: string;
  options: PrintOptions;
  canvasSizeId: string | null;
  wrap: CanvasWrap;
  /** The shop's shipping (null until read, or when it cannot be). */
  shipping: ShippingInfo | null;
  onChange: (choice: { canvasSizeId?: string; wrap?: CanvasWrap }) => void;
  onNext: () => void;
}

const card =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-navy/15 bg-white p-3 has-checked:border-navy has-checked:ring-2 has-checked:ring-gold/60 has-focus-visible:outline-3 has-focus-visible:outline-gold';

/**
 * Step 1: every size with its price, shipping and quality badge, the four wraps, and the mockup.
 */
export function SizeWrapStep({
  artworkId,
  options,
  canvasSizeId,
  wrap,
  shipping,
  onChange,
  onNext,
}: SizeWrapStepProps) {
  const id = useId();
  const beside = shippingBeside(shipping);
  const chosen = options.sizes.find((s) => s.canvasSizeId === canvasSizeId && s.printable);
  const largest = options.largestPrintable?.label;
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="grid content-start gap-6">
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-xl font-semibold">Size</legend>
          {options.sizes.length === 0 ? (
            <p className="text-muted">No canvas sizes are offered right now.</p>
          ) : null}
          {options.sizes.map((size) => {
            const nameId = `${id}-${size.canvasSizeId}-name`;
            const noteId = `${id}-${size.canvasSizeId}-note`;
            return (
              <label
                key={size.canvasSizeId}
                className={cn(card, !size.printable && 'cursor-not-allowed bg-cream')}
              >
                <input
                  type="radio"
                  name={`${id}-size`}
                  value={size.canvasSizeId}
                  checked={size.canvasSizeId === canvasSizeId}
                  disabled={!size.printable}
                  aria-labelledby={nameId}
                  aria-describedby={noteId}
                  onChange={() => onChange({ canvasSizeId: size.canvasSizeId })}
                  className="mt-1 size-4 accent-navy"
                />
                <span className="grid flex-1 gap-1">
                  <span id={nameId} className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold">{size.label}</span>
                    <span className="font-semibold">
                      {formatMoney(size.priceCents, options.currency)}
                    </span>
                  </span>
                  {beside ? <span className="text-sm text-navy-soft">{beside}</span> : null}
                  <span id={noteId} className="text-sm">
                    {size.printable ? (
                      <span className="inline-flex rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">
                        {`Print-ready · ${MIN_PRINT_PPI}+ PPI`}
                      </span>
                    ) : (
                      <span className="grid gap-0.5 text-danger">
                        <span>{size.reason}</span>
                        {largest ? (
                          <span className="text-navy-soft">{`Largest size that works: ${largest}`}</span>
                        ) : null}
                      </span>
                    )}
                  </span>
                </span>
              </label>
            );
          })}
          {shipping ? <ShippingRatesList shipping={shipping} /> : null}
        </fieldset>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-xl font-semibold">Edge (wrap)</legend>
          {CANVAS_WRAPS.map((value) => (
            <label key={value} className={card}>
              <input
                type="radio"
                name={`${id}-wrap`}
                value={value}
                checked={value === wrap}
                aria-labelledby={`${id}-${value}-name`}
                aria-describedby={`${id}-${value}-note`}
                onChange={() => onChange({ wrap: value })}
                className="mt-1 size-4 accent-navy"
              />
              <span className="grid gap-0.5">
                <span id={`${id}-${value}-name`} className="font-semibold">
                  {WRAP_LABELS[value]}
                </span>
                <span id={`${id}-${value}-note`} className="text-sm text-muted">
                  {WRAP_DESCRIPTIONS[value]}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </div>
      <div className="grid content-start gap-4">
        {chosen ? (
          <MockupImage
            artworkId={artworkId}
            canvasSizeId={chosen.canvasSizeId}
            sizeLabel={chosen.label}
            wrap={wrap}
          />
        ) : (
          <p className="rounded-2xl border border-parchment bg-cream p-6 text-center text-muted">
            Choose a size to see your canvas on a wall.
          </p>
        )}
        <Button variant="accent" onClick={onNext} disabled={!chosen}>
          Continue to shipping
        </Button>
      </div>
    </div>
  );
}
