// The shopper's input read through the blueprint's field roles (DESIGN.md §3 "Generation"):
// one ArtworkBrief that every provider receives.
import type { FieldType, VisualOption } from '@atelier/shared/schemas/catalogue';
import { resolveFieldRoles } from '@atelier/shared/field-role-resolution';
import { fieldRolesSchema, type FieldRoles } from '@atelier/shared/schemas/field-roles';
import { emptyBrief, type ArtworkBrief } from './engine/types';
import { formatDate, meansNone, oneLine, splitList } from './brief-text';

/** A product field as the brief needs it (a product_fields row). */
export type BriefField = {
  fieldName: string;
  fieldLabel: string;
  fieldType: FieldType;
  fieldOptions: string[] | VisualOption[] | null;
};

/**
 * A blueprint's stored roles, or null when the stored value is not valid roles (an edit by
 * hand in the database, a future shape): the job then reads the fields by their types instead
 * of failing. The caller logs the problem.
 */
export function readFieldRoles(stored: unknown): FieldRoles | null {
  const parsed = fieldRolesSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : null;
}

function styleOf(field: BriefField, value: string): ArtworkBrief['style'] {
  const chosen = (field.fieldOptions ?? []).find(
    (o): o is VisualOption => typeof o !== 'string' && o.title.trim() === value,
  );
  if (chosen) return { name: chosen.title.trim(), description: oneLine(chosen.description ?? '') };
  // An option renamed or removed since the board was written: keep the shopper's choice.
  return { name: value, description: '' };
}

/**
 * Builds the brief from the product's fields (in form order), the blueprint's roles and the
 * board's values (fieldName -> text as the form wrote it; a ticked checkbox is 'true').
 *
 * - style: the chosen visual-selector option's title and description;
 * - title: the first non-empty title field (a second one is set as a line);
 * - lines / verses: subtitles in field order; date: formatted for people (`formatDate`);
 * - elements: ticked toggles; options: { aspect, chosen text }; details, notes: as written;
 * - list: the text split into items (`splitList`).
 * A select option that means "none" ("No verse, just the name", see `meansNone`) adds nothing.
 * Fields with no role are read by their type (`resolveFieldRoles`); image fields are photos, not text.
 */
export function buildBrief(
  fields: readonly BriefField[],
  roles: FieldRoles,
  values: Readonly<Record<string, string>>,
): ArtworkBrief {
  const brief = emptyBrief();
  for (const { field, role } of resolveFieldRoles(fields, roles)) {
    if (!role) continue;
    const raw = Object.prototype.hasOwnProperty.call(values, field.fieldName)
      ? (values[field.fieldName] ?? '')
      : '';
    const value = raw.trim();
    if (value === '') continue;
    if (field.fieldType === 'select' && meansNone(value, field.fieldLabel)) continue;

    const text = oneLine(value);
    switch (role.role) {
      case 'style':
        brief.style ??= styleOf(field, value);
        break;
      case 'title':
        if (brief.title === '') brief.title = text;
        else brief.lines.push(text);
        break;
      case 'subtitle':
        (role.as === 'verse' ? brief.verses : brief.lines).push(text);
        break;
      case 'date':
        if (brief.date === '') brief.date = formatDate(value);
        break;
      case 'toggle':
        if (value.toLowerCase() === 'true' && !brief.elements.includes(role.element)) {
          brief.elements.push(role.element);
        }
        break;
      case 'option':
        brief.options.push({ aspect: role.aspect, value: text });
        break;
      case 'detail':
        brief.details.push(text);
        break;
      case 'notes':
        brief.notes.push(text);
        break;
      case 'list':
        brief.list.push(...splitList(raw));
        break;
    }
  }
  return brief;
}
