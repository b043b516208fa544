import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '@atelier/shared/schemas/account';
import type { UserProfile } from '@atelier/shared/schemas/auth';
import { accounts, sessions, users } from '../../db/schema/auth';
import { mailOutbox } from '../../db/schema/mail';
import { checkoutSessions, subscriptions } from '../../db/schema/payments';
import {
  artworks,
  favorites,
  uploadedImages,
  uploads,
  visionBoards,
} from '../../db/schema/generation';
import { orderEvents, orders } from '../../db/schema/orders';
import { createTestApp, type TestApp } from '../../test/app';
import { PASSWORD, bearer, signIn } from '../auth/auth.test-helpers';
import {
  insertArtwork,
  insertBoard,
  insertProduct,
  insertUpload,
  newShopper,
  type Shopper,
} from '../boards/shopper.test-fixtures';
import { cleanupUploads } from '../uploads/uploads-cleanup.job';
import { imageForm } from '../uploads/uploads.test-helpers';
import { jpeg } from '../uploads/uploads.test-images';
import { ACCOUNT_MESSAGES } from './account.service';

describe('account API: profile edits, data export, account deletion', () => {
  let t: TestApp;
  let nextIp = 20;

  const patch = (who: Shopper, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: who.headers,
      payload: payload as object,
    });
  const profileOf = (who: Shopper) =>
    t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: who.headers });
  const exportOf = (who: Shopper) =>
    t.app.inject({ method: 'GET', url: '/api/account/export', headers: who.headers });
  const remove = (who: Shopper, payload?: unknown) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: who.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** A real upload through POST /api/upload/image; answers {url, key}. */
  const uploadPhoto = async (who: Shopper) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: imageForm(await jpeg()),
      headers: who.headers,
      remoteAddress: `198.51.100.${nextIp++}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ url: string; key: string }>();
  };
  /** A board with an uploaded image, an artwork, an order with an event, and a favorite. */
  const fillAccount = async (who: Shopper) => {
    const product = await insertProduct(t.app);
    const board = await insertBoard(t.app, who.id, product.id);
    const upload = await insertUpload(t.app, who.id);
    await t.app.db
      .insert(uploadedImages)
      .values({ visionBoardId: board.id, filename: 'photo_0.jpg', key: upload.key });
    const artwork = await insertArtwork(t.app, { userId: who.id, visionBoardId: board.id });
    const [order] = await t.app.db
      .insert(orders)
      .values({
        userId: who.id,
        kind: 'artwork',
        status: 'ready',
        visionBoardId: board.id,
        productId: product.id,
        artworkId: artwork.id,
      })
      .returning();
    await t.app.db.insert(orderEvents).values({ orderId: order!.id, status: 'received' });
    await t.app.db.insert(favorites).values({ userId: who.id, artworkId: artwork.id });
    const stripeSubscriptionId = `sub_export_${who.id}`;
    const stripeSessionId = `cs_export_${who.id}`;
    await t.app.db.insert(subscriptions).values({
      userId: who.id,
      planId: 'premium',
      provider: 'stripe',
      stripeSubscriptionId,
      stripeCustomerId: `cus_export_${who.id}`,
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    });
    await t.app.db.insert(checkoutSessions).values({
      userId: who.id,
      planId: 'premium',
      provider: 'stripe',
      stripeSessionId,
      status: 'completed',
      completedAt: new Date(),
    });
    return { board, upload, artwork, order: order!, stripeSubscriptionId, stripeSessionId };
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('PATCH /api/profile', () => {
    it('changes the display name (trimmed) and the profile shows it', async () => {
      const ada = await newShopper(t.app, 'rename');
      const res = await patch(ada, { displayName: '  Ada King  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json<UserProfile>()).toMatchObject({ id: ada.id, displayName: 'Ada King' });
      expect((await profileOf(ada)).json<UserProfile>().displayName).toBe('Ada King');
    });

    it('refuses an empty or 81-character name and unknown fields, changing nothing', async () => {
      const ada = await newShopper(t.app, 'badname');
      for (const payload of [
        { displayName: '   ' },
        { displayName: 'x'.repeat(81) },
        { displayName: 'Eve', role: 'admin' },
        { isPremium: true },
      ]) {
        const res = await patch(ada, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_ERROR');
      }
      expect((await patch(ada, { displayName: 'x'.repeat(80) })).statusCode).toBe(200);
      expect((await profileOf(ada)).json()).toMatchObject({ role: 'user', isPremium: false });
    });

    it('sets the photo to one of my uploads; the profile answers a fresh signed URL that serves it', async () => {
      const ada = await newShopper(t.app, 'photo');
      const { key, url } = await uploadPhoto(ada);
      const res = await patch(ada, { photoKey: url });
      expect(res.statusCode).toBe(200);
      const photoURL = res.json<UserProfile>().photoURL;
      expect(photoURL).toMatch(/^\/api\/files\/user-uploads\/.+\?expires=\d+&signature=/);
      expect(photoURL).toContain(key);
      const [row] = await t.app.db.select().from(users).where(eq(users.id, ada.id));
      expect(row!.image).toBe(key);

      const fromProfile = (await profileOf(ada)).json<UserProfile>().photoURL;
      expect(fromProfile).toContain(key);
      const file = await t.app.inject({ method: 'GET', url: String(fromProfile) });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');

      expect((await patch(ada, { photoKey: null })).json<UserProfile>().photoURL).toBeNull();
    });

    it("refuses another user's upload (and a made-up key) as my photo with 400", async () => {
      const ada = await newShopper(t.app, 'thief');
      const eve = await newShopper(t.app, 'victim');
      const eves = await uploadPhoto(eve);
      for (const photoKey of [eves.key, eves.url, `user-uploads/${ada.id}/missing.jpg`]) {
        const res = await patch(ada, { photoKey });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: { code: 'INVALID_PHOTO', message: ACCOUNT_MESSAGES.PHOTO_NOT_YOURS },
        });
      }
      expect((await profileOf(ada)).json<UserProfile>().photoURL).toBeNull();
    });

    it('answers 401 without a token', async () => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        payload: { displayName: 'X' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  it('the profile carries the allowance renewal date: the 1st of next month (UTC) on the free plan', async () => {
    const ada = await newShopper(t.app, 'renewal');
    const now = new Date();
    const firstOfNext = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const body = (await profileOf(ada)).json<UserProfile>();
    // A run that straddles midnight on the last day of a month may see the next one.
    expect([
      firstOfNext.toISOString(),
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)).toISOString(),
    ]).toContain(body.allowanceRenewsAt);

    const renewsAt = new Date(Date.now() + 10 * 86_400_000);
    await t.app.db
      .update(users)
      .set({ isPremium: true, generationsLimit: 100, allowanceRenewsAt: renewsAt })
      .where(eq(users.id, ada.id));
    expect((await profileOf(ada)).json()).toMatchObject({
      isPremium: true,
      generationsLimit: 100,
      allowanceRenewsAt: renewsAt.toISOString(),
    });
  });

  it('keeps a profile photo through the old-uploads cleanup; an unused upload of the same age goes', async () => {
    const ada = await newShopper(t.app, 'keeper');
    const photo = await uploadPhoto(ada);
    const unused = await uploadPhoto(ada);
    expect((await patch(ada, { photoKey: photo.key })).statusCode).toBe(200);
    const later = new Date(Date.now() + (t.config.uploads.retentionDays + 1) * 86_400_000);
    await cleanupUploads(
      {
        db: t.app.db,
        storage: t.app.storage,
        log: t.app.log,
        retentionDays: t.config.uploads.retentionDays,
      },
      undefined,
      later,
    );
    expect(await t.app.storage.exists(photo.key)).toBe(true);
    expect(await t.app.storage.exists(unused.key)).toBe(false);
    expect((await profileOf(ada)).json<UserProfile>().photoURL).toContain(photo.key);
  });

  it('changes the password through better-auth: a wrong current one is refused; the right one ends other sessions and hands over a new token', async () => {
    const ada = await newShopper(t.app, 'password');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, ada.id));
    const other = await signIn(t.app, row!.email, PASSWORD);
    const otherToken = String(other.headers['set-auth-token']);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: ada.headers,
        payload: { currentPassword, newPassword: 'brand-new-pass', revokeOtherSessions: true },
      });

    const wrong = await change('not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_PASSWORD');
    expect((await signIn(t.app, row!.email, PASSWORD)).statusCode).toBe(200);

    const right = await change(PASSWORD);
    expect(right.statusCode).toBe(200);
    const fresh = String(right.headers['set-auth-token']);
    expect(fresh).toBeTruthy();
    expect((await profileOf(ada)).statusCode).toBe(401);
    expect((await profileOf({ ...ada, headers: bearer(otherToken) })).statusCode).toBe(401);
    expect((await profileOf({ ...ada, headers: bearer(fresh) })).statusCode).toBe(200);
    expect((await signIn(t.app, row!.email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await signIn(t.app, row!.email, PASSWORD)).json().error.code).toBe('WRONG_PASSWORD');
  });

  it('documents the three routes, with their bodies, in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(JSON.stringify(doc.paths['/api/profile'].patch.requestBody)).toContain('photoKey');
    expect(JSON.stringify(doc.paths['/api/profile'].patch.responses['200'])).toContain(
      'allowanceRenewsAt',
    );
    expect(JSON.stringify(doc.paths['/api/account/export'].get.responses['200'])).toContain(
      'visionBoards',
    );
    expect(JSON.stringify(doc.paths['/api/account'].delete.requestBody)).toContain('DELETE');
  });

  describe('GET /api/account/export', () => {
    it("downloads my data as a dated JSON attachment, with my board and nobody else's", async () => {
      const ada = await newShopper(t.app, 'exporter');
      const eve = await newShopper(t.app, 'other');
      const mine = await fillAccount(ada);
      const theirs = await fillAccount(eve);

      const dayBefore = new Date().toISOString().slice(0, 10);
      const res = await exportOf(ada);
      const dayAfter = new Date().toISOString().slice(0, 10);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(
        [dayBefore, dayAfter].map((d) => `attachment; filename="atelier-data-${d}.json"`),
      ).toContain(res.headers['content-disposition']);
      expect(res.headers['cache-control']).toBe('private, no-store');

      const data = res.json<AccountExport>();
      const [adaRow] = await t.app.db.select().from(users).where(eq(users.id, ada.id));
      expect(data.profile).toMatchObject({
        id: ada.id,
        email: adaRow!.email,
        displayName: 'Ada Lovelace',
      });
      expect(data.visionBoards).toEqual([
        expect.objectContaining({
          id: mine.board.id,
          items: 'name: Ada',
          images: [expect.objectContaining({ filename: 'photo_0.jpg', key: mine.upload.key })],
        }),
      ]);
      expect(data.artworks).toEqual([
        expect.objectContaining({ id: mine.artwork.id, status: 'succeeded' }),
      ]);
      expect(data.orders).toEqual([
        expect.objectContaining({
          id: mine.order.id,
          events: [expect.objectContaining({ status: 'received' })],
        }),
      ]);
      expect(data.favorites).toEqual([expect.objectContaining({ artworkId: mine.artwork.id })]);
      expect(data.uploads.map((u) => u.key)).toEqual([mine.upload.key]);
      expect(data.subscription).toMatchObject({
        planId: 'premium',
        provider: 'stripe',
        status: 'active',
        stripeSubscriptionId: mine.stripeSubscriptionId,
        cancelAtPeriodEnd: false,
      });
      expect(data.checkouts).toEqual([
        expect.objectContaining({
          stripeSessionId: mine.stripeSessionId,
          status: 'completed',
          provider: 'stripe',
        }),
      ]);

      const text = res.body;
      for (const foreign of [
        theirs.board.id,
        theirs.artwork.id,
        theirs.order.id,
        theirs.upload.key,
        theirs.stripeSubscriptionId,
        theirs.stripeSessionId,
        eve.id,
      ]) {
        expect(text).not.toContain(foreign);
      }
      // No secrets: neither the password hash nor any session token.
      const [account] = await t.app.db.select().from(accounts).where(eq(accounts.userId, ada.id));
      expect(account!.password).toBeTruthy();
      expect(text).not.toContain(account!.password!);
      const tokens = await t.app.db.select().from(sessions).where(eq(sessions.userId, ada.id));
      expect(tokens.length).toBeGreaterThan(0);
      for (const s of tokens) expect(text).not.toContain(s.token);
      expect(text).not.toContain(ada.token);
    });

    it('answers 401 without a token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(
        401,
      );
    });
  });

  describe('DELETE /api/account', () => {
    it('refuses a missing or wrong confirmation with 400 and deletes nothing', async () => {
      const ada = await newShopper(t.app, 'careful');
      for (const payload of [
        undefined,
        {},
        { confirm: 'delete' },
        { confirm: 'DELETE', extra: 1 },
      ]) {
        const res = await remove(ada, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toEqual(expect.any(String));
      }
      expect((await profileOf(ada)).statusCode).toBe(200);
    });

    it("removes my stored files and rows, ends my sessions, and leaves another user's data alone", async () => {
      const ada = await newShopper(t.app, 'leaver');
      const eve = await newShopper(t.app, 'stayer');
      const adaRow = (await t.app.db.select().from(users).where(eq(users.id, ada.id)))[0]!;
      // A real upload through the API, used as the profile photo too.
      const photo = await uploadPhoto(ada);
      expect((await patch(ada, { photoKey: photo.key })).statusCode).toBe(200);
      const mine = await fillAccount(ada);
      // A generated file under the user's artwork prefix that no row names.
      const stray = `generated-artwork/${ada.id}/x/preview.webp`;
      await t.app.storage.put(stray, Buffer.from('RIFF'), { contentType: 'image/webp' });
      const theirs = await fillAccount(eve);
      const eveUpload = await uploadPhoto(eve);

      // A password-reset mail (with its link) waits in the outbox for Ada.
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: adaRow.email },
      });
      expect(reset.statusCode).toBe(200);
      const outbox = () =>
        t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, adaRow.email));
      expect(await outbox()).toHaveLength(1);

      // Files made for prints and downloads: a paid canvas order's print file, the artwork's
      // canvas mockup and its full-resolution PNG.
      const printFile = `print-files/${randomUUID()}/print-12x16in.jpg`;
      const [canvas] = await t.app.db
        .insert(orders)
        .values({
          userId: ada.id,
          kind: 'canvas',
          status: 'paid',
          artworkId: mine.artwork.id,
          printFileStatus: 'ready',
          printFileKey: printFile,
        })
        .returning();
      expect(canvas).toBeDefined();
      const mockup = `mockups/${mine.artwork.id}/12x16-mirror-v1.jpg`;
      const download = `downloads/${mine.artwork.id}/full-v1.png`;
      for (const key of [printFile, mockup, download]) {
        await t.app.storage.put(key, Buffer.from('x'), { contentType: 'image/jpeg' });
      }

      const myKeys = [
        photo.key,
        mine.upload.key,
        mine.artwork.previewKey!,
        stray,
        printFile,
        mockup,
        download,
      ];
      for (const key of myKeys) expect(await t.app.storage.exists(key)).toBe(true);

      const res = await remove(ada, { confirm: 'DELETE' });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');

      for (const key of myKeys) expect(await t.app.storage.exists(key)).toBe(false);
      expect(await t.app.storage.list(`user-uploads/${ada.id}/`)).toEqual([]);
      expect(await t.app.storage.list(`generated-artwork/${ada.id}/`)).toEqual([]);

      expect((await profileOf(ada)).statusCode).toBe(401);
      expect((await exportOf(ada)).statusCode).toBe(401);
      const gone = async <T>(rows: Promise<T[]>) => expect(await rows).toHaveLength(0);
      await gone(t.app.db.select().from(users).where(eq(users.id, ada.id)));
      await gone(t.app.db.select().from(sessions).where(eq(sessions.userId, ada.id)));
      await gone(t.app.db.select().from(accounts).where(eq(accounts.userId, ada.id)));
      await gone(t.app.db.select().from(visionBoards).where(eq(visionBoards.userId, ada.id)));
      await gone(t.app.db.select().from(artworks).where(eq(artworks.userId, ada.id)));
      await gone(t.app.db.select().from(orders).where(eq(orders.userId, ada.id)));
      await gone(t.app.db.select().from(favorites).where(eq(favorites.userId, ada.id)));
      await gone(t.app.db.select().from(uploads).where(eq(uploads.userId, ada.id)));
      await gone(outbox());
      expect((await signIn(t.app, adaRow.email, PASSWORD)).json().error.code).toBe(
        'USER_NOT_FOUND',
      );

      // Eve keeps everything.
      for (const key of [theirs.upload.key, theirs.artwork.previewKey!, eveUpload.key]) {
        expect(await t.app.storage.exists(key)).toBe(true);
      }
      expect((await profileOf(eve)).statusCode).toBe(200);
      const eveData = (await exportOf(eve)).json<AccountExport>();
      expect(eveData.visionBoards.map((b) => b.id)).toEqual([theirs.board.id]);
      expect(eveData.orders.map((o) => o.id)).toEqual([theirs.order.id]);
      expect(eveData.favorites.map((f) => f.artworkId)).toEqual([theirs.artwork.id]);
      expect(eveData.uploads.map((u) => u.key).sort()).toEqual(
        [theirs.upload.key, eveUpload.key].sort(),
      );
    });
  });
});
