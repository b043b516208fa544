import type { DemoOrderSession } from '@atelier/shared/schemas/prints';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CACHE_TIERS } from '@/lib/query-client';

const PATH = '/api/payments/demo';

/** A subscription's demo checkout. */
export interface DemoPlanSession {
  id: string;
  status: 'open' | 'completed' | 'expired';
  kind?: 'plan';
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

/** The demo checkout of a plan or of an order (a canvas print, a PNG). */
export type DemoCheckoutSession = DemoPlanSession | DemoOrderSession;

export const isOrderSession = (session: DemoCheckoutSession): session is DemoOrderSession =>
  session.kind === 'order';

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
