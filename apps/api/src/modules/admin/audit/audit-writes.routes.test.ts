import type {
  AdminCategory,
  AdminGalleryItem,
  AdminImage,
  AdminTestimonial,
} from '@atelier/shared/schemas/admin-content';
import type {
  AdminCanvasSize,
  AdminPlan,
  AdminPricing,
  AdminShippingRate,
} from '@atelier/shared/schemas/admin-pricing';
import type {
  BlueprintDetail,
  BlueprintList,
  BlueprintVersion,
} from '@atelier/shared/schemas/admin-blueprints';
import type { AdminProduct } from '@atelier/shared/schemas/admin-products';
import type { AdminSettings } from '@atelier/shared/schemas/admin-settings';
import { desc, eq, sql } from 'drizzle-orm';
import type * as FastifyModule from 'fastify';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, type AuditEntry } from '../../../db/schema/admin';
import { products } from '../../../db/schema/catalogue';
import { createTestApp, type TestApp } from '../../../test/app';
import { insertArtwork, insertBoard } from '../../boards/shopper.test-fixtures';
import { createUser } from '../../generation/generation.test-helpers';
import {
  fakePayments,
  insertCanvasOrder,
  markPaid,
  orderRow,
  setUpCatalogue,
} from '../../prints/prints.test-helpers';
import { transitionOrder } from '../../orders/order-lifecycle';
import { imageForm } from '../../uploads/uploads.test-helpers';
import { png } from '../../uploads/uploads.test-images';
import { newAdmin, type AdminClient } from '../admin.test-helpers';
import { productBody, updateBody } from '../products/admin-products.test-helpers';

// Every admin write leaves exactly one audit entry (who, action, entity,
// row, the changed fields before and after, IP), written in the write's own transaction; a
// refused write leaves none and changes nothing. The route table is read as the app builds it
// (as admin.guard.test.ts does), so a write route nobody exercises here fails the walk.

const routes = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof FastifyModule>();
  const create = ((options?: Parameters<typeof mod.default>[0]) => {
    const app = mod.default(options);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    return app;
  }) as typeof mod.default;
  return { ...mod, default: create };
});

/**
 * Write routes whose own tests read their audit entries (admin-users, admin-generations,
 * admin-messages, admin-outbox, reviews, and the orders' bulk action in admin-orders-list). Each must
 * name the test that reads the log; a route nobody checks belongs in the walk below.
 */
