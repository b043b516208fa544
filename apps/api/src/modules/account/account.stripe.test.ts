import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { subscriptions } from '../../db/schema/payments';
import { createTestApp, type TestApp } from '../../test/app';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';
import { insertUpload, newShopper, type Shopper } from '../boards/shopper.test-fixtures';
import { ACCOUNT_MESSAGES } from './account.service';

// Deleting a premium account with Stripe configured: the official SDK talks to a local stand-in
// for the one call we make, DELETE /v1/subscriptions/{id}.

function startDeletionStandIn() {
  return startStripeStandIn(({ method, path }) => {
    const match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (method === 'DELETE' && match?.[1]?.startsWith('sub_ok')) {
      return { body: { id: match[1], object: 'subscription', status: 'canceled' } };
    }
    if (method === 'DELETE' && match?.[1]?.startsWith('sub_gone')) {
      return {
        status: 404,
        body: {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such' },
        },
      };
    }
    return {
      status: 500,
      body: { error: { type: 'api_error', message: 'Stripe is having a day' } },
    };
  });
}

describe('DELETE /api/account with a Stripe subscription', () => {
  let t: TestApp;
  let stripe: StripeStandIn;

  const remove = (who: Shopper) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: who.headers,
      payload: { confirm: 'DELETE' },
    });
  const premium = async (tag: string, subscriptionId: string) => {
    const who = await newShopper(t.app, tag);
    await t.app.db.insert(subscriptions).values({
      userId: who.id,
      planId: 'premium',
      provider: 'stripe',
      stripeSubscriptionId: subscriptionId,
      stripeCustomerId: `cus_${tag}`,
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    });
    return who;
  };
  const userExists = async (id: string) =>
    (await t.app.db.select().from(users).where(eq(users.id, id))).length === 1;

  beforeAll(async () => {
    stripe = await startDeletionStandIn();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_account_deletion',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_account_deletion',
      STRIPE_API_BASE: stripe.base,
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('cancels the live subscription at Stripe, then deletes the account', async () => {
    const ada = await premium('stripe-ok', 'sub_ok_1');
    const res = await remove(ada);
    expect(res.statusCode).toBe(204);
    expect(stripe.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/v1/subscriptions/sub_ok_1' }),
    );
    expect(await userExists(ada.id)).toBe(false);
  });

  it('goes ahead when Stripe no longer knows the subscription', async () => {
    const ada = await premium('stripe-gone', 'sub_gone_1');
    expect((await remove(ada)).statusCode).toBe(204);
    expect(await userExists(ada.id)).toBe(false);
  });

  it('keeps the account and its files when Stripe cannot cancel, and says so', async () => {
    const ada = await premium('stripe-down', 'sub_down_1');
    const upload = await insertUpload(t.app, ada.id);
    const res = await remove(ada);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: {
        code: 'SUBSCRIPTION_NOT_CANCELLED',
        message: ACCOUNT_MESSAGES.SUBSCRIPTION_NOT_CANCELLED,
      },
    });
    expect(await userExists(ada.id)).toBe(true);
    expect(await t.app.storage.exists(upload.key)).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: ada.headers,
    });
    expect(me.statusCode).toBe(200);
  });

  it('makes no Stripe call for an account without a subscription', async () => {
    const before = stripe.calls.length;
    const ada = await newShopper(t.app, 'stripe-free');
    expect((await remove(ada)).statusCode).toBe(204);
    expect(stripe.calls.length).toBe(before);
  });
});
