import type {
  AdminCanvasSize,
  AdminPlan,
  AdminPricing,
  AdminShippingRate,
} from '@atelier/shared/schemas/admin-pricing';
import type { Pricing } from '@atelier/shared/schemas/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingRates } from '../../../db/schema/commerce';
import { orders } from '../../../db/schema/orders';
import { seedEssentials } from '../../../db/seed/seed';
import { createTestApp, type TestApp } from '../../../test/app';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in';
import { createUser } from '../../generation/generation.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';

const planBody = (p: AdminPlan, changes: Partial<AdminPlan> = {}) => ({
  name: p.name,
  description: p.description,
  priceCents: p.priceCents,
  generationsPerMonth: p.generationsPerMonth,
  features: p.features,
  isActive: p.isActive,
  updatedAt: p.updatedAt,
  ...changes,
});

const sizeBody = (s: AdminCanvasSize, changes: Partial<AdminCanvasSize> = {}) => ({
  label: s.label,
  widthInches: s.widthInches,
  heightInches: s.heightInches,
  priceCents: s.priceCents,
  isActive: s.isActive,
  sortOrder: s.sortOrder,
  updatedAt: s.updatedAt,
  ...changes,
});

describe('/api/admin/pricing without Stripe', () => {
  let t: TestApp;
  let admin: AdminClient;
  const pricing = async () =>
    (await admin.call({ url: '/api/admin/pricing' })).json<AdminPricing>();
  const publicPricing = async () => (await t.app.inject('/api/pricing')).json<Pricing>();

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    admin = await newAdmin(t.app);
  });
  afterAll(() => t.close());

  it('answers plans, canvas sizes, the PNG price and the seeded shipping rates', async () => {
    const res = await admin.call({ url: '/api/admin/pricing' });
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminPricing>();
    expect(body.stripeConfigured).toBe(false);
    expect(body.plans.map((p) => [p.id, p.priceCents, p.generationsPerMonth])).toEqual([
      ['free', 0, 3],
      ['premium', 999, 100],
    ]);
    expect(body.canvasSizes.map((s) => s.priceCents)).toEqual([4900, 7900, 9900, 14900]);
    expect(body.pngDownload).toMatchObject({ priceCents: 499, currency: 'usd' });
    expect(body.shippingRates.map((r) => [r.destination, r.priceCents])).toEqual([
      ['US', 999],
      ['CA', 1499],
      ['GB', 1499],
      ['AU', 1999],
      ['*', 2499],
    ]);
  });

  it('a canvas size’s new price shows on GET /api/pricing and /api/canvas/sizes at once', async () => {
    expect((await publicPricing()).canvasSizes[0]!.priceCents).toBe(4900); // cached now
    const size = (await pricing()).canvasSizes[0]!;
    const res = await admin.call({
      method: 'PUT',
      url: `/api/admin/pricing/canvas-sizes/${size.id}`,
      payload: sizeBody(size, { priceCents: 5400 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ priceCents: 5400 });
    expect((await publicPricing()).canvasSizes[0]!.priceCents).toBe(5400);
    const sizes = (await t.app.inject('/api/canvas/sizes')).json<{ priceCents: number }[]>();
    expect(sizes[0]!.priceCents).toBe(5400);

    // The old version again: 409, the price stays.
    const stale = await admin.call({
      method: 'PUT',
      url: `/api/admin/pricing/canvas-sizes/${size.id}`,
      payload: sizeBody(size, { priceCents: 1 }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_EDIT');
    expect((await publicPricing()).canvasSizes[0]!.priceCents).toBe(5400);
  });

  it('adds, hides and deletes canvas sizes', async () => {
    const created = await admin.call({
      method: 'POST',
      url: '/api/admin/pricing/canvas-sizes',
      payload: {
        label: '30" x 40"',
        widthInches: 30,
        heightInches: 40,
        priceCents: 19900,
        sortOrder: 9,
      },
    });
    expect(created.statusCode).toBe(201);
    const size = created.json<AdminCanvasSize>();
    expect((await publicPricing()).canvasSizes.map((s) => s.label)).toContain('30" x 40"');
    const hidden = await admin.call({
      method: 'PUT',
      url: `/api/admin/pricing/canvas-sizes/${size.id}`,
      payload: sizeBody(size, { isActive: false }),
    });
    expect((await publicPricing()).canvasSizes.map((s) => s.label)).not.toContain('30" x 40"');
    expect((await pricing()).canvasSizes.map((s) => s.label)).toContain('30" x 40"');
    const del = await admin.call({
      method: 'DELETE',
      url: `/api/admin/pricing/canvas-sizes/${size.id}?updatedAt=${encodeURIComponent(hidden.json().updatedAt)}`,
    });
    expect(del.statusCode).toBe(204);
    expect((await pricing()).canvasSizes.map((s) => s.id)).not.toContain(size.id);
    const bad = await admin.call({
      method: 'POST',
      url: '/api/admin/pricing/canvas-sizes',
      payload: { label: 'Tiny', widthInches: 2, heightInches: 40, priceCents: 100 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/Width is at least 4 in/);
  });

  it('a canvas size that has orders is kept: 409 saying to deactivate it instead', async () => {
    const created = await admin.send('POST', '/api/admin/pricing/canvas-sizes', {
      label: '20" x 30"',
      widthInches: 20,
      heightInches: 30,
      priceCents: 12900,
    });
    const size = created.json<AdminCanvasSize>();
    const buyer = await createUser(t.app, 'size-buyer');
    await t.app.db.insert(orders).values(
      [0, 1].map(() => ({
        userId: buyer.id,
        kind: 'canvas' as const,
        status: 'paid' as const,
        canvasSizeId: size.id,
      })),
    );
    const del = await admin.send(
      'DELETE',
      `/api/admin/pricing/canvas-sizes/${size.id}?updatedAt=${encodeURIComponent(size.updatedAt)}`,
    );
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toEqual({
      code: 'CANVAS_SIZE_IN_USE',
      message: 'This size has 2 orders; deactivate it instead.',
    });
    expect((await pricing()).canvasSizes.map((s) => s.id)).toContain(size.id);
  });

  it('the free plan keeps price 0 and edits its allowance; the public pricing follows', async () => {
    const free = (await pricing()).plans.find((p) => p.id === 'free')!;
    const paid = await admin.call({
      method: 'PUT',
      url: '/api/admin/pricing/plans/free',
      payload: planBody(free, { priceCents: 100 }),
    });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().error.message).toMatch(/free plan always costs 0/);
    const res = await admin.call({
      method: 'PUT',
      url: '/api/admin/pricing/plans/free',
      payload: planBody(free, { generationsPerMonth: 5 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'free', priceCents: 0, generationsPerMonth: 5 });
    const pub = (await publicPricing()).plans.find((p) => p.id === 'free')!;
    expect(pub.generationsPerMonth).toBe(5);
    const stale = await admin.call({
      method: 'PUT',
      url: '/api/admin/pricing/plans/free',
      payload: planBody(free, { generationsPerMonth: 7 }),
    });
    expect(stale.statusCode).toBe(409);
    const unknown = await admin.call({
      method: 'PUT',
      url: '/api/admin/pricing/plans/gold',
      payload: planBody(free),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a premium price change without Stripe stores the price only', async () => {
    const premium = (await pricing()).plans.find((p) => p.id === 'premium')!;
    const res = await admin.call({
      method: 'PUT',
      url: '/api/admin/pricing/plans/premium',
      payload: planBody(premium, { priceCents: 1299 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ priceCents: 1299, stripePriceId: null });
    expect((await publicPricing()).plans.find((p) => p.id === 'premium')!.priceCents).toBe(1299);
  });

  it('sets the PNG price with the setting’s version', async () => {
    const png = (await pricing()).pngDownload;
    expect((await publicPricing()).pngDownload.priceCents).toBe(499);
    const res = await admin.call({
      method: 'PUT',
      url: '/api/admin/pricing/png-download',
      payload: { priceCents: 599, updatedAt: png.updatedAt },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ priceCents: 599, currency: 'usd' });
    expect(res.json().updatedAt).not.toBe(png.updatedAt);
    expect((await publicPricing()).pngDownload).toEqual({ priceCents: 599, currency: 'usd' });
    const stale = await admin.call({
      method: 'PUT',
      url: '/api/admin/pricing/png-download',
      payload: { priceCents: 1, updatedAt: png.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    expect((await publicPricing()).pngDownload.priceCents).toBe(599);
    const unknownKey = await admin.call({
      method: 'PUT',
      url: '/api/admin/pricing/png-download',
      payload: { priceCents: 1, currency: 'eur', updatedAt: png.updatedAt },
    });
    expect(unknownKey.statusCode).toBe(400);
  });

  it('shipping rates: one per destination (409 naming it), edit with version, delete', async () => {
    const dup = await admin.call({
      method: 'POST',
      url: '/api/admin/pricing/shipping-rates',
      payload: { destination: 'GB', label: 'UK again', priceCents: 100 },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe(
      'There is already a shipping rate for GB. Edit that one instead.',
    );
    const lower = await admin.call({
      method: 'POST',
      url: '/api/admin/pricing/shipping-rates',
      payload: { destination: 'de', label: 'Germany', priceCents: 1599 },
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error.message).toMatch(/two-letter country code/);

    const created = await admin.call({
      method: 'POST',
      url: '/api/admin/pricing/shipping-rates',
      payload: { destination: 'DE', label: 'Germany', priceCents: 1599 },
    });
    expect(created.statusCode).toBe(201);
    const de = created.json<AdminShippingRate>();
    const clash = await admin.call({
      method: 'PUT',
      url: `/api/admin/pricing/shipping-rates/${de.id}`,
      payload: {
        destination: '*',
        label: 'Germany',
        priceCents: 1599,
        minDays: 4,
        maxDays: 9,
        updatedAt: de.updatedAt,
      },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toMatch(/everywhere else \(\*\)/);
    const edited = await admin.call({
      method: 'PUT',
      url: `/api/admin/pricing/shipping-rates/${de.id}`,
      payload: {
        destination: 'DE',
        label: 'Deutschland',
        priceCents: 1699,
        minDays: 4,
        maxDays: 9,
        updatedAt: de.updatedAt,
      },
    });
    expect(edited.json()).toMatchObject({
      label: 'Deutschland',
      priceCents: 1699,
      minDays: 4,
      maxDays: 9,
    });
    const stale = await admin.call({
      method: 'DELETE',
      url: `/api/admin/pricing/shipping-rates/${de.id}?updatedAt=${encodeURIComponent(de.updatedAt)}`,
    });
    expect(stale.statusCode).toBe(409);
    const del = await admin.call({
      method: 'DELETE',
      url: `/api/admin/pricing/shipping-rates/${de.id}?updatedAt=${encodeURIComponent(edited.json().updatedAt)}`,
    });
    expect(del.statusCode).toBe(204);
    expect((await pricing()).shippingRates.map((r) => r.destination)).not.toContain('DE');
  });

  it('seeds shipping rates into a shop that has none, once', async () => {
    await t.app.db.delete(shippingRates);
    await seedEssentials(t.app.db);
    await seedEssentials(t.app.db);
    expect((await pricing()).shippingRates.map((r) => r.destination)).toEqual([
      'US',
      'CA',
      'GB',
      'AU',
      '*',
    ]);
  });
});

describe('/api/admin/pricing with Stripe configured', () => {
  let t: TestApp;
  let admin: AdminClient;
  let stripe: StripeStandIn;
  let priceCounter = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn(({ method, path, form }) => {
      if (method === 'GET' && path.startsWith('/v1/prices/price_'))
        return {
          body: {
            id: path.slice('/v1/prices/'.length),
            object: 'price',
            product: 'prod_atelier_premium',
          },
        };
      if (method === 'POST' && path === '/v1/prices')
        return {
          body: {
            id: `price_new_${++priceCounter}`,
            object: 'price',
            product: form.get('product') ?? 'prod_created',
            unit_amount: Number(form.get('unit_amount')),
            currency: form.get('currency'),
          },
        };
      if (method === 'POST' && path === '/v1/checkout/sessions')
        return {
          body: {
            id: 'cs_test_1',
            object: 'checkout.session',
            url: 'https://checkout.stripe.test/c/pay/cs_test_1',
          },
        };
      return undefined;
    });
    t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_API_BASE: stripe.base });
    admin = await newAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const premium = async () =>
    (await admin.call({ url: '/api/admin/pricing' }))
      .json<AdminPricing>()
      .plans.find((p) => p.id === 'premium')!;

  it('a new premium price creates a new Stripe Price and checkout sells it', async () => {
    expect((await admin.call({ url: '/api/admin/pricing' })).json().stripeConfigured).toBe(true);
    // No price id yet: the first new price gets a product of its own.
    const first = await admin.call({
      method: 'PUT',
      url: '/api/admin/pricing/plans/premium',
      payload: planBody(await premium(), { priceCents: 1099 }),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ priceCents: 1099, stripePriceId: 'price_new_1' });
    const created = stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/prices');
    expect(created).toHaveLength(1);
    expect(created[0]!.form.get('unit_amount')).toBe('1099');
    expect(created[0]!.form.get('currency')).toBe('usd');
    expect(created[0]!.form.get('recurring[interval]')).toBe('month');
    expect(created[0]!.form.get('product_data[name]')).toBe('Atelier Premium');

    // Then: a new price on the old price's product; the old one is never changed or deleted.
    const second = await admin.call({
      method: 'PUT',
      url: '/api/admin/pricing/plans/premium',
      payload: planBody(first.json<AdminPlan>(), { priceCents: 1299 }),
    });
    expect(second.json()).toMatchObject({ priceCents: 1299, stripePriceId: 'price_new_2' });
    const last = stripe.calls.filter((c) => c.method === 'POST' && c.path === '/v1/prices').at(-1)!;
    expect(last.form.get('product')).toBe('prod_atelier_premium');
    expect(last.form.get('unit_amount')).toBe('1299');
    expect(
      stripe.calls.some((c) => c.path.startsWith('/v1/prices/price_new_1') && c.method !== 'GET'),
    ).toBe(false);
    expect((await t.app.inject('/api/pricing')).json<Pricing>().plans[1]!.priceCents).toBe(1299);

    // Same price, other fields: no new Stripe price.
    const before = stripe.calls.length;
    const renamed = await admin.call({
      method: 'PUT',
      url: '/api/admin/pricing/plans/premium',
      payload: planBody(second.json<AdminPlan>(), { description: 'More of everything' }),
    });
    expect(renamed.json()).toMatchObject({ stripePriceId: 'price_new_2' });
    expect(stripe.calls.length).toBe(before);

    const user = await createUser(t.app, 'buyer');
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/upgrade/checkout',
      headers: user.headers,
      payload: { userId: user.id, priceId: 'premium' },
    });
    expect(checkout.statusCode).toBe(200);
    const session = stripe.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(session.form.get('line_items[0][price]')).toBe('price_new_2');
  });

  it('a Stripe failure changes nothing (502)', async () => {
    const plan = await premium();
    await stripe.close();
    const res = await admin.call({
      method: 'PUT',
      url: '/api/admin/pricing/plans/premium',
      payload: planBody(plan, { priceCents: 1499 }),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toMatch(/Stripe did not accept the new price/);
    expect(await premium()).toEqual(plan);
  });
});
