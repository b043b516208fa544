import type { Testimonial } from '@atelier/shared/schemas/content';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testimonials } from '../db/schema/content';
import { createTestApp, type TestApp } from '../test/app';

const featured = async (app: FastifyInstance) =>
  (await app.inject('/api/testimonials/featured')).json<Testimonial[]>().map((x) => x.name);

/** Polls until `check` passes or `ms` have gone by (the public caches keep answers 10 s). */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('shopChanged()', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('makes the next public request on this instance show a change', async () => {
    const before = await featured(t.app);
    expect(before).toHaveLength(3);
    await t.app.db
      .update(testimonials)
      .set({ featured: false })
      .where(eq(testimonials.name, before[0]!));
    // Cached until someone says the shop changed.
    expect(await featured(t.app)).toEqual(before);
    await t.app.shopChanged();
    expect(await featured(t.app)).not.toContain(before[0]);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('shopChanged() on PostgreSQL', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    // A second API instance on the same database.
    other = await buildApp(t.config);
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  it('reaches the other API instances: their next request shows the change', async () => {
    const before = await featured(other);
    expect(before).toHaveLength(3);
    await t.app.db
      .update(testimonials)
      .set({ featured: false })
      .where(eq(testimonials.name, before[0]!));
    expect(await featured(other)).toEqual(before);
    await t.app.shopChanged();
    // Well before the 10 s the other instance would keep its cached answer on its own.
    expect(await within(2_000, async () => !(await featured(other)).includes(before[0]!))).toBe(
      true,
    );
    // And the other way round.
    expect(await featured(t.app)).not.toContain(before[0]);
    await t.app.db
      .update(testimonials)
      .set({ featured: true })
      .where(eq(testimonials.name, before[0]!));
    expect(await featured(t.app)).not.toContain(before[0]); // still cached
    await other.shopChanged();
    expect(await within(2_000, async () => (await featured(t.app)).includes(before[0]!))).toBe(
      true,
    );
  });

  it('does not clear its caches a second time when its own notification comes back', async () => {
    const before = await featured(t.app);
    const seenByOther = await featured(other);
    await t.app.shopChanged();
    // Cached again at once, from the state the change left…
    expect(await featured(t.app)).toEqual(before);
    // …then the database moves on without anyone saying so (as in the test above).
    await t.app.db
      .update(testimonials)
      .set({ featured: false })
      .where(eq(testimonials.name, before[0]!));
    // The other instance has heard the notification (its cache is gone: it reads the database)…
    expect(await within(2_000, async () => !(await featured(other)).includes(before[0]!))).toBe(
      true,
    );
    expect(seenByOther).toContain(before[0]);
    // …and this instance, which heard its own on the same channel, still answers from its cache.
    await new Promise((r) => setTimeout(r, 200));
    expect(await featured(t.app)).toEqual(before);
    // Put back for the next test, and tell everyone.
    await t.app.db
      .update(testimonials)
      .set({ featured: true })
      .where(eq(testimonials.name, before[0]!));
    await t.app.shopChanged();
    expect(await within(2_000, async () => (await featured(other)).includes(before[0]!))).toBe(
      true,
    );
  });

  it('listens again after its connection drops, and clears the caches once back', async () => {
    const before = await featured(other);
    await t.app.db
      .update(testimonials)
      .set({ featured: false })
      .where(eq(testimonials.name, before[0]!));
    expect(await featured(other)).toEqual(before); // cached
    // Drop every instance's LISTEN connection, as a database restart or a network cut would.
    await t.app.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'atelier-shop-changes'`,
    );
    // Back within about a second, the missed change is shown…
    expect(await within(3_000, async () => !(await featured(other)).includes(before[0]!))).toBe(
      true,
    );
    // …and the next notification is heard again.
    await t.app.db
      .update(testimonials)
      .set({ featured: true })
      .where(eq(testimonials.name, before[0]!));
    await featured(other); // cached again
    await t.app.shopChanged();
    expect(await within(2_000, async () => (await featured(other)).includes(before[0]!))).toBe(
      true,
    );
  });
});