const COVERED_ELSEWHERE: RegExp[] = [
  /^\/api\/admin\/users(\/|$)/,
  /^\/api\/admin\/generations(\/|$)/,
  /^\/api\/admin\/messages(\/|$)/,
  /^\/api\/admin\/outbox(\/|$)/,
  /^\/api\/admin\/orders\/bulk/,
  // Saved variants, test runs, regression runs, replays, the photo library and test-run prices
  // (decision 026): their entries are checked in admin/variants/*.test.ts.
  /^\/api\/admin\/saved-variants(\/|$)/,
  /^\/api\/admin\/sample-photos(\/|$)/,
  /^\/api\/admin\/test-run-prices$/,
  /^\/api\/admin\/artworks\/:id\/replay$/,
  /^\/api\/admin\/blueprints\/:id\/(test-runs|regression-runs)$/,
  // The traffic split: its entries (before and after) in admin-blueprints.figures.test.ts.
  /^\/api\/admin\/blueprints\/:id\/split$/,
  // Review moderation (approve, reject) and the review-request sweep: reviews.routes.test.ts.
  /^\/api\/admin\/reviews(\/|$)/,
  // Resolving a problem report (reprint, refund, answer): orders/problem-reports.test.ts checks
  // its one entry.
  /^\/api\/admin\/problem-reports\/:id\/resolve$/,
];

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Expected = {
  entity: string;
  action: string;
  entityId: string | null;
  /** toMatchObject on the entry's before / after (null: exactly null). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

describe('every admin write leaves exactly one audit entry', () => {
  let t: TestApp;
  let admin: AdminClient;
  const exercised = new Set<string>();

  const count = async () =>
    (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
  const newest = async (): Promise<AuditEntry> =>
    (await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

  /** Runs one write of `route`, checks its status and its single entry; answers the response. */
  async function audited(
    route: string,
    status: number,
    run: () => Promise<LightMyRequestResponse>,
    expected: (res: LightMyRequestResponse) => Expected,
  ) {
    exercised.add(route);
    const n = await count();
    const res = await run();
    expect(res.statusCode, `${route}: ${res.body}`).toBe(status);
    expect(await count(), `${route} leaves exactly one entry`).toBe(n + 1);
    const entry = await newest();
    const want = expected(res);
    expect(entry, route).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      entity: want.entity,
      action: want.action,
      entityId: want.entityId,
      route,
      ip: '127.0.0.1',
    });
    for (const side of ['before', 'after'] as const) {
      if (want[side] === null) expect(entry[side], `${route} ${side}`).toBeNull();
      else expect(entry[side], `${route} ${side}`).toMatchObject(want[side]);
    }
    return res;
  }

  /** A refused write: its status, no entry, and `unchanged` still holds. */
  async function refused(
    run: () => Promise<LightMyRequestResponse>,
    status: number,
    unchanged: () => Promise<void>,
  ) {
    const n = await count();
    const res = await run();
    expect(res.statusCode, res.body).toBe(status);
    expect(await count()).toBe(n);
    await unchanged();
  }

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true', AUTH_RATE_LIMIT_MAX: '1000' });
    admin = await newAdmin(t.app, 'audit-walk');
  });
  afterAll(() => t.close());

  it('products: create, edit, archive, restore, duplicate, delete — and a stale edit leaves nothing', async () => {
    const created = await audited(
      'POST /api/admin/products',
      201,
      () => admin.send('POST', '/api/admin/products', productBody({ title: 'Audit Portrait' })),
      (res) => ({
        entity: 'products',
        action: 'create',
        entityId: res.json<AdminProduct>().id,
        before: null,
        after: { id: res.json<AdminProduct>().id, title: 'Audit Portrait', status: 'draft' },
      }),
    );
    const product = created.json<AdminProduct>();

    const edited = await audited(
      'PUT /api/admin/products/:id',
      200,
      () =>
        admin.send(
          'PUT',
          `/api/admin/products/${product.id}`,
          updateBody(product, { title: 'Moonlit Portrait' }),
        ),
      () => ({
        entity: 'products',
        action: 'update',
        entityId: product.id,
        before: { title: 'Audit Portrait' },
        after: { title: 'Moonlit Portrait' },
      }),
    );
    const entry = await newest();
    expect(Object.keys(entry.before!)).not.toContain('slug'); // unchanged fields stay out
    expect(Object.keys(entry.before!)).not.toContain('id');

    // A stale version: 409, the row and the log as they were (rollback).
    await refused(
      () =>
        admin.send(
          'PUT',
          `/api/admin/products/${product.id}`,
          updateBody(product, { title: 'Overwritten' }),
        ),
      409,
      async () => {
        const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
        expect(row!.title).toBe('Moonlit Portrait');
      },
    );
    // A bad body (400) and an unknown row (404): nothing either.
    await refused(
      () => admin.send('POST', '/api/admin/products', { title: '' }),
      400,
      async () => {},
    );
    await refused(
      () =>
        admin.send('POST', `/api/admin/products/6f1c1b8e-0000-4000-8000-000000000000/archive`, {
          updatedAt: edited.json<AdminProduct>().updatedAt,
        }),
      404,
      async () => {},
    );

    const archived = await audited(
      'POST /api/admin/products/:id/archive',
      200,
      () =>
        admin.send('POST', `/api/admin/products/${product.id}/archive`, {
          updatedAt: edited.json<AdminProduct>().updatedAt,
        }),
      () => ({
        entity: 'products',
        action: 'archive',
        entityId: product.id,
        before: { status: 'draft' },
        after: { status: 'archived' },
      }),
    );
    const restored = await audited(
      'POST /api/admin/products/:id/restore',
      200,
      () =>
        admin.send('POST', `/api/admin/products/${product.id}/restore`, {
          updatedAt: archived.json<AdminProduct>().updatedAt,
        }),
      () => ({
        entity: 'products',
        action: 'restore',
        entityId: product.id,
        before: { status: 'archived' },
        after: { status: 'draft' },
      }),
    );
    expect(restored.json<AdminProduct>().status).toBe('draft');
    const activated = await audited(
      'POST /api/admin/products/:id/activate',
      200,
      () =>
        admin.send('POST', `/api/admin/products/${product.id}/activate`, {
          updatedAt: restored.json<AdminProduct>().updatedAt,
        }),
      () => ({
        entity: 'products',
        action: 'activate',
        entityId: product.id,
        before: { status: 'draft' },
        after: { status: 'active' },
      }),
    );
    await audited(
      'POST /api/admin/products/:id/deactivate',
      200,
      () =>
        admin.send('POST', `/api/admin/products/${product.id}/deactivate`, {
          updatedAt: activated.json<AdminProduct>().updatedAt,
        }),
      () => ({
        entity: 'products',
        action: 'deactivate',
        entityId: product.id,
        before: { status: 'active' },
        after: { status: 'draft' },
      }),
    );

    const copy = await audited(
      'POST /api/admin/products/:id/duplicate',
      201,
      () => admin.call({ method: 'POST', url: `/api/admin/products/${product.id}/duplicate` }),
      (res) => ({
        entity: 'products',
        action: 'duplicate',
        entityId: res.json<AdminProduct>().id,
        before: null,
        after: { id: res.json<AdminProduct>().id, slug: `${product.slug}-copy` },
      }),
    );
    const dup = copy.json<AdminProduct>();
    expect(dup.id).not.toBe(product.id);

    await audited(
      'DELETE /api/admin/products/:id',
      204,
      () =>
        admin.call({
          method: 'DELETE',
          url: `/api/admin/products/${dup.id}?updatedAt=${encodeURIComponent(dup.updatedAt)}`,
        }),
      () => ({
        entity: 'products',
        action: 'delete',
        entityId: dup.id,
        before: { id: dup.id, slug: `${product.slug}-copy` },
        after: null,
      }),
    );
  });

  it('blueprints: a saved version (the body as after), a live move (from and to); a refused save leaves nothing', async () => {
    const list = await admin.send('GET', '/api/admin/blueprints');
    const item = list.json<BlueprintList>().items[0]!;
    const before = await admin.send('GET', `/api/admin/blueprints/${item.id}`);
    const live = before.json<BlueprintDetail>().live;
    const {
      id: _id,
      version: _v,
      changeNote: _n,
      author: _a,
      createdAt: _c,
      isLive: _l,
      ...rest
    } = live;
    const { blueprintId: _b, kind: _k, ...draft } = rest;
    const saved = await audited(
      'POST /api/admin/blueprints/:id/versions',
      201,
      () =>
        admin.send('POST', `/api/admin/blueprints/${item.id}/versions`, {
          draft: { ...draft, provider: 'local' },
          changeNote: 'Audited save',
        }),
      () => ({
        entity: 'blueprints',
        action: 'save-version',
        entityId: item.id,
        before: {},
        after: { changeNote: 'Audited save' },
      }),
    );
    const version = saved.json<BlueprintVersion>();
    await refused(
      () =>
        admin.send('POST', `/api/admin/blueprints/${item.id}/versions`, {
          draft: { ...draft, provider: 'local', promptTemplate: '{{no_such_field}}' },
          changeNote: 'Refused',
        }),
      400,
      async () => {
        const again = await admin.send('GET', `/api/admin/blueprints/${item.id}`);
        expect(again.json<BlueprintDetail>().versions[0]!.id).toBe(version.id);
      },
    );
    await audited(
      'POST /api/admin/blueprints/:id/live',
      200,
      () =>
        admin.send('POST', `/api/admin/blueprints/${item.id}/live`, {
          versionId: version.id,
          expectedLiveVersionId: live.id,
        }),
      () => ({
        entity: 'blueprints',
        action: 'make-live',
        entityId: item.id,
        before: { liveVersionId: live.id },
        after: { liveVersionId: version.id },
      }),
    );
  });

  it('categories: create, edit, reorder (the body as after), delete', async () => {
    const created = await audited(
      'POST /api/admin/categories',
      201,
      () => admin.send('POST', '/api/admin/categories', { name: 'Audit Pets' }),
      (res) => ({
        entity: 'categories',
        action: 'create',
        entityId: res.json<AdminCategory>().id,
        before: null,
        after: { name: 'Audit Pets', slug: 'audit-pets' },
      }),
    );
    const cat = created.json<AdminCategory>();
    const edited = await audited(
      'PUT /api/admin/categories/:id',
      200,
      () =>
        admin.send('PUT', `/api/admin/categories/${cat.id}`, {
          name: 'Audit Animals',
          slug: 'audit-pets',
          updatedAt: cat.updatedAt,
        }),
      () => ({
        entity: 'categories',
        action: 'update',
        entityId: cat.id,
        before: { name: 'Audit Pets' },
        after: { name: 'Audit Animals' },
      }),
    );
    const list = (await admin.call({ url: '/api/admin/categories?sort=sortOrder' })).json<{
      items: AdminCategory[];
    }>();
    const ids = list.items.map((c) => c.id).reverse();
    await audited(
      'POST /api/admin/categories/reorder',
      200,
      () => admin.send('POST', '/api/admin/categories/reorder', { ids }),
      () => ({
        entity: 'categories',
        action: 'reorder',
        entityId: null,
        before: null,
        after: { ids },
      }),
    );
    const current = (
      await admin.call({ url: `/api/admin/categories/${cat.id}` })
    ).json<AdminCategory>();
    expect(edited.statusCode).toBe(200);
    await audited(
      'DELETE /api/admin/categories/:id',
      204,
      () =>
        admin.call({
          method: 'DELETE',
          url: `/api/admin/categories/${cat.id}?updatedAt=${encodeURIComponent(current.updatedAt)}`,
        }),
      () => ({
        entity: 'categories',
        action: 'delete',
        entityId: cat.id,
        before: { id: cat.id, name: 'Audit Animals' },
        after: null,
      }),
    );
  });

  for (const area of [
    {
      path: 'gallery',
      create: { title: 'Audit Piece', imageUrl: 'https://cdn.example.com/a.webp' },
      edit: (i: AdminGalleryItem) => ({ title: 'Audit Piece 2', imageUrl: i.imageUrl }),
      field: 'title',
      toggle: { isActive: false },
      toggled: 'isActive',
    },
    {
      path: 'testimonials',
      create: { quote: 'Audited work.', name: 'Ann Audit', rating: 4 },
      edit: () => ({ quote: 'Audited work!', name: 'Ann Audit', rating: 5 }),
      field: 'quote',
      toggle: { featured: true },
      toggled: 'featured',
    },
  ]) {
    it(`${area.path}: create, edit, toggle, reorder, delete`, async () => {
      type Item = AdminGalleryItem & AdminTestimonial;
      const base = `/api/admin/${area.path}`;
      const created = await audited(
        `POST ${base}`,
        201,
        () => admin.send('POST', base, area.create),
        (res) => ({
          entity: area.path,
          action: 'create',
          entityId: res.json<Item>().id,
          before: null,
          after: { id: res.json<Item>().id },
        }),
      );
      const item = created.json<Item>();
      const put = await audited(
        `PUT ${base}/:id`,
        200,
        () =>
          admin.send('PUT', `${base}/${item.id}`, {
            ...area.edit(item),
            updatedAt: item.updatedAt,
          }),
        (res) => ({
          entity: area.path,
          action: 'update',
          entityId: item.id,
          before: { [area.field]: (item as Record<string, unknown>)[area.field] },
          after: { [area.field]: (res.json<Item>() as Record<string, unknown>)[area.field] },
        }),
      );
      const edited = put.json<Item>();
      const patched = await audited(
        `PATCH ${base}/:id`,
        200,
        () =>
          admin.send('PATCH', `${base}/${item.id}`, {
            ...area.toggle,
            updatedAt: edited.updatedAt,
          }),
        () => ({
          entity: area.path,
          action: 'update',
          entityId: item.id,
          before: { [area.toggled]: !Object.values(area.toggle)[0] },
          after: area.toggle,
        }),
      );
      const list = (await admin.call({ url: `${base}?pageSize=100` })).json<{ items: Item[] }>();
      const ids = list.items.map((i) => i.id).reverse();
      await audited(
        `POST ${base}/reorder`,
        204,
        () => admin.send('POST', `${base}/reorder`, { ids }),
        () => ({
          entity: area.path,
          action: 'reorder',
          entityId: null,
          before: null,
          after: { ids },
        }),
      );
      const now = (await admin.call({ url: `${base}/${item.id}` })).json<Item>();
      expect(patched.statusCode).toBe(200);
      await audited(
        `DELETE ${base}/:id`,
        204,
        () =>
          admin.call({
            method: 'DELETE',
            url: `${base}/${item.id}?updatedAt=${encodeURIComponent(now.updatedAt)}`,
          }),
        () => ({
          entity: area.path,
          action: 'delete',
          entityId: item.id,
          before: { id: item.id },
          after: null,
        }),
      );
    });
  }

  it('pricing: a plan, a canvas size, a shipping rate and the PNG price', async () => {
    const pricing = async () =>
      (await admin.call({ url: '/api/admin/pricing' })).json<AdminPricing>();
    const free = (await pricing()).plans.find((p) => p.id === 'free')!;
    const planBody = (p: AdminPlan) => ({
      name: p.name,
      description: p.description,
      priceCents: p.priceCents,
      generationsPerMonth: p.generationsPerMonth + 2,
      features: p.features,
      isActive: p.isActive,
      updatedAt: p.updatedAt,
    });
    await audited(
      'PUT /api/admin/pricing/plans/:id',
      200,
      () => admin.send('PUT', '/api/admin/pricing/plans/free', planBody(free)),
      () => ({
        entity: 'pricing/plans',
        action: 'update',
        entityId: 'free',
        before: { generationsPerMonth: free.generationsPerMonth },
        after: { generationsPerMonth: free.generationsPerMonth + 2 },
      }),
    );

    const sizes = '/api/admin/pricing/canvas-sizes';
    const created = await audited(
      `POST ${sizes}`,
      201,
      () =>
        admin.send('POST', sizes, {
          label: 'Audit 9×9',
          widthInches: 9,
          heightInches: 9,
          priceCents: 3900,
        }),
      (res) => ({
        entity: 'pricing/canvas-sizes',
        action: 'create',
        entityId: res.json<AdminCanvasSize>().id,
        before: null,
        after: { label: 'Audit 9×9', priceCents: 3900 },
      }),
    );
    const size = created.json<AdminCanvasSize>();
    const { id: _id, updatedAt, ...sizeValues } = size as AdminCanvasSize & Record<string, unknown>;
    const sizeBody = {
      label: sizeValues.label,
      widthInches: sizeValues.widthInches,
      heightInches: sizeValues.heightInches,
      isActive: sizeValues.isActive,
      sortOrder: sizeValues.sortOrder,
    };
    const put = await audited(
      `PUT ${sizes}/:id`,
      200,
      () => admin.send('PUT', `${sizes}/${size.id}`, { ...sizeBody, priceCents: 4100, updatedAt }),
      () => ({
        entity: 'pricing/canvas-sizes',
        action: 'update',
        entityId: size.id,
        before: { priceCents: 3900 },
        after: { priceCents: 4100 },
      }),
    );
    await refused(
      () => admin.send('PUT', `${sizes}/${size.id}`, { ...sizeBody, priceCents: 1, updatedAt }),
      409,
      async () => {
        expect((await pricing()).canvasSizes.find((s) => s.id === size.id)!.priceCents).toBe(4100);
      },
    );
    await audited(
      `DELETE ${sizes}/:id`,
      204,
      () =>
        admin.call({
          method: 'DELETE',
          url: `${sizes}/${size.id}?updatedAt=${encodeURIComponent(put.json<AdminCanvasSize>().updatedAt)}`,
        }),
      () => ({
        entity: 'pricing/canvas-sizes',
        action: 'delete',
        entityId: size.id,
        before: { id: size.id, label: 'Audit 9×9' },
        after: null,
      }),
    );

    const rates = '/api/admin/pricing/shipping-rates';
    const rate = (
      await audited(
        `POST ${rates}`,
        201,
        () => admin.send('POST', rates, { destination: 'DE', label: 'Germany', priceCents: 1599 }),
        (res) => ({
          entity: 'pricing/shipping-rates',
          action: 'create',
          entityId: res.json<AdminShippingRate>().id,
          before: null,
          after: { destination: 'DE', priceCents: 1599 },
        }),
      )
    ).json<AdminShippingRate>();
    const rate2 = (
      await audited(
        `PUT ${rates}/:id`,
        200,
        () =>
          admin.send('PUT', `${rates}/${rate.id}`, {
            destination: 'DE',
            label: 'Deutschland',
            priceCents: 1599,
            minDays: 4,
            maxDays: 9,
            updatedAt: rate.updatedAt,
          }),
        () => ({
          entity: 'pricing/shipping-rates',
          action: 'update',
          entityId: rate.id,
          // A new rate without days gets 3–7; the edit's days are recorded with the label.
          before: { label: 'Germany', minDays: 3, maxDays: 7 },
          after: { label: 'Deutschland', minDays: 4, maxDays: 9 },
        }),
      )
    ).json<AdminShippingRate>();
    await audited(
      `DELETE ${rates}/:id`,
      204,
      () =>
        admin.call({
          method: 'DELETE',
          url: `${rates}/${rate.id}?updatedAt=${encodeURIComponent(rate2.updatedAt)}`,
        }),
      () => ({
        entity: 'pricing/shipping-rates',
        action: 'delete',
        entityId: rate.id,
        before: { destination: 'DE' },
        after: null,
      }),
    );

    const pngPrice = (await pricing()).pngDownload;
    await audited(
      'PUT /api/admin/pricing/png-download',
      200,
      () =>
        admin.send('PUT', '/api/admin/pricing/png-download', {
          priceCents: 599,
          updatedAt: pngPrice.updatedAt,
        }),
      () => ({
        entity: 'pricing/png-download',
        action: 'update',
        entityId: null,
        before: {},
        after: {},
      }),
    );
    const entry = await newest();
    expect(JSON.stringify(entry.before)).toContain(String(pngPrice.priceCents));
    expect(JSON.stringify(entry.after)).toContain('599');
  });

  it('settings: the changed setting before and after', async () => {
    const s = (await admin.call({ url: '/api/admin/settings' })).json<AdminSettings>();
    const { updatedAt, ...values } = s;
    const changed = { ...values, guarantee: { ...values.guarantee, days: 45 }, updatedAt };
    await audited(
      'PUT /api/admin/settings',
      200,
      () => admin.send('PUT', '/api/admin/settings', changed),
      () => ({ entity: 'settings', action: 'update', entityId: null, before: {}, after: {} }),
    );
    const entry = await newest();
    expect(JSON.stringify(entry.before)).toMatch(/"days":30/);
    expect(JSON.stringify(entry.after)).toMatch(/"days":45/);
    // Only what changed: a second save that changes the guarantee alone records it alone.
    const saved = (await admin.call({ url: '/api/admin/settings' })).json<AdminSettings>();
    const { updatedAt: version, ...now } = saved;
    await audited(
      'PUT /api/admin/settings',
      200,
      () =>
        admin.send('PUT', '/api/admin/settings', {
          ...now,
          guarantee: { ...now.guarantee, days: 60 },
          updatedAt: version,
        }),
      () => ({
        entity: 'settings',
        action: 'update',
        entityId: null,
        before: { guarantee: { days: 45 } },
        after: { guarantee: { days: 60 } },
      }),
    );
    const second = await newest();
    expect(Object.keys(second.before!)).toEqual(['guarantee']);
    expect(Object.keys(second.after!)).toEqual(['guarantee']);
    // A stale save: 409, nothing.
    await refused(
      () => admin.send('PUT', '/api/admin/settings', { ...changed, guarantee: s.guarantee }),
      409,
      async () => {
        const after = (await admin.call({ url: '/api/admin/settings' })).json<AdminSettings>();
        expect(after.guarantee.days).toBe(60);
      },
    );
  });

  it('images: an upload is recorded under its key', async () => {
    const image = await png(120, 80);
    await audited(
      'POST /api/admin/images',
      201,
      () =>
        admin.call({
          method: 'POST',
          url: '/api/admin/images',
          payload: imageForm(image, { filename: 'audit.png', type: 'image/png' }),
        }),
      (res) => ({
        entity: 'images',
        action: 'create',
        entityId: res.json<AdminImage>().key,
        before: null,
        after: { key: res.json<AdminImage>().key, width: 120 },
      }),
    );
  });

  it('orders: an action on a real order records the action and the status change; a note records the note', async () => {
    fakePayments(t.app);
    const ada = await createUser(t.app, 'audit-ada');
    const size = (await setUpCatalogue(t.app)).medium;
    const board = await insertBoard(t.app, ada.id, null);
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: board.id });
    const order = await insertCanvasOrder(
      t.app,
      { userId: ada.id, artworkId: art.id, visionBoardId: board.id },
      size,
    );
    await markPaid(t.app, order.id, 'manual');
    // Not allowed from paid (409): nothing; production waits for the shopper's proof approval.
    for (const action of ['delivered', 'in_production']) {
      await refused(
        () => admin.send('POST', `/api/admin/orders/${order.id}/actions`, { action }),
        409,
        async () => expect((await orderRow(t.app, order.id)).status).toBe('paid'),
      );
    }
    // The shopper asked for a change to the proof: the shop sends it again (one entry).
    const move = (to: 'awaiting_approval' | 'changes_requested', actor: 'system' | 'shopper') =>
      t.app.db.transaction((tx) =>
        transitionOrder(tx, { orderId: order.id, to, actor, publicUrl: t.app.config.publicUrl }),
      );
    await move('awaiting_approval', 'system');
    await move('changes_requested', 'shopper');
    await audited(
      'POST /api/admin/orders/:id/actions',
      200,
      () =>
        admin.send('POST', `/api/admin/orders/${order.id}/actions`, { action: 'reissue_proof' }),
      () => ({
        entity: 'orders',
        action: 'reissue_proof',
        entityId: order.id,
        before: { status: 'changes_requested' },
        after: { status: 'awaiting_approval' },
      }),
    );
    await t.app.db.transaction((tx) =>
      transitionOrder(tx, {
        orderId: order.id,
        to: 'approved',
        actor: 'shopper',
        publicUrl: t.app.config.publicUrl,
      }),
    );
    await audited(
      'POST /api/admin/orders/:id/actions',
      200,
      () =>
        admin.send('POST', `/api/admin/orders/${order.id}/actions`, { action: 'in_production' }),
      () => ({
        entity: 'orders',
        action: 'in_production',
        entityId: order.id,
        before: { status: 'approved' },
        after: { status: 'in_production' },
      }),
    );

    // An internal note: one entry on the order with the note as asked; an empty one (400) none.
    await refused(
      () => admin.send('POST', `/api/admin/orders/${order.id}/notes`, { body: '  ' }),
      400,
      async () => {
        const detail = await admin.call({ url: `/api/admin/orders/${order.id}` });
        expect(detail.json<{ notes: unknown[] }>().notes).toEqual([]);
      },
    );
    await audited(
      'POST /api/admin/orders/:id/notes',
      201,
      () =>
        admin.send('POST', `/api/admin/orders/${order.id}/notes`, {
          body: 'Customer asked for gift wrap',
        }),
      () => ({
        entity: 'orders/notes',
        action: 'create',
        entityId: order.id,
        before: null,
        after: { body: 'Customer asked for gift wrap' },
      }),
    );
  });

  it('exercises every admin write route (except the listed new areas, tested in their own files)', () => {
    // A write-shaped read (an export of selected rows) is marked readOnly: no entry by design.
    const readOnly = (r: RouteOptions) =>
      (r.config as { audit?: { readOnly?: boolean } } | undefined)?.audit?.readOnly === true;
    const writes = new Set(
      routes
        .filter((r) => r.url.startsWith('/api/admin') && !readOnly(r))
        .flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`))
        .filter((name) => WRITES.has(name.split(' ')[0]!)),
    );
    expect(writes.size).toBeGreaterThan(25);
    const missing = [...writes].filter(
      (name) =>
        !exercised.has(name) && !COVERED_ELSEWHERE.some((re) => re.test(name.split(' ')[1]!)),
    );
    expect(missing, 'write routes without an audit check here').toEqual([]);
  });
});
