import type { AdminAuditFacets, AdminAuditList } from '@atelier/shared/schemas/admin-audit';
import { AUDIT_MESSAGES } from '@atelier/shared/schemas/admin-audit';
import { DATE_FILTER_MESSAGES } from '@atelier/shared/schemas/date-filter';
import { eq, sql } from 'drizzle-orm';
import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../../db/schema/admin';
import { categories } from '../../../db/schema/catalogue';
import { badRequest } from '../../../lib/errors';
import { createTestApp, type TestApp } from '../../../test/app';
import { newAdmin, type AdminClient } from '../admin.test-helpers';
import { auditAdminWrites } from './audit-writes';

// The audit log's read API and its guarantees: append-only (no route writes under
// /api/admin/audit; the database refuses UPDATE and DELETE), one transaction with the write,
// filters by actor, entity, action and dates, keyset pages both ways.

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

const TEST_BASE = '/api/admin/audit-test';

describe('the audit log', () => {
  let t: TestApp;
  let admin: AdminClient;
  let other: AdminClient;

  const count = async () =>
    (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
  const categoryNamed = async (name: string) =>
    t.app.db.select().from(categories).where(eq(categories.name, name));
  const list = async (qs = '') => {
    const res = await admin.call({ url: `/api/admin/audit${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminAuditList>();
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, (app) => {
      // Test-only admin writes, wrapped as /api/admin's are: each writes a category, then
      // answers, fails or makes its own entry fail.
      void app.register(async (ctx) => {
        ctx.addHook('onRequest', app.requireAdmin);
        auditAdminWrites(ctx);
        const insert = (name: string) =>
          ctx.db.insert(categories).values({ name, slug: name.toLowerCase() }).returning();
        ctx.post<{ Body: { name: string } }>(`${TEST_BASE}/ok`, async (request, reply) => {
          const [row] = await insert(request.body.name);
          return reply.status(201).send(row);
        });
        ctx.post<{ Body: { name: string } }>(`${TEST_BASE}/throws`, async (request) => {
          await insert(request.body.name);
          throw new Error('the write failed after its first row');
        });
        ctx.post<{ Body: { name: string } }>(`${TEST_BASE}/refuses`, async (request) => {
          await insert(request.body.name);
          throw badRequest('Refused after writing.');
        });
        // A write that leaves its row as it was (as a note on an order does).
        ctx.post<{ Params: { id: string }; Body: { note: string; password: string } }>(
          `${TEST_BASE}/categories/:id/note`,
          { config: { audit: { entity: 'categories', action: 'note' } } },
          async (request) => ({ id: request.params.id, noted: request.body.note }),
        );
        ctx.post<{ Body: { name: string } }>(
          `${TEST_BASE}/entry-fails`,
          {
            // The entry's actor e-mail is NOT NULL: with none, the entry's insert fails.
            preHandler: async (request) => {
              request.user = { ...request.user!, email: null as unknown as string };
            },
          },
          async (request, reply) => {
            const [row] = await insert(request.body.name);
            return reply.status(201).send(row);
          },
        );
      });
    });
    admin = await newAdmin(t.app, 'audit-reader');
    other = await newAdmin(t.app, 'audit-other');
  });
  afterAll(() => t.close());

  describe('append-only', () => {
    it('has no route that writes under /api/admin/audit, and the read routes exist', () => {
      const audit = routes
        .filter((r) => r.url.startsWith('/api/admin/audit') && !r.url.startsWith(TEST_BASE))
        .flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`));
      expect(audit).toEqual(
        expect.arrayContaining(['GET /api/admin/audit', 'GET /api/admin/audit/facets']),
      );
      expect(audit.filter((r) => !/^(GET|HEAD) /.test(r))).toEqual([]);
    });

    it('the database refuses UPDATE and DELETE of an entry', async () => {
      const [entry] = await t.app.db
        .insert(auditLog)
        .values({
          actorId: admin.id,
          actorEmail: admin.email,
          action: 'update',
          entity: 'products',
          entityId: 'p-1',
          before: { title: 'A' },
          after: { title: 'B' },
          route: 'PUT /api/admin/products/:id',
          ip: '127.0.0.1',
        })
        .returning();
      await expect(
        t.app.db.update(auditLog).set({ action: 'nothing' }).where(eq(auditLog.id, entry!.id)),
      ).rejects.toThrow();
      await expect(t.app.db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
      await expect(t.app.db.execute(sql`delete from audit_log`)).rejects.toThrow();
      const [still] = await t.app.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
      expect(still).toMatchObject({ action: 'update', after: { title: 'B' } });
    });
  });

  describe('one transaction with the write', () => {
    it('a write that succeeds commits its row and its entry', async () => {
      const n = await count();
      const res = await admin.send('POST', `${TEST_BASE}/ok`, { name: 'Tx Ok' });
      expect(res.statusCode).toBe(201);
      expect(await categoryNamed('Tx Ok')).toHaveLength(1);
      expect(await count()).toBe(n + 1);
    });

    it('a write that leaves its row unchanged records what was asked, secrets redacted', async () => {
      const [cat] = await categoryNamed('Tx Ok');
      const res = await admin.send('POST', `${TEST_BASE}/categories/${cat!.id}/note`, {
        note: 'Checked the names',
        password: 'hunter2',
      });
      expect(res.statusCode).toBe(200);
      const [entry] = await t.app.db
        .select()
        .from(auditLog)
        .orderBy(sql`${auditLog.id} desc`)
        .limit(1);
      expect(entry).toMatchObject({
        entity: 'categories',
        entityId: cat!.id,
        action: 'note',
        before: {},
        after: { note: 'Checked the names', password: '[redacted]' },
      });
      expect(JSON.stringify(entry)).not.toContain('hunter2');
    });

    it('a write that throws after its first row leaves neither the row nor an entry', async () => {
      const n = await count();
      const res = await admin.send('POST', `${TEST_BASE}/throws`, { name: 'Tx Throws' });
      expect(res.statusCode).toBe(500);
      expect(await categoryNamed('Tx Throws')).toEqual([]);
      expect(await count()).toBe(n);
    });

    it('a write that answers 400 after writing leaves neither', async () => {
      const n = await count();
      const res = await admin.send('POST', `${TEST_BASE}/refuses`, { name: 'Tx Refuses' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Refused after writing.');
      expect(await categoryNamed('Tx Refuses')).toEqual([]);
      expect(await count()).toBe(n);
    });

    it('when the entry cannot be written, the write is undone too', async () => {
      const n = await count();
      const res = await admin.send('POST', `${TEST_BASE}/entry-fails`, { name: 'Tx Entry' });
      expect(res.statusCode).toBe(500);
      expect(await categoryNamed('Tx Entry')).toEqual([]);
      expect(await count()).toBe(n);
    });
  });

  describe('GET /api/admin/audit', () => {
    const ids: string[] = [];
    beforeAll(async () => {
      // 7 entries by two admins over three days (inserted as the wrapper would).
      const rows = [
        ['2026-03-01T09:00:00Z', admin, 'products', 'p-1', 'create'],
        ['2026-03-01T10:00:00Z', admin, 'products', 'p-1', 'update'],
        ['2026-03-02T08:00:00Z', other, 'orders', 'o-1', 'shipped'],
        ['2026-03-02T12:00:00Z', admin, 'categories', 'c-1', 'reorder'],
        ['2026-03-02T23:59:59.999Z', other, 'products', 'p-2', 'delete'],
        ['2026-03-03T00:00:00Z', admin, 'settings', null, 'update'],
        ['2026-03-03T00:00:00Z', other, 'products', 'p-1', 'archive'],
      ] as const;
      for (const [at, who, entity, entityId, action] of rows) {
        const [row] = await t.app.db
          .insert(auditLog)
          .values({
            actorId: who.id,
            actorEmail: who.email,
            action,
            entity,
            entityId,
            before: null,
            after: { at },
            route: 'TEST',
            ip: '10.0.0.1',
            createdAt: new Date(at),
          })
          .returning();
        ids.push(String(row!.id));
      }
    });
    const march = '&from=2026-03-01&to=2026-03-03';

    it('answers the entries newest first, same instant by id', async () => {
      const page = await list(`?${march.slice(1)}`);
      expect(page.items.map((e) => e.id)).toEqual([...ids].reverse());
      expect(page.items[0]).toMatchObject({
        actorEmail: other.email,
        entity: 'products',
        entityId: 'p-1',
        action: 'archive',
        ip: '10.0.0.1',
        route: 'TEST',
        createdAt: '2026-03-03T00:00:00.000Z',
        after: { at: '2026-03-03T00:00:00Z' },
        before: null,
      });
      expect(page.olderCursor).toBeNull();
      expect(page.newerCursor).toBeNull();
    });

    it('filters by actor (id or e-mail, any case), entity, entity id and action', async () => {
      const byId = await list(`?actor=${other.id}${march}`);
      expect(byId.items.map((e) => e.id)).toEqual([ids[6], ids[4], ids[2]]);
      const byEmail = await list(`?actor=${encodeURIComponent(other.email.toUpperCase())}${march}`);
      expect(byEmail.items.map((e) => e.id)).toEqual(byId.items.map((e) => e.id));
      const products = await list(`?entity=products${march}`);
      expect(products.items.map((e) => e.id)).toEqual([ids[6], ids[4], ids[1], ids[0]]);
      const p1 = await list(`?entity=products&entityId=p-1${march}`);
      expect(p1.items.map((e) => e.id)).toEqual([ids[6], ids[1], ids[0]]);
      const both = await list(`?entity=products&actor=${admin.id}&action=update${march}`);
      expect(both.items.map((e) => e.id)).toEqual([ids[1]]);
    });

    it('filters by date: a day is the whole day (UTC); an instant is itself', async () => {
      const day = await list('?from=2026-03-02&to=2026-03-02');
      expect(day.items.map((e) => e.id)).toEqual([ids[4], ids[3], ids[2]]);
      const since = await list('?from=2026-03-02T12:00:00Z&to=2026-03-03T00:00:00Z');
      expect(since.items.map((e) => e.id)).toEqual([ids[6], ids[5], ids[4], ids[3]]);
    });

    it('pages older and newer by keyset, without skipping or repeating', async () => {
      const first = await list(`?limit=3${march}`);
      expect(first.items.map((e) => e.id)).toEqual([ids[6], ids[5], ids[4]]);
      expect(first.newerCursor).toBeNull();
      const second = await list(`?limit=3${march}&cursor=${first.olderCursor}`);
      expect(second.items.map((e) => e.id)).toEqual([ids[3], ids[2], ids[1]]);
      const third = await list(`?limit=3${march}&cursor=${second.olderCursor}`);
      expect(third.items.map((e) => e.id)).toEqual([ids[0]]);
      expect(third.olderCursor).toBeNull();
      const back = await list(`?limit=3${march}&cursor=${third.newerCursor}`);
      expect(back.items.map((e) => e.id)).toEqual([ids[3], ids[2], ids[1]]);
      const top = await list(`?limit=3${march}&cursor=${back.newerCursor}`);
      expect(top.items.map((e) => e.id)).toEqual([ids[6], ids[5], ids[4]]);
      expect(top.newerCursor).toBeNull();
      expect(top.olderCursor).not.toBeNull();
    });

    it('answers 400 with a clear message for a damaged cursor, a bad date or from after to', async () => {
      for (const [qs, message] of [
        ['?cursor=not-a-cursor', AUDIT_MESSAGES.badCursor],
        [
          `?cursor=${Buffer.from('older|yesterday|1').toString('base64url')}`,
          AUDIT_MESSAGES.badCursor,
        ],
        ['?from=03/02/2026', AUDIT_MESSAGES.badDate],
        ['?from=2026-03-03&to=2026-03-01', AUDIT_MESSAGES.fromAfterTo],
      ] as const) {
        const res = await admin.call({ url: `/api/admin/audit${qs}` });
        expect(res.statusCode, qs).toBe(400);
        expect(res.json().error.message, qs).toContain(message);
      }
    });

    it('refuses days and instants outside 2000–2999 with 400 naming the parameter', async () => {
      for (const [qs, param] of [
        ['?to=9999-12-31', 'to'],
        ['?to=2999-12-31T23:00:00-05:00', 'to'],
        ['?from=0001-01-01', 'from'],
        ['?from=1999-12-31T23:59:59Z', 'from'],
      ] as const) {
        const res = await admin.call({ url: `/api/admin/audit${qs}` });
        expect(res.statusCode, qs).toBe(400);
        expect(res.json(), qs).toEqual({
          error: {
            code: 'VALIDATION_ERROR',
            message: `${param}: ${DATE_FILTER_MESSAGES.outOfRange}`,
          },
        });
      }
      // The widest range still answers every entry of the fixture.
      const widest = await list('?from=2000-01-01&to=2999-12-31T23:59:59Z&limit=100');
      expect(widest.items.map((e) => e.id)).toEqual(expect.arrayContaining(ids));
    });

    it('facets: the entities, actions and admins present', async () => {
      const res = await admin.call({ url: '/api/admin/audit/facets' });
      expect(res.statusCode).toBe(200);
      const facets = res.json<AdminAuditFacets>();
      expect(facets.entities).toEqual(
        expect.arrayContaining(['categories', 'orders', 'products', 'settings']),
      );
      expect(facets.entities).toEqual([...facets.entities].sort());
      expect(facets.actions).toEqual(
        expect.arrayContaining(['archive', 'create', 'reorder', 'shipped']),
      );
      expect(facets.actors).toEqual(
        expect.arrayContaining([
          { id: admin.id, email: admin.email },
          { id: other.id, email: other.email },
        ]),
      );
      expect(new Set(facets.actors.map((a) => a.id)).size).toBe(facets.actors.length);
    });
  });
});
