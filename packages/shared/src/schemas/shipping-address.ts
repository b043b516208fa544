import countries from 'i18n-iso-countries';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { z } from 'zod';
import { postcodeLabel, postcodeName } from '../address-format';
import { CANVAS_WRAPS, countryName, requiredLine } from './prints';

// The shipping address checked per country, and the canvas order body that carries it. Kept out
// of prints.ts because the country list and the postcode formats weigh tens of kilobytes: only
// the canvas order form (and the API) should load them, not every page that shows an order.

/** Countries that need a state / province / territory on the label. */
export const REGION_REQUIRED = new Set(['US', 'CA', 'AU']);

/** Every ISO 3166-1 country (i18n-iso-countries' list), by English name, for the address form. */
export function countryOptions(): { code: string; name: string }[] {
  return Object.keys(countries.getAlpha2Codes())
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const shippingAddressSchema = z
  .strictObject({
    name: requiredLine('Full name', 100),
    line1: requiredLine('Address line 1', 200),
    line2: optionalLine('Address line 2', 200),
    city: requiredLine('City', 100),
    region: optionalLine('State / region', 100),
    postcode: z.string().trim().max(20, 'Postcode must be at most 20 characters.').default(''),
    country: z
      .string({ error: 'Country is required.' })
      .trim()
      .toUpperCase()
      .refine((c) => countries.isValid(c) && c.length === 2, 'Choose a country from the list.'),
    email: z
      .string({ error: 'E-mail is required.' })
      .trim()
      .max(254)
      .pipe(z.email('Enter a valid e-mail address.')),
    phone: z
      .string()
      .trim()
      .max(30, 'Phone must be at most 30 characters.')
      .regex(/^$|^\+?[0-9 ().-]{6,30}$/, 'Enter a phone number with digits only (a + is fine).')
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((a, ctx) => {
    if (REGION_REQUIRED.has(a.country) && !a.region) {
      ctx.addIssue({
        code: 'custom',
        path: ['region'],
        message: `State / region is required for ${countryName(a.country)}.`,
      });
    }
    // Named as the country names it: 'ZIP code is required.' for the US.
    const label = postcodeLabel(a.country);
    if (postcodeValidatorExistsForCountry(a.country)) {
      if (!a.postcode) {
        ctx.addIssue({ code: 'custom', path: ['postcode'], message: `${label} is required.` });
      } else if (!postcodeValidator(a.postcode, a.country)) {
        ctx.addIssue({
          code: 'custom',
          path: ['postcode'],
          message: `“${a.postcode}” is not a valid ${postcodeName(a.country)} for ${countryName(a.country)}.`,
        });
      }
    }
  });
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** POST /api/canvas-orders (header Idempotency-Key). Prices are the server's: never sent. */
export const createCanvasOrderSchema = z.strictObject({
  artworkId: z.uuid(),
  canvasSizeId: z.uuid(),
  wrap: z.enum(CANVAS_WRAPS),
  shippingAddress: shippingAddressSchema,
});
export type CreateCanvasOrderBody = z.input<typeof createCanvasOrderSchema>;
