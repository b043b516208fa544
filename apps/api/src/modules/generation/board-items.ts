import { CUSTOM_ARTWORK_REQUEST } from '@atelier/shared/schemas/generation';

/** 'fieldName: value' — what the product form writes on each line (SPEC.md §3). */
export const BOARD_ITEM_LINE = /^([A-Za-z][A-Za-z0-9_-]{0,63}):[ \t]?(.*)$/;

export type BoardItems = {
  /** Values by field name; a repeated field keeps its last line. */
  values: Record<string, string>;
  /** Names given on more than one line. */
  repeated: string[];
  /** Non-blank lines before the first field name: text that belongs to no field. */
  stray: string[];
  /** Lines that continue a field's value after its first line, by field name. */
  continued: Record<string, string[]>;
};

/**
 * Reads a vision board's items ('fieldName: value' lines, SPEC.md §3). A line that does not
 * start with a known field name continues the previous value (a textarea with line breaks);
 * 'Custom artwork request' means no values.
 */
export function readBoardItems(items: string, knownFields?: readonly string[]): BoardItems {
  const read: BoardItems = { values: {}, repeated: [], stray: [], continued: {} };
  if (items.trim() === CUSTOM_ARTWORK_REQUEST) return read;
  const { values } = read;
  const known = knownFields ? new Set(knownFields) : null;
  let current: string | null = null;
  for (const raw of items.split(/\r?\n/)) {
    const match = BOARD_ITEM_LINE.exec(raw);
    if (match && (!known || known.has(match[1]!))) {
      current = match[1]!;
      if (current in values && !read.repeated.includes(current)) read.repeated.push(current);
      values[current] = match[2]!.trim();
      read.continued[current] = [];
    } else if (raw.trim() === '') {
      continue;
    } else if (current !== null) {
      values[current] = values[current] ? `${values[current]}\n${raw.trim()}` : raw.trim();
      read.continued[current]!.push(raw.trim());
    } else {
      read.stray.push(raw.trim());
    }
  }
  return read;
}

/** The values of a board's items by field name (the last line of a repeated field wins). */
export function parseBoardItems(
  items: string,
  knownFields?: readonly string[],
): Record<string, string> {
  return readBoardItems(items, knownFields).values;
}
