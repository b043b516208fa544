// How the brief reads a shopper's words: dates set for people, lists split into items, and
// select options that mean "none". Pure functions, shared by the brief builder and its tests.

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

const MONTH_NAMES = MONTHS.map((m) => m[0]!.toUpperCase() + m.slice(1));

/** 'jun', 'june', 'sept' → 1-based month; null for anything else. */
function monthOf(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return null;
  const i = MONTHS.findIndex((m) => m.startsWith(w) || (w === 'sept' && m === 'september'));
  return i === -1 ? null : i + 1;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function formatted(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysIn(year, month)) return null;
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}

const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const YEAR = String.raw`(\d{4})`;
const MONTH_WORD = String.raw`([A-Za-z]{3,9}\.?)`;
const SEP = String.raw`[\s,]+`;
const ISO = new RegExp(String.raw`^${YEAR}-(\d{1,2})-(\d{1,2})$`);
const NUMERIC = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-]${YEAR}$`);
const DAY_MONTH_YEAR = new RegExp(
  String.raw`^${DAY}(?:\s+of)?${SEP}${MONTH_WORD}${SEP}${YEAR}$`,
  'i',
);
const MONTH_DAY_YEAR = new RegExp(String.raw`^${MONTH_WORD}${SEP}${DAY}${SEP}${YEAR}$`, 'i');

/**
 * A date as people read it: "June 14, 2025". Reads ISO ("2025-06-14"), numeric ("6/14/2025":
 * month first as the form's example, unless the first number cannot be a month, "14/6/2025"),
 * and written dates ("14 June 2025", "June 14, 2025", "june 14 2025", "Jun 14th, 2025").
 * Anything else — a two-digit year, a month without a day, an impossible day — comes back as
 * the shopper wrote it, trimmed: the brief never guesses a date the shopper did not give.
 */
export function formatDate(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t === '') return '';
  let m = ISO.exec(t);
  if (m) return formatted(+m[1]!, +m[2]!, +m[3]!) ?? t;
  m = NUMERIC.exec(t);
  if (m) {
    const [a, b, year] = [+m[1]!, +m[2]!, +m[3]!];
    return (a <= 12 ? formatted(year, a, b) : formatted(year, b, a)) ?? t;
  }
  m = DAY_MONTH_YEAR.exec(t);
  if (m) {
    const month = monthOf(m[2]!);
    return (month && formatted(+m[3]!, month, +m[1]!)) || t;
  }
  m = MONTH_DAY_YEAR.exec(t);
  if (m) {
    const month = monthOf(m[1]!);
    return (month && formatted(+m[3]!, month, +m[2]!)) || t;
  }
  return t;
}

// "-", "*", "•" and similar bullets, or "1." / "1)" numbering, at the start of an item.
const BULLET = /^(?:[-–—*•·▪◦>+]+|\d{1,2}[.)])\s*/;

/**
 * List items in the shopper's words: one per line; a single line is split on commas and
 * semicolons (the form's placeholder: "One per line: visit Italy, run a half marathon, …").
 * Items are trimmed, bullets and numbering stripped, empties dropped.
 */
export function splitList(text: string): string[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const parts = lines.length === 1 ? lines[0]!.split(/[,;]/) : lines;
  return parts
    .map((p) => p.trim().replace(BULLET, '').replace(/\s+/g, ' ').trim())
    .filter((p) => p !== '');
}

const NONE_WORDS = new Set(['none', 'nothing', 'n/a', 'na']);
const NEGATIONS = new Set(['no', 'without', 'skip']);
const ARTICLES = new Set(['a', 'an', 'the', 'any']);

const words = (text: string) => text.toLowerCase().match(/[a-z/]+/g) ?? [];
const singular = (w: string) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w);

/**
 * Whether a select option means "none of this" for its field. Rule: the option is only a
 * none-word ("None", "N/A"), or it opens with a negation ("No", "Without", "Skip") followed by a
 * word of the field's own label, articles skipped ("No verse, just the name" on "Scripture Verse"). So a verse
 * that merely begins with "No" ("No weapon formed against you…") is still a verse: it does not
 * negate the field's own noun.
 */
export function meansNone(value: string, fieldLabel: string): boolean {
  const w = words(value);
  if (w.length === 0) return false;
  if (w.length === 1 && NONE_WORDS.has(w[0]!)) return true;
  if (!NEGATIONS.has(w[0]!)) return false;
  const noun = w.slice(1).find((x) => !ARTICLES.has(x));
  const label = new Set(words(fieldLabel).map(singular));
  return noun !== undefined && label.has(singular(noun));
}

/** Whitespace (line breaks included) collapsed to single spaces, ends trimmed. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
