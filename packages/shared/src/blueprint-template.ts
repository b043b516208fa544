// The blueprint template grammar (DESIGN.md §3 "Generation"): `{{fieldName}}` placeholders
// filled from a board's values. The API renders prompts and captions with it, checks a saved
// version's placeholders against the product's fields, and the admin editor marks unknown
// names as the owner types; this is its one copy.

/** A `{{fieldName}}` placeholder (global: use with matchAll / replace). */
export const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/** The distinct placeholders of the templates, in the order they first appear. */
export function templatePlaceholders(...templates: string[]): string[] {
  const names = templates.flatMap((t) => [...t.matchAll(PLACEHOLDER)].map((m) => m[1]!));
  return [...new Set(names)];
}

/**
 * Replaces every `{{fieldName}}` with its value (a missing or empty field becomes ''), then
 * collapses runs of whitespace to single spaces and trims the ends.
 */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template
    .replace(PLACEHOLDER, (_, name: string) =>
      Object.prototype.hasOwnProperty.call(values, name) ? (values[name] ?? '') : '',
    )
    .replace(/\s+/g, ' ')
    .trim();
}
