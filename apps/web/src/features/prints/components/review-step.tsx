import { WRAP_LABELS, type CanvasWrap } from '@atelier/shared/schemas/prints';
import type { ShippingAddress } from '@atelier/shared/schemas/shipping-address';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { addressLines } from '@atelier/shared/address-format';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format-money';
import { goToCheckout } from '@/lib/go-to-checkout';
import { useCreateCanvasOrder } from '../api/create-canvas-order';
import { useStartPayment } from '../api/start-payment';
import { DeliveryEstimate } from './delivery-estimate';
import { MockupImage } from './mockup-image';

interface ReviewStepProps {
  artworkId: string;
  canvasSizeId: string;
  sizeLabel: string;
  wrap: CanvasWrap;
  address: ShippingAddress;
  idempotencyKey: string;
  onBack: () => void;
}

const ORDER_FAILED = 'Your order could not be prepared. Please try again.';
const PAY_FAILED = 'The checkout could not be opened. Please try again.';

/**
 * Step 3: the order is placed (waiting for payment) as the step opens, so the prices shown are
 * the server's own; Pay opens its checkout. The key makes a retry answer the same order.
 */
export function ReviewStep(props: ReviewStepProps) {
  const { artworkId, canvasSizeId, sizeLabel, wrap, address, idempotencyKey, onBack } = props;
  const create = useCreateCanvasOrder();
  const pay = useStartPayment();
  const navigate = useNavigate();
  const { mutate } = create;

  useEffect(() => {
    mutate({ body: { artworkId, canvasSizeId, wrap, shippingAddress: address }, idempotencyKey });
  }, [mutate, artworkId, canvasSizeId, wrap, address, idempotencyKey]);

  const order = create.data;
  const retry = () =>
    mutate({ body: { artworkId, canvasSizeId, wrap, shippingAddress: address }, idempotencyKey });
  const onPay = () => {
    if (!order) return;
    pay.mutate(order.id, { onSuccess: ({ url }) => goToCheckout(url, navigate) });
  };

  return (
    <section aria-labelledby="review-title" className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="grid content-start gap-6">
        <h2 id="review-title" className="text-xl font-semibold">
          Review your order
        </h2>
        <dl className="grid gap-3 rounded-2xl border border-parchment bg-white p-5 shadow-card">
          <div>
            <dt className="text-sm text-muted">Canvas</dt>
            <dd className="font-semibold">{`${sizeLabel} · ${WRAP_LABELS[wrap]}`}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Ships to</dt>
            <dd>
              <address className="not-italic">
                {addressLines(address).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <span className="block text-sm text-muted">{address.email}</span>
            </dd>
          </div>
        </dl>
        {create.isError ? (
          <div className="grid gap-3">
            <FormError message={errorMessage(create.error, ORDER_FAILED)} />
            <Button variant="outline" className="justify-self-start" onClick={retry}>
              Try again
            </Button>
          </div>
        ) : !order ? (
          <p role="status" className="flex items-center gap-2 text-muted">
            <Loader2 className="size-5 animate-spin" aria-hidden />
            Working out your price…
          </p>
        ) : (
          <dl className="grid gap-2 rounded-2xl border border-parchment bg-white p-5 shadow-card">
            <div className="flex justify-between gap-4">
              <dt>Canvas print</dt>
              <dd>{formatMoney(order.subtotalCents, order.currency)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>Shipping</dt>
              <dd>{formatMoney(order.shippingCents, order.currency)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-parchment pt-2 text-lg font-semibold">
              <dt>Total</dt>
              <dd>{formatMoney(order.totalCents, order.currency)}</dd>
            </div>
          </dl>
        )}
        {order ? <DeliveryEstimate country={address.country} /> : null}
        {pay.isError ? <FormError message={errorMessage(pay.error, PAY_FAILED)} /> : null}
        <div className="flex flex-wrap justify-between gap-3">
          <Button type="button" variant="outline" onClick={onBack}>
            Back
          </Button>
          <Button
            variant="accent"
            onClick={onPay}
            disabled={!order || pay.isPending || pay.isSuccess}
          >
            {order ? `Pay ${formatMoney(order.totalCents, order.currency)}` : 'Pay'}
          </Button>
        </div>
      </div>
      <MockupImage
        artworkId={artworkId}
        canvasSizeId={canvasSizeId}
        sizeLabel={sizeLabel}
        wrap={wrap}
      />
    </section>
  );
}
