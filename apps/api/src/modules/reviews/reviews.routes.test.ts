import { REVIEW_TEXT, type AdminReviewList } from '@atelier/shared/schemas/reviews';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/admin';
import { products } from '../../db/schema/catalogue';
import { testimonials } from '../../db/schema/content';
import { artworks, visionBoards } from '../../db/schema/generation';
import { mailOutbox } from '../../db/schema/mail';
import { orderEvents, orders } from '../../db/schema/orders';
import { createTestApp, type TestApp } from '../../test/app';
import { newAdmin, type AdminClient } from '../admin/admin.test-helpers';
import { createUser, type TestUser } from '../generation/generation.test-helpers';
import { createArtwork } from '../prints/prints.test-helpers';
import { createWebDist, jsonLdOf } from '../web/web-dist.test-helpers';
import { REVIEW_MAIL_KIND, sendDueReviewRequests } from './review-request.job';
import { signReviewToken } from './review-token';

// Issue 27 point 6: a review request mailed once per delivered canvas / paid PNG after
// REVIEW_REQUEST_DAYS, a signed link (no sign-in) that takes one review, a moderation queue, and
// only approved reviews public (product rating, JSON-LD, testimonials).

const DAY = 24 * 60 * 60_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

let t: TestApp;
let admin: AdminClient;
let buyer: TestUser;
let productId: string;
const SLUG = 'review-portrait';

const sweep = () => sendDueReviewRequests({ db: t.app.db, log: t.app.log, config: t.app.config });

async function reviewMails(to: string) {
  return t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, REVIEW_MAIL_KIND)));
}

const tokenOf = (text: string) => /\/review\/(\S+)/.exec(text)?.[1];

/** An artwork of the product (its board names it; orders name only the artwork, as the shop's do). */
async function artworkOfProduct(user: TestUser) {
  const artwork = await createArtwork(t.app, user);
  await t.app.db
    .update(visionBoards)
    .set({ productId })
    .where(eq(visionBoards.id, artwork.visionBoardId));
  return artwork;
}

/** A PNG purchase paid `days` ago. */
async function paidPng(user: TestUser, days: number) {
  const artwork = await artworkOfProduct(user);
  const previewKey = `generated-artwork/${user.id}/${artwork.id}/preview.webp`;
  const image = await sharp({
    create: { width: 40, height: 50, channels: 3, background: '#d94f30' },
  })
    .webp()
    .toBuffer();
  await t.app.storage.put(previewKey, image, { contentType: 'image/webp' });
  await t.app.db.update(artworks).set({ previewKey }).where(eq(artworks.id, artwork.id));
  const [order] = await t.app.db
    .insert(orders)
    .values({
      userId: user.id,
      kind: 'png',
      status: 'paid',
      artworkId: artwork.id,
      visionBoardId: artwork.visionBoardId,
      amountCents: 999,
      currency: 'usd',
      paidAt: daysAgo(days),
    })
    .returning();
  return order!;
}

/** A canvas order delivered `days` ago (its timeline's delivered step). */
async function deliveredCanvas(user: TestUser, days: number) {
  const artwork = await artworkOfProduct(user);
  const [order] = await t.app.db
    .insert(orders)
    .values({
      userId: user.id,
      kind: 'canvas',
      status: 'delivered',
      artworkId: artwork.id,
      visionBoardId: artwork.visionBoardId,
      amountCents: 6400,
      currency: 'usd',
      paidAt: daysAgo(days + 10),
    })
    .returning();
  await t.app.db
    .insert(orderEvents)
    .values({ orderId: order!.id, status: 'delivered', createdAt: daysAgo(days) });
  return order!;
}

const review = {
  rating: 4,
  text: 'The canvas is beautiful and arrived safely.',
  displayName: 'Ruth M.',
  location: 'Springfield, IL',
  showArtwork: true,
};

const post = (token: string, payload: object = review) =>
  t.app.inject({ method: 'POST', url: `/api/reviews/${token}`, payload });

const productRating = async () =>
  (await t.app.inject(`/api/products/${SLUG}`)).json<{
    reviews: { average: number | null; count: number };
  }>().reviews;

let dist: ReturnType<typeof createWebDist>;

beforeAll(async () => {
  dist = createWebDist();
  t = await createTestApp({ REVIEW_REQUEST_DAYS: '7', WEB_DIST_DIR: dist.dir });
  admin = await newAdmin(t.app);
  buyer = await createUser(t.app, 'buyer');
  const [product] = await t.app.db
    .insert(products)
    .values({ slug: SLUG, title: 'Review Portrait', description: 'A portrait to review.' })
    .returning();
  productId = product!.id;
});
afterAll(async () => {
  await t?.close();
  dist?.remove();
});

