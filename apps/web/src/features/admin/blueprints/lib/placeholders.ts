// The `{{` autocomplete of the template fields: which name is being typed at the caret, the
// field names that fit it, and the text once one is chosen.

/** The `{{name` being typed just before the caret: where its `{{` starts and the name so far. */
export function openPlaceholder(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const match = /\{\{\s*([A-Za-z0-9_.-]*)$/.exec(text.slice(0, caret));
  return match ? { start: match.index, query: match[1] ?? '' } : null;
}

/** The names that start with the query first, then those that contain it (case-insensitive). */
export function matchingNames(names: readonly string[], query: string): string[] {
  const q = query.toLowerCase();
  const starts = names.filter((n) => n.toLowerCase().startsWith(q));
  const contains = names.filter((n) => !starts.includes(n) && n.toLowerCase().includes(q));
  return [...starts, ...contains];
}

/**
 * The text with `{{name}}` in place of the open placeholder (a `}}` already after the caret is
 * taken in), and where the caret goes: just after it.
 */
export function insertPlaceholder(
  text: string,
  caret: number,
  start: number,
  name: string,
): { text: string; caret: number } {
  const rest = text.slice(caret).replace(/^[A-Za-z0-9_.-]*\s*\}\}/, '');
  const inserted = `{{${name}}}`;
  return { text: text.slice(0, start) + inserted + rest, caret: start + inserted.length };
}
