import type { BlueprintDetail } from '@atelier/shared/schemas/admin-blueprints';

type Field = BlueprintDetail['fields'][number];

const isDateLike = (f: Field) => /date/i.test(f.fieldName) || /date/i.test(f.fieldLabel);

/**
 * Sensible sample inputs for a test run, as a shopper might fill the form: the first option of
 * a select, a ticked checkbox, a date for a date-like field, a name for a name field, no notes,
 * and a short sample text named after the field otherwise. Photos come from the sample photo
 * library instead.
 */
export function sampleValuesOf(fields: readonly Field[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of fields) {
    if (f.fieldType === 'image') continue;
    if (f.options.length > 0) values[f.fieldName] = f.options[0]!;
    else if (f.fieldType === 'checkbox') values[f.fieldName] = 'true';
    else if (isDateLike(f)) values[f.fieldName] = '2026-05-17';
    else if (/name/i.test(f.fieldName)) values[f.fieldName] = 'Rosie';
    else if (f.fieldType === 'textarea') values[f.fieldName] = '';
    else values[f.fieldName] = `Sample ${f.fieldLabel.toLowerCase()}`;
  }
  return values;
}

/** The product's image fields: each takes a photo from the library. */
export const photoFieldsOf = (fields: readonly Field[]) =>
  fields.filter((f) => f.fieldType === 'image');
