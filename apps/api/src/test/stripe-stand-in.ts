import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { startLocalServer } from './local-http';

/** One request the official SDK made to the stand-in: its form body parsed as Stripe sends it. */
export interface StripeCall {
  method: string;
  path: string;
  auth: string | undefined;
  form: URLSearchParams;
}

/** The answer to one call, or undefined for Stripe's 404 'Unrecognized URL'. */
export type StripeRoute = (call: StripeCall) => { status?: number; body: unknown } | undefined;

export interface StripeStandIn {
  /** For STRIPE_API_BASE. */
  base: string;
  calls: StripeCall[];
  close(): Promise<void>;
}

/**
 * A local HTTP server speaking Stripe's documented REST API for the calls a test answers in
 * `route` (Stripe's servers cannot be reached from tests). Every call is recorded.
 */
export async function startStripeStandIn(route: StripeRoute): Promise<StripeStandIn> {
  const calls: StripeCall[] = [];
  const server = await startLocalServer((req) => {
    const call: StripeCall = {
      method: req.method,
      path: req.path,
      auth: req.headers.authorization,
      form: new URLSearchParams(req.body),
    };
    calls.push(call);
    return (
      route(call) ?? {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: 'Unrecognized URL' } },
      }
    );
  });
  return { base: server.origin, calls, close: server.close };
}

// Only the SDK's signing helper is used: the key is never sent anywhere.
const signer = new Stripe('sk_test_webhook_signer');

/** The Stripe-Signature header Stripe would send for this body, signed with `secret`. */
export function stripeSignature(payload: string, secret: string): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret });
}

/**
 * Posts an event to /api/webhooks/stripe as Stripe does: signed with `secret`, or with the given
 * Stripe-Signature header ('' sends none).
 */
export function deliverStripeEvent(
  app: FastifyInstance,
  event: object,
  sign: { secret: string } | { signature: string },
) {
  const payload = JSON.stringify(event);
  const signature = 'secret' in sign ? stripeSignature(payload, sign.secret) : sign.signature;
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
}
