import { EmptyCatalogueError } from './shop';
import { sqlString, toNumber, type Execute } from './sql';

/** What the large shop's rows are made of in the seeded catalogue. */
export type LargeCatalogue = {
  productCount: number;
  /** The active canvas sizes' ids and prices as SQL arrays; a canvas order takes one by index. */
  sizeIds: string;
  sizePrices: string;
  sizeCount: number;
  pngCents: number;
};

/**
 * Reads the catalogue and numbers its products in the temporary table `large_products`, so a row
 * picks its product, blueprint and size by a hash of its number. Refuses an empty catalogue.
 */
export async function readCatalogue(run: Execute): Promise<LargeCatalogue> {
  const [counts] = await run(
    `SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM canvas_sizes WHERE is_active) AS sizes`,
  );
  if (toNumber(counts?.products) === 0 || toNumber(counts?.sizes) === 0)
    throw new EmptyCatalogueError();
  const [pngPrice] = await run(
    `SELECT coalesce((SELECT (value->>'priceCents')::int FROM site_settings WHERE key = 'pricing.pngDownload'), 499) AS cents`,
  );
  await run(`CREATE TEMP TABLE large_products ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY p.sort_order, p.slug)::int AS i, p.id, p.sample_image_url,
      (SELECT b.live_version_id FROM blueprints b WHERE b.product_id = p.id) AS blueprint_version_id
    FROM products p`);
  // The canvas sizes (a handful) inline as arrays.
  const sizes = await run(
    `SELECT id, price_cents FROM canvas_sizes WHERE is_active ORDER BY sort_order, id`,
  );
  return {
    productCount: toNumber(counts?.products),
    sizeIds: `ARRAY[${sizes.map((size) => sqlString(String(size.id))).join(',')}]::uuid[]`,
    sizePrices: `ARRAY[${sizes.map((size) => toNumber(size.price_cents)).join(',')}]::int[]`,
    sizeCount: sizes.length,
    pngCents: toNumber(pngPrice?.cents),
  };
}
