import { eq } from 'drizzle-orm';
import {
  DEFAULT_PROVIDER_PRICES,
  providerPricesSchema,
  type ProviderPrices,
} from '@atelier/shared/schemas/admin-variants';
import type { Database } from '../../db/client';
import { siteSettings } from '../../db/schema/content';

// What an image costs on each paid provider (decision 026 "Cost"): a site setting the admin
// edits, read when a run is estimated.

export const PROVIDER_PRICES_KEY = 'provider_prices';

export async function readProviderPrices(
  db: Database,
): Promise<ProviderPrices & { updatedAt: Date | null }> {
  const [row] = await db
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, PROVIDER_PRICES_KEY));
  const parsed = providerPricesSchema.safeParse(row?.value);
  return {
    ...(parsed.success ? parsed.data : DEFAULT_PROVIDER_PRICES),
    updatedAt: row?.updatedAt ?? null,
  };
}

export async function writeProviderPrices(db: Database, prices: ProviderPrices) {
  const now = new Date();
  await db
    .insert(siteSettings)
    .values({ key: PROVIDER_PRICES_KEY, value: prices, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: prices, updatedAt: now } });
  return { ...prices, updatedAt: now };
}

/** The price of one image on a provider (the local studio costs nothing). */
export function pricePerImage(prices: ProviderPrices, provider: string): number {
  return provider === 'openai' ? prices.openai : provider === 'replicate' ? prices.replicate : 0;
}
