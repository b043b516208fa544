import { z } from 'zod';
import { required, trimmed, versionSchema } from './admin';
import { dayFields, daysInOrder } from './admin-pricing';

// The admin site settings (/api/admin/settings): site content, FAQ, pages and the production
// days.

export const faqEntrySchema = z.strictObject({
  question: required(300, 'Question'),
  answer: required(5000, 'Answer'),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

const pageInput = (label: string) =>
  z.strictObject({
    title: required(120, `${label} title`),
    markdown: trimmed(100_000, `${label} text`),
  });

/** Everything the site content screen edits (the storefront's settings). */
export const adminSettingsValuesSchema = z.strictObject({
  socialProof: z.strictObject({
    landing: z.strictObject({
      families: z.number().int().min(0),
      rating: z.number().min(1).max(5),
    }),
    product: z.strictObject({
      count: z.number().int().min(0),
      rating: z.number().min(1).max(5),
    }),
  }),
  guarantee: z.strictObject({
    days: z.number().int().min(0).max(365),
    text: required(120, 'Guarantee text'),
  }),
  liveCounter: z
    .strictObject({
      enabled: z.boolean(),
      min: z.number().int().min(0),
      max: z.number().int().min(0),
    })
    .refine((c) => c.min <= c.max, {
      error: 'The live counter’s lowest number must not be above its highest.',
      path: ['max'],
    }),
  landing: z.strictObject({
    heroTitle: required(200, 'Hero title'),
    heroSubtitle: trimmed(500, 'Hero subtitle'),
    missionTitle: required(200, 'Mission title'),
    missionText: trimmed(3000, 'Mission text'),
  }),
  pages: z.strictObject({
    terms: pageInput('Terms'),
    privacy: pageInput('Privacy'),
    returns: pageInput('Returns'),
    /** The FAQ is stored as markdown (`## Question` then the answer); the screen edits entries. */
    faq: z.strictObject({
      title: required(120, 'FAQ title'),
      entries: z.array(faqEntrySchema).max(100),
    }),
  }),
  shopEmail: z.email({ error: 'Shop e-mail must be an e-mail address.' }),
  /** Business days from payment until a canvas leaves the lab (setting shipping.productionDays). */
  productionDays: z.strictObject(dayFields('production')).superRefine(daysInOrder('production')),
});
export type AdminSettingsValues = z.infer<typeof adminSettingsValuesSchema>;
export type AdminSettingsInput = z.input<typeof adminSettingsValuesSchema>;

export const adminSettingsUpdateSchema = adminSettingsValuesSchema.extend({
  updatedAt: versionSchema,
});
export const adminSettingsSchema = adminSettingsValuesSchema.extend({ updatedAt: z.string() });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
