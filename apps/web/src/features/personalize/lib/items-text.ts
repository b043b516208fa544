import { formatBoardItems, readBoardItems } from '@atelier/shared/board-items';
import type { ProductField } from '@atelier/shared/schemas/catalogue';

/** A form value: text-like fields hold strings, checkboxes booleans. */
export type FieldValue = string | boolean | undefined;
export type FormValues = Record<string, FieldValue>;

/**
 * SPEC.md §3: a vision board's items are 'fieldName: value' lines, or 'Custom artwork request'
 * when nothing was filled in. Image fields travel as uploaded images, not as lines.
 *
 * Checkboxes are written only when checked ('add_halo: true'); an absent checkbox line reads
 * back as unchecked. That keeps an untouched form at 'Custom artwork request' and lets the
 * prompt templates treat 'true' as the only switch-on value.
 *
 * A multi-line textarea keeps its line breaks: the lines after the first carry no
 * 'fieldName: ' prefix of a known field, so parseItemsText folds them back into the value.
 */
export function buildItemsText(fields: readonly ProductField[], values: FormValues): string {
  const entries: [string, string][] = [];
  for (const field of fields) {
    if (field.fieldType === 'image') continue;
    const value = values[field.fieldName];
    if (field.fieldType === 'checkbox') {
      if (value === true) entries.push([field.fieldName, 'true']);
      continue;
    }
    if (typeof value !== 'string') continue;
    const text = value.trim();
    if (text) entries.push([field.fieldName, text]);
  }
  return formatBoardItems(entries);
}

export interface ParsedItems {
  /** fieldName → value as written ('true' for a checked checkbox). */
  entries: Record<string, string>;
  /** Lines that could not be read as 'fieldName: value' of a known field. */
  unmapped: string[];
}

/**
 * The inverse of buildItemsText. With `knownFields`, only lines starting with one of those
 * names begin an entry, and any other line continues the previous value (a textarea's next
 * line) or, before the first entry, is reported as unmapped. Values keep their lines as
 * written, so a cloned textarea looks as it was typed.
 */
export function parseItemsText(text: string, knownFields?: readonly string[]): ParsedItems {
  const read = readBoardItems(text, knownFields, { verbatim: true });
  return { entries: read.values, unmapped: read.stray };
}

/** SPEC.md §3: uploaded images are named '{fieldName}_{index}.jpg'. */
export const imageFilename = (fieldName: string, index: number) => `${fieldName}_${index}.jpg`;

/** The field an uploaded image belongs to, read from its filename; null when it does not fit. */
export function fieldOfImageFilename(filename: string): string | null {
  const match = /^(.+)_\d+\.jpg$/.exec(filename);
  return match?.[1] ?? null;
}
