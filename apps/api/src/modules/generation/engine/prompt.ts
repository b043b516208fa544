// Blueprint prompt templates: `{{fieldName}}` placeholders filled from the board's values.

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

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
