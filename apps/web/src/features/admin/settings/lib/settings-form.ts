import {
  adminSettingsUpdateSchema,
  type AdminSettings,
} from '@atelier/shared/schemas/admin-settings';
import type { z } from 'zod';

export const settingsFormSchema = adminSettingsUpdateSchema;
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

/**
 * The form's values from the server's answer, key by key: the update schema is strict, so a
 * key the answer carries but the screen does not edit must not ride along into the PUT.
 */
export function settingsFormValues(s: AdminSettings): SettingsFormInput {
  const page = (p: { title: string; markdown: string }) => ({
    title: p.title,
    markdown: p.markdown,
  });
  return {
    socialProof: {
      landing: { families: s.socialProof.landing.families, rating: s.socialProof.landing.rating },
      product: { count: s.socialProof.product.count, rating: s.socialProof.product.rating },
    },
    guarantee: { days: s.guarantee.days, text: s.guarantee.text },
    liveCounter: {
      enabled: s.liveCounter.enabled,
      min: s.liveCounter.min,
      max: s.liveCounter.max,
    },
    landing: {
      heroTitle: s.landing.heroTitle,
      heroSubtitle: s.landing.heroSubtitle,
      missionTitle: s.landing.missionTitle,
      missionText: s.landing.missionText,
    },
    pages: {
      terms: page(s.pages.terms),
      privacy: page(s.pages.privacy),
      returns: page(s.pages.returns),
      faq: {
        title: s.pages.faq.title,
        entries: s.pages.faq.entries.map((e) => ({ question: e.question, answer: e.answer })),
      },
    },
    shopEmail: s.shopEmail,
    productionDays: { minDays: s.productionDays.minDays, maxDays: s.productionDays.maxDays },
    updatedAt: s.updatedAt,
  };
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** As the storefront writes them: 1847 → '1,847', 4.9 → '4.9'. */
export const formatCount = (n: number) => (Number.isFinite(n) ? integer.format(n) : '…');
export const formatRating = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '…');
