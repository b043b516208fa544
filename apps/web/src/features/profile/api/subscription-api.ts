import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CACHE_TIERS } from '@/lib/query-client';

/** GET /api/subscription: the caller's own subscription. */
export interface SubscriptionInfo {
  plan: { id: string; name: string; priceCents: number; interval: string };
  provider: 'stripe' | 'demo' | 'comp';
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export const subscriptionKey = ['/api/subscription'] as const;

export const getSubscription = () => apiRequest<SubscriptionInfo>('GET', '/api/subscription');

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKey, queryFn: getSubscription, ...CACHE_TIERS.user });

export const useSubscription = (enabled: boolean) =>
  useQuery({ ...subscriptionQueryOptions(), enabled });

/** Cancel at the period end, or undo that; the answer is the subscription as it now stands. */
export const cancelSubscription = () =>
  apiRequest<SubscriptionInfo>('POST', '/api/subscription/cancel');
export const resumeSubscription = () =>
  apiRequest<SubscriptionInfo>('POST', '/api/subscription/resume');

/** Stripe's billing portal (card, invoices) for the caller; the demo has none. */
export const openBillingPortal = () =>
  apiRequest<{ url: string }>('POST', '/api/subscription/portal');

function useSubscriptionChange(mutationFn: () => Promise<SubscriptionInfo>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionKey, subscription),
  });
}

export const useCancelSubscription = () => useSubscriptionChange(cancelSubscription);
export const useResumeSubscription = () => useSubscriptionChange(resumeSubscription);
export const useBillingPortal = () => useMutation({ mutationFn: openBillingPortal, retry: false });
