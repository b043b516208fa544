import type { SavedVariant } from '@atelier/shared/schemas/admin-variants';
import { Button } from '@/components/ui/button';
import { PrivateImage } from '@/features/admin/components/private-image';
import { cn } from '@/lib/utils';
import {
  PURPOSE_LABELS,
  costText,
  durationText,
  providerText,
  scoreText,
  variantName,
  versionLabel,
} from './variant-facts';

const COLUMNS: Record<number, string> = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' };

/** The input names whose values are not the same in every compared variant. */
export function differingInputs(variants: readonly SavedVariant[]): Set<string> {
  const names = new Set(variants.flatMap((v) => Object.keys(v.values)));
  return new Set(
    [...names].filter((name) => new Set(variants.map((v) => v.values[name] ?? '')).size > 1),
  );
}

/**
 * Two to four variants side by side: the images at the same size, and under each what made it;
 * inputs that differ between them are marked. Stacks on a phone.
 */
export function CompareView({
  variants,
  onClose,
}: {
  variants: SavedVariant[];
  onClose: () => void;
}) {
  const differs = differingInputs(variants);
  const names = [...new Set(variants.flatMap((v) => Object.keys(v.values)))];
  return (
    <section
      aria-label="Compare variants"
      className="grid gap-4 rounded-xl border border-navy/20 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-navy">Comparing {variants.length} variants</h2>
        <Button type="button" variant="outline" size="sm" onClick={onClose}>
          Close comparison
        </Button>
      </div>
      <ul className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2', COLUMNS[variants.length])}>
        {variants.map((v) => (
          <li
            key={v.id}
            aria-label={`Compared: ${variantName(v)}`}
            className="grid content-start gap-2"
          >
            <div className="aspect-[4/5] w-full overflow-hidden rounded-lg bg-cream">
              {v.previewUrl ? (
                <PrivateImage
                  address={v.previewUrl.replace('size=preview', 'size=original')}
                  alt={variantName(v)}
                  className="size-full object-contain"
                />
              ) : (
                <p className="grid size-full place-items-center text-sm text-muted">No image yet</p>
              )}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
              <dt className="text-muted">Version</dt>
              <dd>{versionLabel(v)}</dd>
              <dt className="text-muted">Made by</dt>
              <dd>{PURPOSE_LABELS[v.purpose]}</dd>
              <dt className="text-muted">Seed</dt>
              <dd>{v.seed}</dd>
              <dt className="text-muted">Provider</dt>
              <dd>{providerText(v)}</dd>
              <dt className="text-muted">Duration</dt>
              <dd>{durationText(v.durationMs)}</dd>
              <dt className="text-muted">Cost</dt>
              <dd>{costText(v.costCents)}</dd>
              <dt className="text-muted">Score</dt>
              <dd>{scoreText(v.score)}</dd>
              {names.map((name) => (
                <div key={name} className="contents">
                  <dt className="text-muted">{name}</dt>
                  <dd>
                    {differs.has(name) ? (
                      <mark className="rounded bg-gold/30 px-1">
                        {v.values[name] || '(empty)'}
                        <span className="sr-only"> (differs)</span>
                      </mark>
                    ) : (
                      v.values[name] || '(empty)'
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
