import { z } from 'zod';

// Request and answer shapes of the payments routes (only the API uses them).

export const PAYMENTS_MESSAGES = {
  NOT_YOUR_ACCOUNT: 'You can only upgrade your own account.',
  UNKNOWN_PLAN: 'Unknown plan. Choose a plan from the pricing page.',
  ALREADY_PREMIUM: 'You are already Premium',
  SESSION_NOT_FOUND: 'Checkout session not found',
  SESSION_EXPIRED: 'This checkout session has expired. Please start the upgrade again.',
  SESSION_EXPIRED_ORDER:
    'This checkout has expired. Open your order and pay again, or place a new order.',
  PROVIDER_ERROR: 'The payment provider could not start the checkout. Please try again.',
  INVALID_SIGNATURE: 'Invalid Stripe signature',
  NOT_CONFIGURED: 'Payments are not set up on this shop yet. Please try again later.',
} as const;

export const checkoutBodySchema = z.strictObject({
  userId: z.string().min(1).max(200),
  priceId: z.string().min(1).max(200),
});

export const checkoutResponseSchema = z.object({ url: z.string() });

export const demoSessionParamsSchema = z.object({ sessionId: z.string().max(100) });

export const demoSessionSchema = z.object({
  id: z.string(),
  /** An upgrade's session; an order's is demoOrderSessionSchema (kind 'order'). */
  kind: z.literal('plan'),
  status: z.enum(['open', 'completed', 'expired']),
  plan: z.object({
    id: z.string(),
    name: z.string(),
    priceCents: z.number().int(),
    currency: z.string(),
    interval: z.string(),
    generationsPerMonth: z.number().int(),
    features: z.array(z.string()),
  }),
});

export const demoCompleteResponseSchema = z.object({
  status: z.literal('completed'),
  isPremium: z.boolean(),
  generationsUsed: z.number().int(),
  generationsLimit: z.number().int(),
});

/** The demo Pay of an order's session: the order is paid (once; a repeat answers the same). */
export const demoOrderCompleteSchema = z.object({
  status: z.literal('completed'),
  kind: z.literal('order'),
  orderId: z.string(),
  orderStatus: z.string(),
  returnUrl: z.string(),
});

export type DemoSession = z.infer<typeof demoSessionSchema>;
