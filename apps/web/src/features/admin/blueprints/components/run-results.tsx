import type { SavedVariant } from '@atelier/shared/schemas/admin-variants';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { savedVariantQuery, savedVariantsLink } from '../api/test-runs';
import { isFinal, useVariantEvents, type VariantStatus } from '../lib/use-variant-events';
import { PrivateImage } from '@/features/admin/components/private-image';

export const STATUS_TEXT: Record<VariantStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Done',
  failed: 'Failed',
};

const imageOf = (v: SavedVariant) =>
  v.previewUrl ?? `/api/admin/saved-variants/${encodeURIComponent(v.id)}/image?size=preview`;

/**
 * A started run's variants as they happen: each one's status follows the server's events
 * (queued → running → done or failed), and a finished one shows its image. All of them are
 * kept as saved variants of the product.
 */
export function RunResults({ items, productId }: { items: SavedVariant[]; productId: string }) {
  const { statuses, state } = useVariantEvents(items);
  const done = items.filter((v) => statuses[v.id] === 'succeeded').length;
  const failed = items.filter((v) => statuses[v.id] === 'failed').length;
  return (
    <div className="grid gap-3">
      <p role="status" className="text-sm text-navy">
        {done + failed === items.length
          ? `Finished: ${done} done${failed ? `, ${failed} failed` : ''}.`
          : `${done + failed} of ${items.length} finished…`}
        {state === 'reconnecting' ? ' Reconnecting to live updates…' : null}
        {state === 'closed'
          ? ' Live updates stopped: the saved variants page shows how the rest ended.'
          : null}
      </p>
      <ul aria-label="Test run results" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {items.map((v, index) => (
          <VariantCard
            key={v.id}
            variant={v}
            name={`Variant ${index + 1}`}
            status={statuses[v.id] ?? v.status}
          />
        ))}
      </ul>
      <Link
        to={savedVariantsLink({ productId })}
        className="text-sm font-semibold text-navy underline underline-offset-4"
      >
        All saved variants of this product
      </Link>
    </div>
  );
}

/** One variant of the run: its status, and once finished its image or its error. */
function VariantCard({
  variant,
  name,
  status,
}: {
  variant: SavedVariant;
  name: string;
  status: VariantStatus;
}) {
  // A finished variant is read once more: its image address and its error are known now.
  const now = useQuery({ ...savedVariantQuery(variant.id), enabled: isFinal(status) });
  const v = now.data ?? variant;
  return (
    <li
      aria-label={name}
      className="grid min-w-0 content-start gap-2 rounded-lg border border-parchment p-2"
    >
      {status === 'succeeded' ? (
        <PrivateImage
          address={imageOf(v)}
          alt={`${name}, seed ${v.seed}`}
          className="aspect-square w-full rounded-md"
        />
      ) : (
        <span className="grid aspect-square w-full place-items-center rounded-md bg-cream text-sm text-muted">
          {status === 'failed' ? 'No image' : 'Making it…'}
        </span>
      )}
      <p className="text-sm">
        <span className="font-semibold text-navy">{STATUS_TEXT[status]}</span>
        <span className="text-muted">
          {' '}
          · {v.version ? `v${v.version.version}` : 'draft'} · seed {v.seed}
        </span>
      </p>
      {status === 'failed' && v.lastError ? (
        <p className="text-xs break-words text-danger">{v.lastError}</p>
      ) : null}
    </li>
  );
}
