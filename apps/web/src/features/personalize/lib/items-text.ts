import { CUSTOM_ARTWORK_REQUEST } from '@atelier/shared/schemas/generation';
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
  const lines: string[] = [];
  for (const field of fields) {
    if (field.fieldType === 'image') continue;
    const value = values[field.fieldName];
    if (field.fieldType === 'checkbox') {
      if (value === true) lines.push(`${field.fieldName}: true`);
      continue;
    }
    if (typeof value !== 'string') continue;
    const text = value.trim();
    if (text) lines.push(`${field.fieldName}: ${text}`);
  }
  return lines.length > 0 ? lines.join('\n') : CUSTOM_ARTWORK_REQUEST;
}

export interface ParsedItems {
  /** fieldName → value as written ('true' for a checked checkbox). */
  entries: Record<string, string>;
  /** Lines that could not be read as 'fieldName: value' of a known field. */
  unmapped: string[];
}

const LINE = /^([A-Za-z][A-Za-z0-9_-]*): ?(.*)$/;

/**
 * The inverse of buildItemsText. With `knownFields`, only lines starting with one of those
 * names begin an entry, and any other line continues the previous value (a textarea's next
 * line) or, before the first entry, is reported as unmapped.
 */
export function parseItemsText(text: string, knownFields?: readonly string[]): ParsedItems {
  const entries: Record<string, string> = {};
  const unmapped: string[] = [];
  if (text.trim() === CUSTOM_ARTWORK_REQUEST) return { entries, unmapped };
  const known = knownFields ? new Set(knownFields) : null;
  let current: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    const match = LINE.exec(line);
    const name = match?.[1];
    if (match && name && (!known || known.has(name))) {
      current = name;
      entries[name] = match[2] ?? '';
    } else if (current !== null) {
      entries[current] = `${entries[current]}\n${line}`;
    } else if (line.trim()) {
      unmapped.push(line);
    }
  }
  for (const name of Object.keys(entries)) entries[name] = (entries[name] ?? '').trimEnd();
  return { entries, unmapped };
}

/** SPEC.md §3: uploaded images are named '{fieldName}_{index}.jpg'. */
export const imageFilename = (fieldName: string, index: number) => `${fieldName}_${index}.jpg`;

/** The field an uploaded image belongs to, read from its filename; null when it does not fit. */
export function fieldOfImageFilename(filename: string): string | null {
  const match = /^(.+)_\d+\.jpg$/.exec(filename);
  return match?.[1] ?? null;
}
