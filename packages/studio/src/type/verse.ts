import type { TypeSet } from '@atelier/shared/studio-vocabulary';
import { faceIn } from './faces';
import type { Piece } from './stack';

// A verse as the shopper wrote or picked it: a scripture option like
// "Psalm 23:1 — The Lord is my shepherd" reads as the quote with its reference on a line of
// its own; a blessing or a message is all quote.

/** A book (optionally numbered: "1 Corinthians"), a chapter, and optionally verses. */
const REFERENCE =
  /^(?:[1-3]\s?)?\p{Lu}[\p{L}.]*(?:\s(?:of\s)?\p{Lu}[\p{L}.]*){0,3}\s\d{1,3}(?::\d{1,3}(?:\s?[-–]\s?\d{1,3})?)?$/u;

const DASH = /\s+[—–-]\s+/;
const QUOTES = /^["“”'‘’«»]+|["“”'‘’«»]+$/g;

export type Verse = { quote: string; reference: string | null };

const clean = (s: string) => s.trim().replace(QUOTES, '').trim();

/**
 * Splits a verse into its words and its scripture reference, if it has one: before or after a
 * dash, or in brackets at the end. Every word stays: text that is not a reference is quote.
 */
export function splitVerse(text: string): Verse {
  const t = text.trim().replace(/\s+/g, ' ');
  const dash = t.match(DASH);
  if (dash?.index !== undefined) {
    const before = t.slice(0, dash.index).trim();
    const after = t.slice(dash.index + dash[0].length).trim();
    if (REFERENCE.test(before) && after) return { quote: clean(after), reference: before };
    if (REFERENCE.test(after) && before) return { quote: clean(before), reference: after };
  }
  const bracket = t.match(/^(.*\S)\s*\(([^()]+)\)$/);
  if (bracket && REFERENCE.test(bracket[2]!.trim())) {
    return { quote: clean(bracket[1]!), reference: bracket[2]!.trim() };
  }
  return { quote: clean(t) || t, reference: null };
}

/** The quote as set: in typographic quotation marks when it came with a reference. */
export function quoted(verse: Verse): string {
  return verse.reference ? `“${verse.quote}”` : verse.quote;
}

/**
 * The pieces a verse is set as: its words in italics (role `verse` when it is scripture,
 * `plainRole` otherwise), then its reference, if any, as a small line in spaced capitals, in
 * the faces of the type set.
 */
export function versePieces(
  text: string,
  opts: { weight: number; maxLines: number; plainRole: string; type: TypeSet },
): Piece[] {
  const verse = splitVerse(text);
  const words: Piece = {
    role: verse.reference ? 'verse' : opts.plainRole,
    text: quoted(verse),
    face: faceIn(opts.type, 'serif-italic'),
    weight: opts.weight,
    maxLines: opts.maxLines,
    group: 'words',
  };
  if (!verse.reference) return [words];
  return [
    words,
    {
      role: 'reference',
      text: verse.reference,
      face: faceIn(opts.type, 'sans'),
      weight: Math.max(opts.weight * 0.5, 0.34),
      maxLines: 1,
      uppercase: true,
      letterSpacing: 0.12,
      group: 'reference',
    },
  ];
}
