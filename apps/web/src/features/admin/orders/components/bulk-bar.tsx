import type { AdminOrderBulkResult } from '@atelier/shared/schemas/admin-orders';
import { Button } from '@/components/ui/button';
import { shortId } from '@/features/admin/lib/format';

/** What the selection can do: mark in production, export, or let go. */
export function BulkBar({
  count,
  busy,
  onInProduction,
  onExport,
  onClear,
}: {
  count: number;
  busy: boolean;
  onInProduction: () => void;
  onExport: () => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Selected orders"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-gold/40 bg-gold/10 px-4 py-2"
    >
      <p className="text-sm font-semibold text-navy" aria-live="polite">
        {count} selected
      </p>
      <Button type="button" size="sm" onClick={onInProduction} disabled={busy}>
        Mark in production
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={onExport} disabled={busy}>
        Export selected
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}

/** After a bulk action: how many moved, and each refused order with the reason. */
export function BulkResult({
  result,
  onDismiss,
}: {
  result: AdminOrderBulkResult;
  onDismiss: () => void;
}) {
  const moved = result.moved.length;
  return (
    <div role="status" className="grid gap-2 rounded-xl border border-parchment p-4 text-sm">
      <p className="font-semibold text-navy">
        {moved} {moved === 1 ? 'order' : 'orders'} marked in production
        {result.refused.length > 0 ? `, ${result.refused.length} left as they were:` : '.'}
      </p>
      {result.refused.length > 0 ? (
        <ul className="grid list-disc gap-1 pl-5">
          {result.refused.map((r) => (
            <li key={r.id}>
              <span className="font-mono">{shortId(r.id)}</span>: {r.message}
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button type="button" size="sm" variant="outline" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
