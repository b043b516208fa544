import type { AdminOrderDetail } from '@atelier/shared/schemas/admin-orders';
import { ExternalLink } from 'lucide-react';
import { statusLabel } from '@/lib/order-status';
import { actorLabel, formatDateTime } from '../lib/labels';
import { Section } from '@/features/admin/components/section';

/** Every change of the order, oldest first: status, who, the note, when. */
export function OrderTimeline({ order }: { order: AdminOrderDetail }) {
  return (
    <Section title="Timeline">
      {order.events.length === 0 ? (
        <p className="text-sm text-muted">No changes recorded yet.</p>
      ) : (
        <ol aria-label="Order timeline" className="grid gap-3 border-l-2 border-parchment pl-4">
          {order.events.map((event, index) => (
            <li key={`${event.createdAt}-${index}`} className="grid gap-0.5 text-sm">
              <span className="font-semibold text-navy">{statusLabel(event.status)}</span>
              <span className="text-xs text-muted">
                {actorLabel(event.actor)} ·{' '}
                <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              </span>
              {event.note ? <span className="text-navy-soft">{event.note}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

/** The parcels sent for the order, each with its carrier's tracking link. */
export function OrderShipments({ order }: { order: AdminOrderDetail }) {
  if (order.shipments.length === 0) return null;
  return (
    <Section title="Shipments">
      <ul className="grid gap-3">
        {order.shipments.map((shipment) => (
          <li
            key={`${shipment.carrier}-${shipment.trackingNumber}`}
            className="grid gap-0.5 text-sm"
          >
            <span className="font-semibold text-navy">
              {shipment.carrier} · <span className="font-mono">{shipment.trackingNumber}</span>
            </span>
            <span className="text-xs text-muted">
              Shipped{' '}
              <time dateTime={shipment.shippedAt}>{formatDateTime(shipment.shippedAt)}</time>
            </span>
            {shipment.trackingUrl ? (
              <a
                href={shipment.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-1 justify-self-start font-semibold text-navy underline underline-offset-4 sm:min-h-8"
              >
                Track {shipment.trackingNumber}
                <ExternalLink className="size-3.5" aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
