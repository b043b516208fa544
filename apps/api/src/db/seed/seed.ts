import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { registerStoredStaticAssets } from '../../modules/admin/images/static-assets';
import type { Storage } from '../../storage/storage';
import type { Database } from '../client';
import { products } from '../schema/catalogue';
import { pricingPlans, shippingRates } from '../schema/commerce';
import { siteSettings } from '../schema/content';
import { seedBlueprints } from './blueprints';
import { SEED_PLANS, SEED_SETTINGS, SEED_SHIPPING_RATES } from './data/essentials';
import { demoImageSpecs, insertDemoRows } from './demo-rows';
import { storeSeedImages } from './images';
import { DEFAULT_RENDER_CACHE_DIR } from './render-cache';

// Shared by every instance: concurrent starts seed one at a time.
const SEED_LOCK_ID = 727_274_002;

export type SeedDeps = {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Where studio renders are kept across data dirs (render-cache.ts); null = none. */
  renderCacheDir?: string | null;
};
export type SeedResult = { demo: 'seeded' | 'skipped'; products: number; imagesRendered: number };

const productCount = async (db: Database) =>
  (await db.select({ n: count() }).from(products))[0]?.n ?? 0;

/**
 * Plans and shipping rates (each only into an empty table: a shop made before shipping rates
 * existed gets them at its next start) and default settings (only missing keys). Safe to repeat.
 */
export async function seedEssentials(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const plans = (await tx.select({ n: count() }).from(pricingPlans))[0]?.n ?? 0;
    if (plans === 0) await tx.insert(pricingPlans).values(SEED_PLANS).onConflictDoNothing();
    const rates = (await tx.select({ n: count() }).from(shippingRates))[0]?.n ?? 0;
    if (rates === 0)
      await tx.insert(shippingRates).values(SEED_SHIPPING_RATES).onConflictDoNothing();
    await tx.insert(siteSettings).values(SEED_SETTINGS).onConflictDoNothing();
  });
}

/**
 * Seeds the demo shop into a database without products. Images are rendered first (outside the
 * transaction; already-stored ones are reused), then the rows are written under an advisory
 * lock, re-checking for products, so two instances starting at once seed exactly once.
 * The artwork images are studio renders of the seed's photos (studio-art.ts): a fresh shop
 * renders them once, or takes them from the render cache an earlier shop on this checkout
 * filled (node_modules/.cache/atelier-seed-art), which keeps test runs and restarts fast.
 */
export async function seedDemoShop({
  db,
  storage,
  log,
  renderCacheDir = DEFAULT_RENDER_CACHE_DIR,
}: SeedDeps): Promise<SeedResult> {
  if ((await productCount(db)) > 0) return { demo: 'skipped', products: 0, imagesRendered: 0 };
  const started = Date.now();
  const { keys, rendered, studioRendered } = await storeSeedImages(storage, demoImageSpecs(), {
    cacheDir: renderCacheDir,
  });
  if (studioRendered > 0) {
    log.info(
      { studioRendered, ms: Date.now() - started },
      'rendered the demo shop artwork with the studio',
    );
  }
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if ((await productCount(tx)) > 0) return null;
    return insertDemoRows(tx, (spec) => keys.get(spec.name)!);
  });
  if (!result) return { demo: 'skipped', products: 0, imagesRendered: rendered };
  log.info(
    { products: result.products, imagesRendered: rendered, ms: Date.now() - started },
    'seeded the demo shop',
  );
  return { demo: 'seeded', products: result.products, imagesRendered: rendered };
}

/** Marks a shop whose stored images are all in static_assets (see runSeed). */
const STATIC_ASSETS_REGISTERED = 'internal.staticAssetsRegistered';

export async function runSeed(deps: SeedDeps, opts: { demo: boolean }): Promise<SeedResult> {
  await seedEssentials(deps.db);
  const result: SeedResult = opts.demo
    ? await seedDemoShop(deps)
    : { demo: 'skipped', products: 0, imagesRendered: 0 };
  // The seed's images (and those of shops made before the image picker) in the picker's table,
  // once per shop: later images are recorded by the admin upload that stores them, so an
  // ordinary restart does not list the whole static-assets/ prefix again.
  const [done] = await deps.db
    .select({ key: siteSettings.key })
    .from(siteSettings)
    .where(eq(siteSettings.key, STATIC_ASSETS_REGISTERED));
  if (!done) {
    const registered = await registerStoredStaticAssets(deps.db, deps.storage, deps.log);
    if (registered > 0) deps.log.info({ images: registered }, 'registered the shop images');
    await deps.db
      .insert(siteSettings)
      .values({ key: STATIC_ASSETS_REGISTERED, value: true })
      .onConflictDoNothing();
  }
  // Also for shops seeded before blueprints (or their field roles) existed.
  const { added, rolesFilled } = await seedBlueprints(deps.db);
  if (added > 0 || rolesFilled > 0) {
    deps.log.info({ blueprints: added, rolesFilled }, 'seeded generation blueprints');
  }
  return result;
}
