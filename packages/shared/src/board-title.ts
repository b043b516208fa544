import { parseBoardItems } from './board-items';
import { resolveFieldRoles, type RoleField } from './field-role-resolution';
import type { FieldRoles } from './schemas/field-roles';

// SPEC.md §3: a vision board's items are 'fieldName: value' lines. Lists show the artwork by the
// shopper's own words (the name or title the studio sets on its plaque), not the product's name.

/** Field names that hold the title or name a shopper gave: board_title, pet_name, names... */
const TITLE_FIELD = /(^|_)(title|name|names)$/i;
const MAX_LENGTH = 80;

/** The shopper's title or name from a board's items; null when the board has none. */
export function boardTitle(items: string | null | undefined): string | null {
  if (!items) return null;
  for (const line of items.split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const field = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (!TITLE_FIELD.test(field) || value === '') continue;
    return value.length > MAX_LENGTH ? `${value.slice(0, MAX_LENGTH - 1).trimEnd()}…` : value;
  }
  return null;
}

/**
 * The heading of a board's artwork: the value of the field its blueprint's roles make the title
 * (the name on the plaque, `resolveFieldRoles`), else the field named like a title
 * (`boardTitle`); null when the board has neither (show the product's title).
 */
export function boardHeadingTitle(
  items: string | null | undefined,
  fields: readonly RoleField[],
  roles: FieldRoles,
): string | null {
  if (!items) return null;
  const values = parseBoardItems(
    items,
    fields.map((f) => f.fieldName),
  );
  for (const { field, role } of resolveFieldRoles(fields, roles)) {
    if (role?.role !== 'title') continue;
    const value = (values[field.fieldName] ?? '').replace(/\s+/g, ' ').trim();
    if (value === '') continue;
    return value.length > MAX_LENGTH ? `${value.slice(0, MAX_LENGTH - 1).trimEnd()}…` : value;
  }
  return boardTitle(items);
}
