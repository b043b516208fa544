import { WRAP_LABELS, type CanvasOrderDetail } from '@atelier/shared/schemas/prints';
import { ExternalLink, Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { usePricing } from '@/lib/pricing';
import { addressLines } from '@atelier/shared/address-format';
import { arrivesBetween, deliveryWindow, shippingRateFor } from '@atelier/shared/delivery-estimate';
import { usePayNow } from '../api/pay-order';
import { formatAmount, formatDate } from '../lib/labels';
import { CancelOrderButton } from './cancel-order-button';
import { CanvasOrderSteps } from './canvas-order-steps';
import { cardClass, OrderCard } from './order-card';
import { PlacedBanner } from './placed-banner';
import { ProofSection } from './print-proof';
import { ProblemReportSection } from './problem-report';

function Shipments({ order }: { order: CanvasOrderDetail }) {
  // Older orders carry only the order's own tracking fields; newer ones a shipment list.
  const shipments =
    order.shipments.length > 0
      ? order.shipments
      : order.trackingNumber && order.carrier
        ? [
            {
              carrier: order.carrier,
              trackingNumber: order.trackingNumber,
              trackingUrl: order.trackingUrl,
              shippedAt: order.updatedAt,
            },
          ]
        : [];
  if (shipments.length === 0) return null;
  return (
    <section aria-labelledby="shipments-heading" className={cardClass}>
      <h2 id="shipments-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Truck className="size-5 text-gold" aria-hidden />
        Your parcel
      </h2>
      <ul className="mt-3 grid gap-3">
        {shipments.map((s) => (
          <li key={s.trackingNumber} className="grid gap-1">
            <span>
              {s.carrier} · <span className="font-semibold break-all">{s.trackingNumber}</span>
            </span>
            <span className="text-sm text-muted">
              Shipped <time dateTime={s.shippedAt}>{formatDate(s.shippedAt)}</time>
            </span>
            {s.trackingUrl ? (
              <a
                href={s.trackingUrl}
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-1 justify-self-start font-semibold text-navy underline underline-offset-4"
              >
                Track your parcel
                <ExternalLink className="size-4" aria-hidden />
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** While a paid canvas is on its way: when it should arrive, from its payment day. */
function useDeliveryEstimate(order: CanvasOrderDetail): string | null {
  const pricing = usePricing();
  const onItsWay = [
    'paid',
    'awaiting_approval',
    'changes_requested',
    'approved',
    'in_production',
    'shipped',
  ].includes(order.status);
  const rate =
    pricing.data && order.shippingAddress
      ? shippingRateFor(pricing.data.shippingRates, order.shippingAddress.country)
      : null;
  if (!onItsWay || !order.paidAt || !rate || !pricing.data) return null;
  return arrivesBetween(
    deliveryWindow(new Date(order.paidAt), pricing.data.productionDays, rate),
  ).replace('Arrives', 'Expected to arrive');
}

/** /orders/{id} of a canvas print: what was ordered, where it ships, its prices and its path. */
interface CanvasOrderViewProps {
  order: CanvasOrderDetail;
  placed: boolean;
  onRecheck: () => void;
  rechecking: boolean;
}

export function CanvasOrderView({ order, placed, onRecheck, rechecking }: CanvasOrderViewProps) {
  const pay = usePayNow();
  const money = (cents: number) => formatAmount(cents, order.currency);
  const title = order.artworkTitle ?? 'Canvas print';
  const address = order.shippingAddress;
  const waiting = order.status === 'pending_payment';
  const estimate = useDeliveryEstimate(order);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 pb-8">
      {placed ? (
        <PlacedBanner
          confirming={waiting}
          ready="A confirmation is on its way to your e-mail."
          onRecheck={onRecheck}
          rechecking={rechecking}
        />
      ) : null}
      <OrderCard
        headingId="canvas-order-heading"
        title={title}
        status={order.status}
        thumbnailUrl={order.thumbnailUrl}
      >
        <p className="text-navy-soft">
          {[order.sizeLabel, WRAP_LABELS[order.wrap]].filter(Boolean).join(' · ')} canvas
        </p>
        <p className="text-sm text-muted">
          Ordered <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> · Order{' '}
          <span className="break-all">{order.id}</span>
        </p>
        <dl className="grid max-w-xs gap-1 text-sm">
          <div className="flex justify-between gap-4">
            <dt>Canvas print</dt>
            <dd>{money(order.subtotalCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Shipping</dt>
            <dd>{money(order.shippingCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 font-semibold">
            <dt>Total</dt>
            <dd>{money(order.totalCents)}</dd>
          </div>
        </dl>
        {pay.error ? <FormError message={pay.error} /> : null}
        {waiting || order.cancellable ? (
          <div className="flex flex-wrap gap-2">
            {waiting && !placed ? (
              <Button variant="accent" disabled={pay.busy} onClick={() => pay.start(order.id)}>
                Pay now
              </Button>
            ) : null}
            {order.cancellable ? (
              <CancelOrderButton orderId={order.id} paid={order.paidAt !== null} />
            ) : null}
          </div>
        ) : null}
      </OrderCard>
      {address ? (
        <section aria-labelledby="ship-to-heading" className={cardClass}>
          <h2 id="ship-to-heading" className="text-xl font-semibold">
            Ships to
          </h2>
          <address className="mt-2 not-italic">
            {addressLines(address).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </section>
      ) : null}
      <ProofSection order={order} />
      <Shipments order={order} />
      <ProblemReportSection orderId={order.id} status={order.status} />
      <section aria-labelledby="canvas-timeline-heading" className={cardClass}>
        <h2 id="canvas-timeline-heading" className="text-xl font-semibold">
          Tracking
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">
          From payment through production to your door.
        </p>
        <CanvasOrderSteps events={order.events} status={order.status} deliveryEstimate={estimate} />
      </section>
    </div>
  );
}
