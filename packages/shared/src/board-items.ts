import type { FieldType } from './schemas/catalogue';
import { CUSTOM_ARTWORK_REQUEST } from './schemas/generation';

// SPEC.md §3: a vision board's items are 'fieldName: value' lines, or 'Custom artwork request'
// when nothing was filled in. The product form writes them, the API checks and reads them for
// the studio, and the form reads them back to clone a board: all three by this one grammar.

/** 'fieldName: value' — what the product form writes on each line. */
export const BOARD_ITEM_LINE = /^([A-Za-z][A-Za-z0-9_-]{0,63}):[ \t]?(.*)$/;

/** Field types whose value is text: a required one must not be blank. */
export const TEXT_LIKE_FIELD_TYPES: ReadonlySet<FieldType> = new Set<FieldType>([
  'text',
  'textarea',
  'select',
  'visual_selector',
]);

/** The items of a board from its [fieldName, value] pairs, in order. */
export function formatBoardItems(entries: readonly (readonly [string, string])[]): string {
  return entries.length > 0
    ? entries.map(([name, value]) => `${name}: ${value}`).join('\n')
    : CUSTOM_ARTWORK_REQUEST;
}

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

export type ReadBoardItemsOptions = {
  /**
   * Keep each value as written: a textarea's blank lines and indentation stay, and only
   * trailing white space goes (the form reading a board back). Without it every line is
   * trimmed and blank lines are dropped (what the studio and the checks read).
   */
  verbatim?: boolean;
};

/**
 * Reads a vision board's items. With `knownFields`, only a line that starts with one of those
 * names begins a value; any other line continues the previous value (a textarea with line
 * breaks) or, before the first value, is stray. 'Custom artwork request' means no values.
 */
export function readBoardItems(
  items: string,
  knownFields?: readonly string[],
  { verbatim = false }: ReadBoardItemsOptions = {},
): BoardItems {
  const read: BoardItems = { values: {}, repeated: [], stray: [], continued: {} };
  if (items.trim() === CUSTOM_ARTWORK_REQUEST) return read;
  const { values } = read;
  const known = knownFields ? new Set(knownFields) : null;
  let current: string | null = null;
  for (const raw of items.split(/\r?\n/)) {
    const match = BOARD_ITEM_LINE.exec(raw);
    const name = match?.[1];
    if (match && name && (!known || known.has(name))) {
      current = name;
      if (current in values && !read.repeated.includes(current)) read.repeated.push(current);
      values[current] = verbatim ? (match[2] ?? '') : (match[2] ?? '').trim();
      read.continued[current] = [];
    } else if (raw.trim() === '' && (!verbatim || current === null)) {
      continue;
    } else if (current !== null) {
      const line = verbatim ? raw : raw.trim();
      const before = values[current];
      values[current] = verbatim || before ? `${before}\n${line}` : line;
      read.continued[current]!.push(line);
    } else {
      read.stray.push(verbatim ? raw : raw.trim());
    }
  }
  if (verbatim) for (const name of Object.keys(values)) values[name] = values[name]!.trimEnd();
  return read;
}

/** The values of a board's items by field name (the last line of a repeated field wins). */
export function parseBoardItems(
  items: string,
  knownFields?: readonly string[],
): Record<string, string> {
  return readBoardItems(items, knownFields).values;
}
