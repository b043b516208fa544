import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { FormPageState } from '@/features/admin/components/form-page-state';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { orderDetailQuery } from '../api/orders';
import { KIND_LABELS } from '../lib/labels';
import { OrderActions } from './order-actions';
import { OrderFacts } from './order-facts';
import { OrderImages } from './order-images';
import { OrderNotes } from './order-notes';
import { OrderProof } from './order-proof';
import { OrderStatusBadge } from './order-status-badge';
import { OrderShipments, OrderTimeline } from './order-timeline';
import { PrintFilePanel } from './print-file-panel';
import { ProblemReportsPanel } from './problem-reports-panel';
import { shortId } from '@/features/admin/lib/format';

/** One order: what was bought and by whom, its files, its history, and what can happen next. */
export function OrderDetail({ id }: { id: string }) {
  const detail = useQuery(orderDetailQuery(id));
  const order = detail.data;
  const back = (
    <Link
      to="/admin/orders"
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-navy underline-offset-4 hover:underline sm:min-h-8"
    >
      <ArrowLeft className="size-4" aria-hidden />
      All orders
    </Link>
  );

  if (!order) {
    return (
      <>
        <AdminIntro title="Order">{back}</AdminIntro>
        <FormPageState error={detail.error} backTo="/admin/orders" what="order" />
      </>
    );
  }

  return (
    <>
      <AdminIntro title={`Order ${shortId(order.id)}`}>
        <div className="grid gap-2">
          {back}
          <p className="flex flex-wrap items-center gap-2 text-base">
            <span>{KIND_LABELS[order.kind]}</span>
            <OrderStatusBadge status={order.status} />
          </p>
        </div>
      </AdminIntro>
      <div className="grid grid-cols-1 gap-4 px-4 pb-6 sm:px-6 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          {order.kind === 'canvas' ? <ProblemReportsPanel order={order} /> : null}
          <OrderActions order={order} />
          <OrderFacts order={order} />
          <OrderNotes order={order} />
        </div>
        <div className="grid content-start gap-4">
          <OrderImages order={order} />
          <OrderProof order={order} />
          {order.kind === 'canvas' ? <PrintFilePanel order={order} /> : null}
          <OrderShipments order={order} />
          <OrderTimeline order={order} />
        </div>
      </div>
    </>
  );
}
