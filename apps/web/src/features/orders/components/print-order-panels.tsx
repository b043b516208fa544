import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCanvasOrder } from '../api/get-canvas-order';
import { usePngPurchase } from '../api/get-png-purchase';
import { CanvasOrderView } from './canvas-order-detail';
import { PngPurchaseView } from './png-purchase-view';

const Loading = () => (
  <p aria-busy="true" className="px-4 py-12 text-center text-muted">
    Loading your order…
  </p>
);

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-center gap-4 px-4 py-12 text-center">
      <p className="text-muted">We couldn't load this order.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}

/** The checkout sends the shopper back with ?placed=1: the page then says thank you. */
const usePlaced = () => useSearchParams()[0].get('placed') === '1';

export function CanvasOrderPanel({ orderId }: { orderId: string }) {
  const order = useCanvasOrder(orderId);
  const placed = usePlaced();
  if (order.isPending) return <Loading />;
  if (order.isError) return <LoadFailed onRetry={() => void order.refetch()} />;
  return (
    <CanvasOrderView
      order={order.data}
      placed={placed}
      onRecheck={() => void order.refetch()}
      rechecking={order.isFetching}
    />
  );
}

export function PngPurchasePanel({ orderId }: { orderId: string }) {
  const purchase = usePngPurchase(orderId);
  const placed = usePlaced();
  if (purchase.isPending) return <Loading />;
  if (purchase.isError) return <LoadFailed onRetry={() => void purchase.refetch()} />;
  return (
    <PngPurchaseView
      purchase={purchase.data}
      placed={placed}
      onRecheck={() => void purchase.refetch()}
      rechecking={purchase.isFetching}
    />
  );
}
