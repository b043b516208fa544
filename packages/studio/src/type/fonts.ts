import { existsSync } from 'node:fs';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { TEXT_FONTS, emojiFontFile, shippedFontFile } from '../svg-fonts';
// Imported for what it does on import: fontconfig is pointed at the shipped fonts before any
// text is drawn, and every SVG this module writes names them.
import '../svg-kit';

/** The studio's four text faces (see TEXT_FONTS in svg-fonts.ts for the files). */
export type Face = 'display' | 'serif' | 'serif-italic' | 'sans';

export const FACES = Object.keys(TEXT_FONTS) as Face[];

/** What SVG says to get a face: family, weight and style, exactly as fontconfig knows them. */
export function faceAttributes(face: Face): string {
  const f = TEXT_FONTS[face];
  return `font-family="'${f.family}'" font-weight="${f.weight}" font-style="${f.style}"`;
}

/** DejaVu is the system's own font: fontconfig's fallback for what no shipped font covers. */
const SYSTEM_FALLBACK = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

const cache = new Map<string, Font | null>();

function open(file: string): Font | null {
  if (cache.has(file)) return cache.get(file)!;
  let font: Font | null = null;
  if (existsSync(file)) {
    const opened = fontkit.openSync(file);
    // A .ttf holds one font; a collection would need a name to pick one.
    font = 'layout' in opened ? opened : null;
  }
  cache.set(file, font);
  return font;
}

const faces = new Map<Face, Font>();

/** The face's font, opened from the very TTF that fontconfig hands librsvg. */
export function faceFont(face: Face): Font {
  const hit = faces.get(face);
  if (hit) return hit;
  const font = open(shippedFontFile(TEXT_FONTS[face]));
  if (!font) throw new Error(`The ${face} font is missing: ${TEXT_FONTS[face].pkg}`);
  faces.set(face, font);
  return font;
}

let fallbacks: Font[] | null = null;

/**
 * The fonts that draw what the face lacks, in the order fontconfig falls back to them here:
 * the shipped emoji font, then the system's DejaVu Sans.
 */
export function fallbackFonts(): Font[] {
  fallbacks ??= [open(emojiFontFile()), open(SYSTEM_FALLBACK)].filter((f): f is Font => f !== null);
  return fallbacks;
}

const verticals = new WeakMap<Font, { ascent: number; descent: number }>();

/** A font's ascent and descent in em, both positive (fontkit reads them afresh each time). */
export function vertical(font: Font): { ascent: number; descent: number } {
  let v = verticals.get(font);
  if (!v) {
    v = { ascent: font.ascent / font.unitsPerEm, descent: -font.descent / font.unitsPerEm };
    verticals.set(font, v);
  }
  return v;
}
