import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/payment-intent: the checkout (Stripe or the demo page) for an unpaid order. */
export const startPayment = (orderId: string) =>
  apiRequest<{ url: string }>('POST', '/api/payment-intent', { orderId });

export const useStartPayment = () => useMutation({ mutationFn: startPayment });
