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
  UNUSABLE_EVENT:
    'This Stripe event is signed but is not the shape the shop reads (an id, a type, a created time and data.object as Stripe sends it); nothing was changed.',
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

// ---- Stripe webhook events: the fields the shop reads, checked before anything is applied ----
// A correctly signed event is still refused (400, logged) when these are missing or of another
// type: Stripe never sends that, so it is a misconfigured endpoint or a test tool, and guessing
// would change a subscription or an order from half an event.

const stripeId = z.string().min(1).max(255);
/** An id, or the object it names when the event expands it. */
const expandable = z.union([stripeId, z.looseObject({ id: stripeId })]).nullish();
const metadata = z.record(z.string(), z.string()).nullish();
const list = <T extends z.ZodType>(item: T) => z.looseObject({ data: z.array(item) }).nullish();

const checkoutSessionObject = z.looseObject({
  id: stripeId,
  mode: z.string().nullish(),
  status: z.string().nullish(),
  payment_status: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: expandable,
  subscription: expandable,
  payment_intent: expandable,
  metadata,
});

const subscriptionObject = z.looseObject({
  id: stripeId,
  customer: expandable,
  status: z.string().min(1),
  cancel_at_period_end: z.boolean().nullish(),
  metadata,
  current_period_end: z.number().nullish(),
  items: list(z.looseObject({ current_period_end: z.number().nullish() })),
});

const invoiceObject = z.looseObject({
  id: stripeId,
  customer: expandable,
  subscription: expandable,
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ subscription: expandable, metadata }).nullish(),
    })
    .nullish(),
  lines: list(z.looseObject({ period: z.looseObject({ end: z.number() }).nullish() })),
});

/** The object each event type the shop applies must carry (other types are only recorded). */
const STRIPE_EVENT_OBJECTS: Partial<Record<string, z.ZodType>> = {
  'checkout.session.completed': checkoutSessionObject,
  'checkout.session.expired': checkoutSessionObject,
  'checkout.session.async_payment_succeeded': checkoutSessionObject,
  'customer.subscription.updated': subscriptionObject,
  'customer.subscription.deleted': subscriptionObject,
  'invoice.paid': invoiceObject,
  'invoice.payment_failed': invoiceObject,
};

const stripeEventEnvelope = z.looseObject({
  id: stripeId,
  type: z.string().min(1).max(255),
  created: z.number().int(),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});

/** What is wrong with a verified event ('data.object.id: expected string, …'), or null. */
export function stripeEventProblem(event: unknown): string | null {
  const envelope = stripeEventEnvelope.safeParse(event);
  const result =
    envelope.success && STRIPE_EVENT_OBJECTS[envelope.data.type]
      ? z
          .looseObject({
            data: z.looseObject({ object: STRIPE_EVENT_OBJECTS[envelope.data.type]! }),
          })
          .safeParse(event)
      : envelope;
  if (result.success) return null;
  return result.error.issues
    .map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.message}`)
    .join('; ');
}
