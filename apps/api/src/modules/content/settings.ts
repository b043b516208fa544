import {
  CONTENT_PAGE_SLUGS,
  publicSettingsSchema,
  pngDownloadPriceSchema,
  productionDaysSchema,
  type ContentPage,
  type ContentPageSlug,
  type PngDownloadPrice,
  type ProductionDays,
  type PublicSettings,
} from '@atelier/shared/schemas/content';
import { parseFaqMarkdown } from '@atelier/shared/faq';
import {
  adminSettingsValuesSchema,
  faqEntrySchema,
  type AdminSettings,
} from '@atelier/shared/schemas/admin-settings';
import { z } from 'zod';
import { SEED_SETTINGS } from '../../db/seed/data/essentials';
import type { ContentRepository } from './content.repository';

// Site settings are operator-edited JSON. Each key is checked against its shape; a missing or
// malformed value falls back to the seeded default, so one bad edit never breaks the storefront.

const PUBLIC_KEYS = {
  'socialProof.landing': publicSettingsSchema.shape.socialProof.shape.landing,
  'socialProof.product': publicSettingsSchema.shape.socialProof.shape.product,
  guarantee: publicSettingsSchema.shape.guarantee,
  liveCounter: publicSettingsSchema.shape.liveCounter,
  landing: publicSettingsSchema.shape.landing,
} as const;

const pageSettingSchema = z.object({ title: z.string().min(1), markdown: z.string() });

/** The setting key the shop's e-mail is stored under (default: config SHOP_EMAIL). */
export const SHOP_EMAIL_KEY = 'shopEmail';

/** Business days from payment until a canvas leaves the lab. */
export const PRODUCTION_DAYS_KEY = 'shipping.productionDays';

/** Every key the site content screen edits (GET/PUT /api/admin/settings). */
export const ADMIN_SETTING_KEYS = [
  ...Object.keys(PUBLIC_KEYS),
  ...CONTENT_PAGE_SLUGS.map((slug) => `pages.${slug}`),
  SHOP_EMAIL_KEY,
  PRODUCTION_DAYS_KEY,
];

const shopEmailSchema = z.email();

const seededValue = (key: string) => SEED_SETTINGS.find((s) => s.key === key)?.value;

function valueOrDefault<T>(schema: z.ZodType<T>, key: string, stored: unknown): T {
  const parsed = schema.safeParse(stored);
  if (parsed.success) return parsed.data;
  return schema.parse(seededValue(key));
}

export const PNG_DOWNLOAD_KEY = 'pricing.pngDownload';

/** The PNG download price in a stored setting's value, else the seeded one. */
export const pngDownloadPrice = (stored: unknown): PngDownloadPrice =>
  valueOrDefault(pngDownloadPriceSchema, PNG_DOWNLOAD_KEY, stored);

export const isContentPageSlug = (slug: string): slug is ContentPageSlug =>
  (CONTENT_PAGE_SLUGS as readonly string[]).includes(slug);

