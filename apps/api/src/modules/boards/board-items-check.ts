import { FIELD_MAX_LENGTH, type FieldType } from '@atelier/shared/schemas/catalogue';
import { BOARD_ITEM_MESSAGES as M } from '@atelier/shared/schemas/generation';
import {
  BOARD_ITEM_LINE,
  readBoardItems,
  TEXT_LIKE_FIELD_TYPES,
} from '@atelier/shared/board-items';

export type CheckedField = {
  fieldName: string;
  fieldLabel: string;
  fieldType: FieldType;
  isRequired: boolean;
  isPremiumOnly: boolean;
  fieldOptions: string[] | { title: string }[] | null;
};

const CHECKBOX_VALUES = new Set(['true', 'false']);
const SHOWN_LINE_MAX = 60;

// Trimmed as the form trims what it writes: an option saved as 'Dog ' still matches 'Dog'.
const optionValues = (field: CheckedField) =>
  (field.fieldOptions ?? []).map((o) => (typeof o === 'string' ? o : o.title).trim());

const shorten = (line: string) =>
  line.length > SHOWN_LINE_MAX ? `${line.slice(0, SHOWN_LINE_MAX - 1)}…` : line;

/**
 * What is wrong with a board's items for its product, one sentence per problem (empty: fine).
 *
 * Lines are read as the generation pipeline reads them. A value must fit its field: a select or
 * visual selector one of its options, a checkbox 'true' or 'false' (the form writes only a
 * checked one), a text or textarea within FIELD_MAX_LENGTH, only a textarea over several lines.
 * Required text-like fields must have a value, except premium-only ones for a free caller: the
 * form disables and leaves those out, and the API refuses their values from a free caller. Unknown field names are refused, not ignored: the form
 * never writes one, and silently keeping text the artwork will not use hides a mistake.
 * Image fields take uploaded images (registered after the board), not lines.
 */
export function boardItemsProblems(
  items: string,
  fields: readonly CheckedField[],
  context: { productTitle: string; isPremium: boolean },
): string[] {
  const names = fields.map((f) => f.fieldName);
  const read = readBoardItems(items, names);
  const problems: string[] = [];
  const textNames = fields.filter((f) => f.fieldType !== 'image').map((f) => f.fieldName);
  const unknown = (name: string) => M.unknown(name, context.productTitle, textNames);

  for (const line of read.stray) {
    const named = BOARD_ITEM_LINE.exec(line);
    problems.push(named ? unknown(named[1]!) : M.stray(shorten(line)));
  }

  for (const field of fields) {
    const label = field.fieldLabel;
    const value = read.values[field.fieldName];
    if (read.repeated.includes(field.fieldName)) problems.push(M.repeated(label));
    const continued = read.continued[field.fieldName] ?? [];
    if (field.fieldType !== 'textarea' && continued.length > 0) {
      // A 'name: value' line after a one-line field is most likely a field this product lacks.
      const named = continued.map((l) => BOARD_ITEM_LINE.exec(l)?.[1]).filter(Boolean);
      if (named.length === continued.length) problems.push(...named.map((n) => unknown(n!)));
      else problems.push(M.oneLine(label));
      continue;
    }
    if (field.fieldType === 'image') {
      if (value !== undefined) problems.push(M.image(label, field.fieldName));
      continue;
    }
    if (value === undefined || value === '') {
      const enabled = !field.isPremiumOnly || context.isPremium;
      if (field.isRequired && enabled && TEXT_LIKE_FIELD_TYPES.has(field.fieldType)) {
        problems.push(M.required(label));
      }
      continue;
    }
    // Premium-only values change the artwork: a free account's form leaves them out, and so
    // must a hand-written request (an unticked checkbox changes nothing, so it may stay).
    if (field.isPremiumOnly && !context.isPremium && value !== 'false') {
      problems.push(M.premiumOnly(label));
      continue;
    }
    switch (field.fieldType) {
      case 'select':
      case 'visual_selector': {
        const options = optionValues(field);
        if (!options.includes(value)) problems.push(M.oneOf(label, options));
        break;
      }
      case 'checkbox':
        if (!CHECKBOX_VALUES.has(value)) problems.push(M.checkbox(label));
        break;
      case 'text':
      case 'textarea': {
        const max = FIELD_MAX_LENGTH[field.fieldType];
        if (value.length > max) problems.push(M.tooLong(label, max, value.length));
        break;
      }
    }
  }
  // The same unknown name on two lines is one problem.
  return [...new Set(problems)];
}
