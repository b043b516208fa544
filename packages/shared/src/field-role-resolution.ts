// Which role each product field plays, the blueprint's stored roles first and the field's type
// for the rest (DESIGN.md §3 "Generation"). The studio's brief, the AI prompts and the
// storefront's form hints read roles through this one rule.
import type { FieldType } from './schemas/catalogue';
import type { FieldRole, FieldRoles, OptionAspect, ToggleElement } from './schemas/field-roles';

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

/** A product field as role inference needs it: its name and label say what it is for. */
export type NamedRoleField = RoleField & { fieldLabel: string };

const TOGGLE_WORDS: [RegExp, ToggleElement][] = [
  [/\bhalos?\b/, 'halo'],
  [/\bwings?\b/, 'wings'],
  [/\bpets?\b/, 'pets'],
  [/\bgift\b/, 'gift_card'],
  [/\baffirmations?\b/, 'affirmations'],
];
const ASPECT_WORDS: [RegExp, OptionAspect][] = [
  [/\bframes?\b/, 'frame'],
  [/\blight(ing)?\b/, 'light'],
  [/\b(palette|colou?rs?)\b/, 'palette'],
];
const DATE = /\b(date|birthday|anniversary|born|dob)\b/;
const VERSE = /\b(verse|scripture|blessing|prayer|quote|psalm)\b/;
const LINE = /\b(occasion|subtitle|tagline|motto)\b/;
const DETAIL = /\b(type|breed|kind|species)\b/;
const TITLE = /\b(name|names|title)\b/;
const NOTES = /\b(notes?|message|instructions?|details|requests?)\b/;
const LIST = /\b(goals?|list|dreams|intentions)\b/;

/** The field's name and label as lower-case words ('pet_type' + 'Type of pet' -> 'pet type type of pet'). */
const wordsOf = (f: NamedRoleField) =>
  `${f.fieldName} ${f.fieldLabel}`
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ');

/**
 * The role its name and label give one field, before the type-based fallback; null when the
 * words say nothing this rule knows.
 */
function roleFromWords(
  field: NamedRoleField,
  kind: 'portrait' | 'vision_board',
  taken: { style: boolean; title: boolean },
): FieldRole | null {
  const words = wordsOf(field);
  const aspect = ASPECT_WORDS.find(([re]) => re.test(words))?.[1];
  switch (field.fieldType) {
    case 'checkbox': {
      const element = TOGGLE_WORDS.find(([re]) => re.test(words))?.[1];
      return element ? { role: 'toggle', element } : null;
    }
    case 'visual_selector':
      if (aspect && taken.style) return { role: 'option', aspect };
      return taken.style ? null : { role: 'style' };
    case 'select':
      if (aspect) return { role: 'option', aspect };
      if (VERSE.test(words)) return { role: 'subtitle', as: 'verse' };
      if (LINE.test(words)) return { role: 'subtitle', as: 'line' };
      if (DETAIL.test(words)) return { role: 'detail' };
      return null;
    case 'textarea':
      if (kind === 'vision_board' && LIST.test(words)) return { role: 'list' };
      if (VERSE.test(words)) return { role: 'subtitle', as: 'verse' };
      if (NOTES.test(words)) return { role: 'notes' };
      return null;
    case 'text':
      if (DATE.test(words)) return { role: 'date' };
      if (VERSE.test(words)) return { role: 'subtitle', as: 'verse' };
      if (LINE.test(words)) return { role: 'subtitle', as: 'line' };
      if (DETAIL.test(words)) return { role: 'detail' };
      if (TITLE.test(words)) return taken.title ? null : { role: 'title' };
      return null;
    default:
      return null;
  }
}

/**
 * Roles for every field a blueprint should read, from each field's name and label as well as its
 * type (a new product's starter version, and fields a product edit adds): a date, birthday or
 * anniversary is the date; a verse, scripture, blessing, prayer or quote a verse; an occasion,
 * subtitle or tagline a line; a checkbox naming a halo, wings, pets, a gift or affirmations that
 * toggle; the first name or title the title; the first visual selector the style; a frame, light
 * or palette choice that option; a type, breed, kind or species a detail; notes, a message or
 * instructions notes; goals or a list on a vision board the list. A field whose words say none of
 * these gets the type-based role of `resolveFieldRoles`. Photos get none.
 */
export function inferFieldRoles(
  fields: readonly NamedRoleField[],
  kind: 'portrait' | 'vision_board' = 'portrait',
): FieldRoles {
  const taken = { style: false, title: false };
  // A field named for the title wins it over an earlier text field that is only text.
  const titleHolder = fields.find(
    (f) => roleFromWords(f, kind, { style: false, title: false })?.role === 'title',
  )?.fieldName;
  const roles: FieldRoles = {};
  for (const f of fields) {
    if (f.fieldType === 'image') continue;
    let role = roleFromWords(f, kind, taken);
    if (role?.role === 'title' && titleHolder !== f.fieldName) role = null;
    role ??= inferredRole(f, {
      style: taken.style,
      title: taken.title || titleHolder !== undefined,
    });
    if (!role) continue;
    if (role.role === 'style') taken.style = true;
    if (role.role === 'title') taken.title = true;
    roles[f.fieldName] = role;
  }
  return roles;
}
