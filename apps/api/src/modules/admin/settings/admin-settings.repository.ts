import { faqIntro, faqToMarkdown } from '@atelier/shared/faq';
import type { adminSettingsUpdateSchema } from '@atelier/shared/schemas/admin-settings';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { siteSettings } from '../../../db/schema/content';
import { ADMIN_SETTING_KEYS, PRODUCTION_DAYS_KEY, SHOP_EMAIL_KEY } from '../../content/settings';

type Update = z.output<typeof adminSettingsUpdateSchema>;

// Settings writes take turns (any two constants shared by every instance would do).
const SETTINGS_LOCK = 727_274_013;

/** The site_settings rows the site content screen writes, key by key. */
function rowsOf(body: Update, faqMarkdown: string): { key: string; value: unknown }[] {
  return [
    { key: 'socialProof.landing', value: body.socialProof.landing },
    { key: 'socialProof.product', value: body.socialProof.product },
    { key: 'guarantee', value: body.guarantee },
    { key: 'liveCounter', value: body.liveCounter },
    { key: 'landing', value: body.landing },
    { key: 'pages.terms', value: body.pages.terms },
    { key: 'pages.privacy', value: body.pages.privacy },
    { key: 'pages.returns', value: body.pages.returns },
    { key: 'pages.faq', value: { title: body.pages.faq.title, markdown: faqMarkdown } },
    { key: SHOP_EMAIL_KEY, value: body.shopEmail },
    { key: PRODUCTION_DAYS_KEY, value: body.productionDays },
  ];
}

export function createAdminSettingsRepository(db: Database) {
  return {
    /**
     * Writes every key in one transaction when none of the rows changed after `version` (the
     * newest updated_at the screen was given); false when one did (nothing is written). All
     * rows get the same new version.
     */
    async save(body: Update): Promise<boolean> {
      const { updatedAt: version } = body;
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${SETTINGS_LOCK})`);
        const current = await tx
          .select()
          .from(siteSettings)
          .where(inArray(siteSettings.key, ADMIN_SETTING_KEYS));
        const seen = Date.parse(version);
        // updated_at read as a Date is cut to milliseconds, as the version the screen got.
        const newest = Math.max(0, ...current.map((r) => r.updatedAt.getTime()));
        if (newest > seen) return false;
        const stored = current.find((r) => r.key === 'pages.faq')?.value as
          { markdown?: unknown } | undefined;
        const intro = typeof stored?.markdown === 'string' ? faqIntro(stored.markdown) : '';
        const rows = rowsOf(body, faqToMarkdown(body.pages.faq.entries, intro));
        const next = new Date(Math.max(Date.now(), newest + 1));
        await tx
          .insert(siteSettings)
          .values(rows.map((r) => ({ ...r, updatedAt: next })))
          .onConflictDoUpdate({
            target: siteSettings.key,
            set: { value: sql`excluded.value`, updatedAt: next },
          });
        return true;
      });
    },
  };
}
