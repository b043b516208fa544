import type { OrderSummary } from '@atelier/shared/schemas/generation';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, LoadError, LoadingState } from '@/components/load-state';
import { Button } from '@/components/ui/button';
import { errorStatus } from '@/lib/api-client';
import { useOrderTracking } from '../api/get-order-tracking';
import { KIND_LABELS, formatAmount, formatDate, isOrderId, orderHeading } from '../lib/labels';
import { ArtworkRequestSteps } from './artwork-request-steps';
import { OrderThumbnail } from './order-thumbnail';
import { CanvasOrderPanel, PngPurchasePanel } from './print-order-panels';
import { StatusBadge } from './status-badge';
import { TrackingTimeline } from './tracking-timeline';

function OrderNotFound() {
  return (
    <EmptyState icon={SearchX} title="Order not found">
      <p className="text-muted">This order does not exist or belongs to another account.</p>
      <Button asChild variant="accent">
        <Link to="/orders">Back to My Orders</Link>
      </Button>
    </EmptyState>
  );
}

function Detail({
  term,
  children,
  className,
}: {
  term: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  );
}

function OrderSummaryCard({ order }: { order: OrderSummary }) {
  const { title, product } = orderHeading(order);
  const amount = formatAmount(order.amountCents, order.currency);
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="grid gap-4 rounded-2xl border border-parchment bg-white p-5 shadow-card sm:grid-cols-[8rem_1fr]"
    >
      <OrderThumbnail src={order.thumbnailUrl} alt={`${title} artwork`} eager className="size-32" />
      <div className="grid gap-4">
        <div>
          <h2 id="order-summary-heading" className="text-xl font-semibold">
            {title}
          </h2>
          {product ? <p className="text-navy-soft">{product}</p> : null}
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <Detail term="Type">{KIND_LABELS[order.kind]}</Detail>
          <Detail term="Status">
            <StatusBadge status={order.status} />
          </Detail>
          <Detail term="Ordered">
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </Detail>
          {amount ? <Detail term="Total">{amount}</Detail> : null}
          {order.carrier ? <Detail term="Carrier">{order.carrier}</Detail> : null}
          <Detail term="Order number" className="col-span-2">
            <span className="text-xs break-all">{order.id}</span>
          </Detail>
          {order.trackingNumber ? (
            <Detail term="Tracking number">{order.trackingNumber}</Detail>
          ) : null}
        </dl>
        {order.kind === 'artwork' && order.visionBoardId ? (
          <Button asChild variant="outline" className="justify-self-start">
            <Link to={`/artwork/${order.visionBoardId}`}>View artwork</Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * /orders/{orderId}: the order's summary and its tracking timeline; a canvas print or a PNG
 * purchase shows its own page (address, prices, parcel tracking; the download).
 */
export function OrderTracking({ orderId }: { orderId: string }) {
  const valid = isOrderId(orderId);
  const tracking = useOrderTracking(orderId, valid);

  if (!valid) return <OrderNotFound />;
  if (tracking.isPending) {
    return <LoadingState>Loading your order…</LoadingState>;
  }
  if (tracking.isError) {
    const status = errorStatus(tracking.error);
    if (status === 404 || status === 400) return <OrderNotFound />;
    return (
      <LoadError onRetry={() => void tracking.refetch()}>We couldn't load this order.</LoadError>
    );
  }
  const { order, events } = tracking.data;
  if (order.kind === 'canvas') return <CanvasOrderPanel orderId={order.id} />;
  if (order.kind === 'png') return <PngPurchasePanel orderId={order.id} />;
  const artwork = order.kind === 'artwork';
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 pb-8">
      <OrderSummaryCard order={order} />
      <section
        aria-labelledby="order-timeline-heading"
        className="rounded-2xl border border-parchment bg-white p-5 shadow-card"
      >
        <h2 id="order-timeline-heading" className="text-xl font-semibold">
          {artwork ? 'Your artwork request' : 'Tracking'}
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">
          {artwork
            ? 'We receive your request, the studio generates your artwork, then it is ready for you.'
            : 'From payment through production to delivery.'}
        </p>
        {artwork ? (
          <ArtworkRequestSteps events={events} status={order.status} />
        ) : (
          <TrackingTimeline events={events} status={order.status} />
        )}
      </section>
      <Button asChild variant="outline" className="justify-self-center">
        <Link to="/orders">All orders</Link>
      </Button>
    </div>
  );
}
