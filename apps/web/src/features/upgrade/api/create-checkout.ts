import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface CheckoutRequest {
  userId: string;
  priceId: 'premium';
}

/** POST /api/upgrade/checkout → {url}; a missing url is an error (SPEC.md §7). */
export async function createCheckout(body: CheckoutRequest): Promise<string> {
  const answer = await apiRequest<{ url?: string }>('POST', '/api/upgrade/checkout', body);
  if (!answer?.url) throw new Error('The checkout answer carried no URL');
  return answer.url;
}

export const useCreateCheckout = () => useMutation({ mutationFn: createCheckout });
