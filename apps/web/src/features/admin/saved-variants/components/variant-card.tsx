import type { SavedVariant } from '@atelier/shared/schemas/admin-variants';
import { Button } from '@/components/ui/button';
import { PrivateImage } from '@/features/admin/components/private-image';
import { cn } from '@/lib/utils';
import {
  PURPOSE_LABELS,
  STATUS_LABELS,
  costText,
  durationText,
  providerText,
  scoreText,
  variantName,
  versionLabel,
} from './variant-facts';

/** One saved variant on the grid: its image (or status), what made it, its score and note. */
export function VariantCard({
  variant: v,
  selected,
  onSelect,
  onOpen,
}: {
  variant: SavedVariant;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onOpen: () => void;
}) {
  const name = variantName(v);
  return (
    <li
      aria-label={name}
      className={cn(
        'grid min-w-0 content-start gap-2 rounded-xl border bg-white p-3',
        selected ? 'border-navy ring-2 ring-gold' : 'border-parchment',
      )}
    >
      <div className="aspect-[4/5] w-full overflow-hidden rounded-lg bg-cream">
        {v.status === 'succeeded' && v.previewUrl ? (
          <PrivateImage address={v.previewUrl} alt={name} className="size-full" />
        ) : (
          <p
            role="status"
            className={cn(
              'grid size-full place-items-center p-3 text-center text-sm',
              v.status === 'failed' ? 'text-danger' : 'text-muted',
            )}
          >
            {v.status === 'failed'
              ? `Failed: ${v.lastError ?? 'no reason given'}`
              : STATUS_LABELS[v.status]}
          </p>
        )}
      </div>
      <div className="grid gap-0.5 text-sm">
        <p className="font-semibold text-navy">
          {v.product.title} · {versionLabel(v)}
        </p>
        <p className="text-muted">
          {PURPOSE_LABELS[v.purpose]} · seed {v.seed} · {providerText(v)}
        </p>
        <p className="text-muted">
          {durationText(v.durationMs)} · {costText(v.costCents)}
        </p>
        <p aria-label={`Score: ${v.score ?? 'none'}`}>{scoreText(v.score)}</p>
        {v.inRegressionSet ? <p className="font-semibold text-navy">In regression set</p> : null}
        {v.note ? <p className="line-clamp-2 text-muted">“{v.note}”</p> : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-2 text-sm sm:min-h-9">
          <input
            type="checkbox"
            className="size-4"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
          />
          Compare
        </label>
        <Button type="button" variant="outline" size="sm" onClick={onOpen}>
          Details<span className="sr-only"> of {name}</span>
        </Button>
      </div>
    </li>
  );
}
