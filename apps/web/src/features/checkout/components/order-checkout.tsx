import type { DemoOrderSession } from '@atelier/shared/schemas/prints';
import { useQueryClient } from '@tanstack/react-query';
import { Frame, ImageDown } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format-money';
import { safeRedirect } from '@/lib/safe-redirect';
import { usePayDemoSession } from '../api/demo-session';
import { DemoNote, DemoPayActions } from './demo-checkout-parts';
import { OrderItems } from './order-items';

// Lists that change once an order is paid: re-read on the page the shopper lands on.
const PAID_ORDER_READS = [
  ['/api/orders'],
  ['/api/order-tracking'],
  ['/api/canvas-orders'],
  ['/api/canvas/orders'],
  ['/api/png-purchases/user'],
  ['/api/png-purchase'],
];

/**
 * The demo checkout of an order (a canvas print or a PNG), clearly labelled: no card is charged.
 * Pay runs the server's real fulfilment (the same function as Stripe's webhook), then the
 * shopper lands on the order's page.
 */
export function OrderCheckout({ session }: { session: DemoOrderSession }) {
  const pay = usePayDemoSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { order } = session;
  const total = formatMoney(order.totalCents, order.currency);
  // Stays busy after success too: the page is leaving for the order.
  const busy = pay.isPending || pay.isSuccess;
  const Icon = order.kind === 'canvas' ? Frame : ImageDown;

  async function onPay() {
    try {
      await pay.mutateAsync(session.id);
      await Promise.all(
        PAID_ORDER_READS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      // No toast: the order page the shopper lands on says thank you itself.
      void navigate(safeRedirect(session.returnUrl));
    } catch (error) {
      toast({
        title: 'Payment Failed',
        description: errorMessage(error, 'Your payment could not be completed. Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 pb-16">
      <DemoNote effect="places your order" />
      <section
        aria-labelledby="demo-order-title"
        className="rounded-2xl border border-parchment bg-white p-6 shadow-card"
      >
        <h2 id="demo-order-title" className="flex items-center gap-2 text-lg font-semibold">
          <Icon className="size-5 text-gold" aria-hidden />
          {order.title}
        </h2>
        <OrderItems order={order} />
        <div
          role="group"
          aria-label="Order summary"
          className="mt-4 border-t border-parchment pt-4"
        >
          <dl className="grid gap-2">
            {order.lines.map((line) => (
              <div key={line.label} className="flex justify-between gap-4 text-sm">
                <dt>{line.label}</dt>
                <dd>{formatMoney(line.amountCents, order.currency)}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 border-t border-parchment pt-2 font-semibold">
              <dt>Total</dt>
              <dd>{total}</dd>
            </div>
          </dl>
        </div>
        <DemoPayActions
          cancelTo={`/orders/${order.id}`}
          price={total}
          busy={busy}
          onPay={() => void onPay()}
        />
      </section>
    </div>
  );
}
