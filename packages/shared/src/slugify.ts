/**
 * URL slug per SPEC.md §5: lowercase, trim, drop characters that are not word characters,
 * spaces or hyphens, collapse runs of spaces/underscores/hyphens into one hyphen, and trim
 * hyphens at both ends.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
