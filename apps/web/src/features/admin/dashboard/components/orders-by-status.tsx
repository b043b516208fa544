import type { DashboardOrderCount } from '@atelier/shared/schemas/admin-dashboard';
import { Link } from 'react-router';
import { statusLabel } from '@/lib/order-status';
import { formatCount } from '../lib/format';

const KINDS: { kind: DashboardOrderCount['kind']; label: string }[] = [
  { kind: 'canvas', label: 'Canvas prints' },
  { kind: 'png', label: 'PNG downloads' },
  { kind: 'artwork', label: 'Artwork requests' },
];

/** The order list filtered to one kind and status. */
export const orderListHref = (o: Pick<DashboardOrderCount, 'kind' | 'status'>) =>
  `/admin/orders?${new URLSearchParams({ status: o.status, kind: o.kind })}`;

/** Orders created in the period by kind and status, each a link to that filtered list. */
export function OrdersByStatus({
  current,
  previous,
  previousLabel,
}: {
  current: DashboardOrderCount[];
  previous: DashboardOrderCount[];
  previousLabel: string;
}) {
  if (current.length === 0) {
    return <p className="text-sm text-muted">No orders in this period.</p>;
  }
  const before = (o: DashboardOrderCount) =>
    previous.find((p) => p.kind === o.kind && p.status === o.status)?.count ?? 0;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {KINDS.map(({ kind, label }) => {
        const rows = current.filter((o) => o.kind === kind);
        if (rows.length === 0) return null;
        return (
          <div key={kind} className="grid content-start gap-2">
            <h3 className="text-sm font-semibold text-navy">{label}</h3>
            <ul className="grid gap-1">
              {rows.map((o) => (
                <li key={o.status} className="flex items-baseline justify-between gap-2 text-sm">
                  <Link
                    to={orderListHref(o)}
                    className="underline-offset-4 hover:underline"
                    aria-label={`${label}: ${statusLabel(o.status)}, ${formatCount(o.count)}`}
                  >
                    {statusLabel(o.status)}{' '}
                    <span className="font-semibold">{formatCount(o.count)}</span>
                  </Link>
                  <span className="text-xs text-muted">
                    {formatCount(before(o))} {previousLabel}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
