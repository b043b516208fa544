import { slugify } from '@atelier/shared/slugify';

/** A name for a field without a usable label. */
export const FALLBACK_FIELD_NAME = 'field';
const MAX_NAME = 60;

/**
 * The field name made from its label with SPEC.md §5's slug helper, kept unique in the
 * product: the second 'Name' becomes name-2, the third name-3.
 */
export function uniqueFieldName(label: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base =
    slugify(label)
      .slice(0, MAX_NAME - 4)
      .replace(/-+$/, '') || FALLBACK_FIELD_NAME;
  let candidate = base;
  for (let n = 2; used.has(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}
