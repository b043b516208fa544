import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CACHE_TIERS } from '@/lib/query-client';

const PATH = '/api/payments/demo';

export interface DemoCheckoutSession {
  id: string;
  status: 'open' | 'completed' | 'expired';
  plan: {
    id: string;
    name: string;
    priceCents: number;
    currency: string;
    interval: string;
    generationsPerMonth: number;
    features: string[];
  };
}

export interface DemoPaymentResult {
  status: 'completed';
  isPremium: boolean;
  generationsUsed: number;
  generationsLimit: number;
}

export const demoSessionKey = (sessionId: string) => [PATH, sessionId] as const;

/** The caller's demo checkout session (404 for anyone else's). */
export const getDemoSession = (sessionId: string) =>
  apiRequest<DemoCheckoutSession>('GET', `${PATH}/${encodeURIComponent(sessionId)}`);

export const demoSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: demoSessionKey(sessionId),
    queryFn: () => getDemoSession(sessionId),
    // A checkout's status changes with the Pay button: always read fresh.
    ...CACHE_TIERS.realTime,
  });

export const useDemoSession = (sessionId: string) => useQuery(demoSessionQueryOptions(sessionId));

/** The demo Pay button: the server runs the same fulfilment as Stripe's webhook. */
export const payDemoSession = (sessionId: string) =>
  apiRequest<DemoPaymentResult>('POST', `${PATH}/${encodeURIComponent(sessionId)}/complete`);

export const usePayDemoSession = () => useMutation({ mutationFn: payDemoSession });