describe('review requests', () => {
  it('mails one request per delivered canvas and paid PNG once the days passed, whoever runs the sweep', async () => {
    const canvas = await deliveredCanvas(buyer, 8);
    const png = await paidPng(buyer, 7.5);
    const recentCanvas = await deliveredCanvas(buyer, 2);
    const recentPng = await paidPng(buyer, 1);

    // Two instances sweeping at once, then a later run: still one mail per due order.
    const runs = await Promise.all([sweep(), sweep()]);
    expect(runs[0]! + runs[1]!).toBe(2);
    expect(await sweep()).toBe(0);

    const mails = await reviewMails(buyer.email);
    expect(mails).toHaveLength(2);
    const orderIds = mails.map((m) => tokenOf(m.text)!.split('.')[0]).sort();
    expect(orderIds).toEqual([canvas.id, png.id].sort());
    expect(orderIds).not.toContain(recentCanvas.id);
    expect(orderIds).not.toContain(recentPng.id);
    const canvasMail = mails.find((m) => m.text.includes(canvas.id))!;
    expect(canvasMail.subject).toBe('How do you like your canvas?');
    expect(canvasMail.text).toContain(`${t.app.config.publicUrl}/review/${canvas.id}.`);
    expect(canvasMail.text).toContain('The link is valid for 45 days.');
  });
});

