import { useSearchParams } from 'react-router';
import { LoadError, LoadingState } from '@/components/load-state';
import { useCanvasOrder } from '../api/get-canvas-order';
import { usePngPurchase } from '../api/get-png-purchase';
import { CanvasOrderView } from './canvas-order-detail';
import { PngPurchaseView } from './png-purchase-view';

const Loading = () => <LoadingState>Loading your order…</LoadingState>;

const LoadFailed = ({ onRetry }: { onRetry: () => void }) => (
  <LoadError onRetry={onRetry}>We couldn't load this order.</LoadError>
);

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
