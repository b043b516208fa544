import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { goToCheckout } from '@/lib/go-to-checkout';

/** POST /api/payment-intent: a fresh checkout (Stripe or the demo page) for an unpaid order. */
export const payOrder = (orderId: string) =>
  apiRequest<{ url: string }>('POST', '/api/payment-intent', { orderId });

/**
 * "Pay now" of an unpaid order: opens its fresh checkout. `busy` stays true after success (the
 * page is leaving); `error` is the sentence to show when the checkout could not be opened.
 */
export function usePayNow() {
  const pay = useMutation({ mutationFn: payOrder });
  const navigate = useNavigate();
  return {
    start: (orderId: string) =>
      pay.mutate(orderId, { onSuccess: ({ url }) => goToCheckout(url, navigate) }),
    busy: pay.isPending || pay.isSuccess,
    error: pay.isError
      ? errorMessage(pay.error, 'The checkout could not be opened. Please try again.')
      : null,
  };
}
