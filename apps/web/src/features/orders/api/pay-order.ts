import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/payment-intent: a fresh checkout (Stripe or the demo page) for an unpaid order. */
export const payOrder = (orderId: string) =>
  apiRequest<{ url: string }>('POST', '/api/payment-intent', { orderId });

export const usePayOrder = () => useMutation({ mutationFn: payOrder });