export function createSettingsReader(repo: ContentRepository) {
  async function read(keys: string[]): Promise<Map<string, { value: unknown; updatedAt: Date }>> {
    const rows = await repo.getSettings(keys);
    return new Map(rows.map((r) => [r.key, { value: r.value, updatedAt: r.updatedAt }]));
  }

  return {
    /** `defaultShopEmail`: the shop's e-mail when the admin has set none (config SHOP_EMAIL). */
    async publicSettings(defaultShopEmail: string): Promise<PublicSettings> {
      const stored = await read([...Object.keys(PUBLIC_KEYS), SHOP_EMAIL_KEY]);
      const email = shopEmailSchema.safeParse(stored.get(SHOP_EMAIL_KEY)?.value);
      const get = <T>(key: keyof typeof PUBLIC_KEYS, schema: z.ZodType<T>): T =>
        valueOrDefault(schema, key, stored.get(key)?.value);
      return {
        socialProof: {
          landing: get('socialProof.landing', PUBLIC_KEYS['socialProof.landing']),
          product: get('socialProof.product', PUBLIC_KEYS['socialProof.product']),
        },
        guarantee: get('guarantee', PUBLIC_KEYS.guarantee),
        liveCounter: get('liveCounter', PUBLIC_KEYS.liveCounter),
        landing: get('landing', PUBLIC_KEYS.landing),
        shopEmail: email.success ? email.data : defaultShopEmail,
      };
    },

    async pngDownload(): Promise<PngDownloadPrice> {
      const stored = await read([PNG_DOWNLOAD_KEY]);
      return pngDownloadPrice(stored.get(PNG_DOWNLOAD_KEY)?.value);
    },

    async productionDays(): Promise<ProductionDays> {
      const stored = await read([PRODUCTION_DAYS_KEY]);
      return valueOrDefault(
        productionDaysSchema,
        PRODUCTION_DAYS_KEY,
        stored.get(PRODUCTION_DAYS_KEY)?.value,
      );
    },

    /** The shop's e-mail (contact form mail): the stored setting, else `fallback` (config). */
    async shopEmail(fallback: string): Promise<string> {
      const parsed = shopEmailSchema.safeParse(
        (await read([SHOP_EMAIL_KEY])).get(SHOP_EMAIL_KEY)?.value,
      );
      return parsed.success ? parsed.data : fallback;
    },

    /**
     * Everything the site content screen edits, with the same fallbacks as the storefront, and
     * the version: the newest updated_at of those rows (the epoch when there is none).
     */
    async adminSettings(defaultShopEmail: string): Promise<AdminSettings> {
      const stored = await read(ADMIN_SETTING_KEYS);
      // Checked against the admin shapes (stricter than the storefront's), so the screen always
      // gets values it can save back; anything else shows the seeded default.
      const admin = adminSettingsValuesSchema.shape;
      const get = <T>(key: string, schema: z.ZodType<T>): T =>
        valueOrDefault(schema, key, stored.get(key)?.value);
      const page = (slug: ContentPageSlug) => get(`pages.${slug}`, admin.pages.shape.terms);
      const faq = get('pages.faq', pageSettingSchema);
      const email = shopEmailSchema.safeParse(stored.get(SHOP_EMAIL_KEY)?.value);
      const newest = Math.max(0, ...[...stored.values()].map((r) => r.updatedAt.getTime()));
      return {
        socialProof: {
          landing: get('socialProof.landing', admin.socialProof.shape.landing),
          product: get('socialProof.product', admin.socialProof.shape.product),
        },
        guarantee: get('guarantee', admin.guarantee),
        liveCounter: get('liveCounter', admin.liveCounter),
        landing: get('landing', admin.landing),
        pages: {
          terms: page('terms'),
          privacy: page('privacy'),
          returns: page('returns'),
          faq: {
            title: faq.title.trim().slice(0, 120) || 'Frequently Asked Questions',
            // A hand-written entry the screen could not save (a question without an answer)
            // is left out rather than failing the whole screen.
            entries: parseFaqMarkdown(faq.markdown).filter(
              (e) => faqEntrySchema.safeParse(e).success,
            ),
          },
        },
        shopEmail: email.success ? email.data : defaultShopEmail,
        productionDays: get(PRODUCTION_DAYS_KEY, admin.productionDays),
        updatedAt: new Date(newest).toISOString(),
      };
    },

    async page(slug: string): Promise<ContentPage | null> {
      if (!isContentPageSlug(slug)) return null;
      const key = `pages.${slug}`;
      const stored = (await read([key])).get(key);
      const page = valueOrDefault(pageSettingSchema, key, stored?.value);
      return {
        slug,
        title: page.title,
        markdown: page.markdown,
        updatedAt: (stored?.updatedAt ?? new Date(0)).toISOString(),
      };
    },
  };
}
