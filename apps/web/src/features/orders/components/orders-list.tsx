import type { OrderSummary } from '@atelier/shared/schemas/generation';
import { WRAP_LABELS } from '@atelier/shared/schemas/prints';
import { ChevronRight, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, LoadError, LoadingState } from '@/components/load-state';
import { Button } from '@/components/ui/button';
import { useOrders } from '../api/get-orders';
import { KIND_LABELS, formatAmount, formatDate, newestFirst, orderHeading } from '../lib/labels';
import { OrderThumbnail } from './order-thumbnail';
import { StatusBadge } from './status-badge';

function OrderRow({ order, index }: { order: OrderSummary; index: number }) {
  const { title, product } = orderHeading(order);
  const date = formatDate(order.createdAt);
  // Paid orders (prints, downloads) carry their amount; an artwork request has none.
  const amount = formatAmount(order.amountCents, order.currency);
  // A canvas print names its size and edge ("12×16 in · Mirror wrap").
  const canvas =
    order.kind === 'canvas'
      ? [order.sizeLabel, order.wrap ? WRAP_LABELS[order.wrap] : null].filter(Boolean).join(' · ')
      : '';
  return (
    <li>
      <Link
        to={`/orders/${order.id}`}
        aria-label={[title, product, KIND_LABELS[order.kind], canvas, `ordered ${date}`, amount]
          .filter(Boolean)
          .join(', ')}
        className="flex min-h-11 items-center gap-4 rounded-2xl border border-parchment bg-white p-3 shadow-card transition-colors hover:bg-ivory focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold"
      >
        <OrderThumbnail
          src={order.thumbnailUrl}
          alt={`${title} artwork`}
          eager={index < 3}
          className="size-16 shrink-0 sm:size-20"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xs font-semibold tracking-wide text-gold-ink uppercase">
              {KIND_LABELS[order.kind]}
            </span>
            <StatusBadge status={order.status} />
          </div>
          <span className="truncate font-semibold">{title}</span>
          {product ? <span className="truncate text-sm text-navy-soft">{product}</span> : null}
          {canvas ? <span className="truncate text-sm text-navy-soft">{canvas}</span> : null}
          <span className="flex flex-wrap items-baseline gap-x-3 text-sm text-muted">
            <time dateTime={order.createdAt}>{date}</time>
            {amount ? <span className="font-semibold text-navy">{amount}</span> : null}
          </span>
        </div>
        <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden />
      </Link>
    </li>
  );
}

/** /orders: every order of the signed-in shopper, newest first. */
export function OrdersList() {
  const orders = useOrders();

  if (orders.isPending) {
    return <LoadingState>Loading your orders…</LoadingState>;
  }
  if (orders.isError) {
    return (
      <LoadError onRetry={() => void orders.refetch()}>We couldn't load your orders.</LoadError>
    );
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState icon={ShoppingBag} title="No orders yet">
        <p className="text-muted">Create a personalised portrait and your order appears here.</p>
        <Button asChild variant="accent">
          <Link to="/products">Browse products</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Orders" className="mx-auto grid max-w-3xl gap-3 px-4 pb-16">
      {newestFirst(orders.data).map((order, index) => (
        <OrderRow key={order.id} order={order} index={index} />
      ))}
    </ul>
  );
}