describe('the signed review link', () => {
  let token: string;
  let orderId: string;

  beforeAll(async () => {
    const user = await createUser(t.app, 'linker');
    const order = await paidPng(user, 9);
    await sweep();
    const [mail] = await reviewMails(user.email);
    token = tokenOf(mail!.text)!;
    orderId = order.id;
  });

  it('shows what it reviews without sign-in', async () => {
    const res = await t.app.inject(`/api/reviews/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({ orderKind: 'png', productTitle: 'Review Portrait' });
  });

  it('refuses a forged token (another order, another expiry, another signature)', async () => {
    const [, exp, sig] = token.split('.');
    const other = await paidPng(buyer, 30);
    const forged = [
      `${other.id}.${exp}.${sig}`,
      `${orderId}.${Number(exp) + 86_400}.${sig}`,
      `${orderId}.${exp}.${sig!.slice(0, -2)}AA`,
      signReviewToken('not-the-secret', orderId, new Date(Date.now() + DAY)),
      'nonsense',
    ];
    for (const bad of forged) {
      const res = await post(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toBe(REVIEW_TEXT.invalidLink);
      expect((await t.app.inject(`/api/reviews/${bad}`)).statusCode).toBe(400);
    }
    expect((await reviewRowOf(orderId)).submittedAt).toBeNull();
  });

  it('refuses an expired token', async () => {
    const expired = signReviewToken(t.app.config.authSecret, orderId, new Date(Date.now() - 1000));
    const res = await post(expired);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.message).toBe(REVIEW_TEXT.expiredLink);
    expect((await reviewRowOf(orderId)).submittedAt).toBeNull();
  });

  it('refuses bad input with a message, then takes one review and refuses a second', async () => {
    const bad = await post(token, { ...review, rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose from 1 to 5 stars.');
    expect((await reviewRowOf(orderId)).submittedAt).toBeNull();

    const first = await post(token);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'pending' });

    const second = await post(token, {
      ...review,
      rating: 1,
      text: 'Trying to review twice here.',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(REVIEW_TEXT.alreadyReviewed);
    expect((await t.app.inject(`/api/reviews/${token}`)).statusCode).toBe(409);
    expect(await reviewRowOf(orderId)).toMatchObject({ rating: 4, text: review.text });
  });
});

async function reviewRowOf(orderId: string) {
  const { reviews } = await import('../../db/schema/reviews');
  const [row] = await t.app.db.select().from(reviews).where(eq(reviews.orderId, orderId));
  return row!;
}

describe('moderation', () => {
  it('keeps reviews private until the admin approves; approval makes a testimonial and the rating', async () => {
    const writer = await createUser(t.app, 'writer');
    const rejectMe = await createUser(t.app, 'rejected');
    await paidPng(writer, 10);
    await deliveredCanvas(rejectMe, 10);
    await sweep();
    const tokenFor = async (u: TestUser) => tokenOf((await reviewMails(u.email))[0]!.text)!;
    expect((await post(await tokenFor(writer), { ...review, rating: 5 })).statusCode).toBe(201);
    expect(
      (
        await post(await tokenFor(rejectMe), {
          ...review,
          rating: 1,
          text: 'Spam spam spam spam spam.',
          showArtwork: false,
        })
      ).statusCode,
    ).toBe(201);

    // Pending: nothing public (not in the rating, the JSON-LD or the testimonials).
    const before = await productRating();
    expect(before.count).toBe(0);
    expect(before.average).toBeNull();
    const pendingPage = await t.app.inject(`/products/${SLUG}`);
    expect(pendingPage.statusCode).toBe(200);
    const [pendingLd] = jsonLdOf(pendingPage.body);
    expect(pendingLd).toMatchObject({ '@type': 'Product', name: 'Review Portrait' });
    expect(pendingLd?.aggregateRating).toBeUndefined();
    expect((await t.app.inject('/api/testimonials')).body).not.toContain(review.text);

    // Only admins see and decide.
    expect(
      (await t.app.inject({ url: '/api/admin/reviews', headers: writer.headers })).statusCode,
    ).toBe(403);
    const queue = (await admin.send('GET', '/api/admin/reviews')).json<AdminReviewList>();
    const mine = queue.items.find((r) => r.rating === 5 && r.displayName === 'Ruth M.')!;
    const spam = queue.items.find((r) => r.text.startsWith('Spam'))!;
    expect(mine).toMatchObject({ status: 'pending', showArtwork: true, orderKind: 'png' });
    expect(queue.pendingCount).toBeGreaterThanOrEqual(2);
    const waiting = async () =>
      (await admin.send('GET', '/api/admin/dashboard')).json<{
        attention: { pendingReviews: { total: number } };
      }>().attention.pendingReviews.total;
    // The dashboard's "needs attention" counts the queue.
    expect(await waiting()).toBe(queue.pendingCount);

    const rejected = await admin.send('POST', `/api/admin/reviews/${spam.id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', testimonialId: null });
    expect((await admin.send('POST', `/api/admin/reviews/${spam.id}/approve`)).statusCode).toBe(
      409,
    );

    const approved = await admin.send('POST', `/api/admin/reviews/${mine.id}/approve`);
    expect(approved.statusCode).toBe(200);
    const { testimonialId } = approved.json<{ testimonialId: string }>();
    const [testimonial] = await t.app.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.id, testimonialId));
    expect(testimonial).toMatchObject({
      quote: review.text,
      name: 'Ruth M.',
      location: 'Springfield, IL',
      rating: 5,
      isActive: true,
      featured: false,
      productId,
    });
    // The buyer allowed the artwork: a public copy of its preview is the card's front.
    expect(testimonial!.artwork).toBe(`static-assets/testimonials/review-${mine.id}.webp`);
    expect((await t.app.inject(`/media/${testimonial!.artwork}`)).statusCode).toBe(200);
    expect((await t.app.inject('/api/testimonials')).body).toContain(review.text);
    expect((await t.app.inject('/api/testimonials')).body).not.toContain('Spam spam');

    // The approved review (and only it) counts: product answer and JSON-LD.
    expect(await productRating()).toEqual({ average: 5, count: 1 });
    expect(await waiting()).toBe(queue.pendingCount - 2);
    const page = await t.app.inject(`/products/${SLUG}`);
    expect(page.statusCode).toBe(200);
    const [ld] = jsonLdOf(page.body);
    expect(ld?.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: 5,
      reviewCount: 1,
    });

    // Audited (with the changed fields), and a second decision is refused.
    const swept = await admin.send('POST', '/api/admin/reviews/send-requests');
    expect(swept.statusCode).toBe(200);
    expect(swept.json()).toEqual({ requested: 0 });
    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.entity, 'reviews'));
    expect(entries.map((e) => e.action).sort()).toEqual(['approve', 'reject', 'send-requests']);
    const approval = entries.find((e) => e.action === 'approve')!;
    expect(approval.entityId).toBe(mine.id);
    expect(approval.after).toMatchObject({ status: 'approved', testimonialId });
    expect((await admin.send('POST', `/api/admin/reviews/${mine.id}/approve`)).statusCode).toBe(
      409,
    );
    expect(
      (await admin.send('POST', '/api/admin/reviews/00000000-0000-4000-8000-000000000000/approve'))
        .statusCode,
    ).toBe(404);
  });
});
