// Which role each product field plays, the blueprint's stored roles first and the field's type
// for the rest (DESIGN.md §3 "Generation"). The studio's brief, the AI prompts and the
// storefront's form hints read roles through this one rule.
import type { FieldType } from './schemas/catalogue';
import type { FieldRole, FieldRoles } from './schemas/field-roles';

/** A product field as role resolution needs it. */
export type RoleField = { fieldName: string; fieldType: FieldType };

/**
 * The role of a field the blueprint gives none, from its type (an operator's product, or a
 * field added after the roles were written): a visual selector picks the style; the first
 * text field (one line) is the title; a textarea is notes (prompts only, never printed, so a
 * wrong guess shows nowhere); a select describes the subject (prompts only, for the same
 * reason); a checkbox adds nothing, since which element it means cannot be guessed. A role
 * another field already holds (style, title) is not given twice.
 */
function inferredRole(
  field: RoleField,
  taken: { style: boolean; title: boolean },
): FieldRole | null {
  switch (field.fieldType) {
    case 'visual_selector':
      return taken.style ? null : { role: 'style' };
    case 'text':
      return taken.title ? null : { role: 'title' };
    case 'textarea':
      return { role: 'notes' };
    case 'select':
      return { role: 'detail' };
    default:
      return null;
  }
}

/**
 * Each field's role in form order (null: the field adds nothing to the brief; image fields are
 * photos, not text). A stored role always wins; an inferred style or title goes to the first
 * field of its type only while no field holds that role.
 */
export function resolveFieldRoles<F extends RoleField>(
  fields: readonly F[],
  roles: FieldRoles,
): { field: F; role: FieldRole | null }[] {
  const taken = {
    style: fields.some((f) => roles[f.fieldName]?.role === 'style'),
    title: fields.some((f) => roles[f.fieldName]?.role === 'title'),
  };
  return fields.map((field) => {
    if (field.fieldType === 'image') return { field, role: null };
    const role = roles[field.fieldName] ?? inferredRole(field, taken);
    if (role?.role === 'style') taken.style = true;
    if (role?.role === 'title') taken.title = true;
    return { field, role };
  });
}

/**
 * The fields whose words the local studio never paints: notes, and a detail written as free
 * text (a detail only tells the studio's subject finder whether to look for a person or an
 * animal; a select of pet types is a choice, not words the shopper expects to see). AI
 * providers read both in their prompt; the local studio reads neither as text, and the form
 * says so under them.
 */
export function unpaintedTextFields(fields: readonly RoleField[], roles: FieldRoles): string[] {
  return resolveFieldRoles(fields, roles)
    .filter(
      ({ field, role }) =>
        role?.role === 'notes' ||
        (role?.role === 'detail' && (field.fieldType === 'text' || field.fieldType === 'textarea')),
    )
    .map(({ field }) => field.fieldName);
}
