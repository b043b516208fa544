import { CUSTOM_ARTWORK_REQUEST } from '@atelier/shared/schemas/generation';

const LINE = /^([A-Za-z][A-Za-z0-9_-]{0,63}):[ \t]?(.*)$/;

/**
 * Reads a vision board's items ('fieldName: value' lines, SPEC.md §3) into values by field name.
 * A line that does not start with a known field name continues the previous value (a textarea
 * with line breaks); 'Custom artwork request' means no values. The last line of a repeated
 * field wins.
 */
export function parseBoardItems(
  items: string,
  knownFields?: readonly string[],
): Record<string, string> {
  const values: Record<string, string> = {};
  if (items.trim() === CUSTOM_ARTWORK_REQUEST) return values;
  const known = knownFields ? new Set(knownFields) : null;
  let current: string | null = null;
  for (const raw of items.split(/\r?\n/)) {
    const match = LINE.exec(raw);
    if (match && (!known || known.has(match[1]!))) {
      current = match[1]!;
      values[current] = match[2]!.trim();
    } else if (current !== null && raw.trim() !== '') {
      values[current] = values[current] ? `${values[current]}\n${raw.trim()}` : raw.trim();
    }
  }
  return values;
}
