import type { Font } from 'fontkit';
import { type Face, faceFont, fallbackFonts, vertical } from './fonts';

/** Code points that join the cluster before them (variation selectors, ZWJ, skin tones, marks). */
const joins = (cp: number) =>
  cp === 0x200d ||
  cp === 0xfe0e ||
  cp === 0xfe0f ||
  cp === 0x20e3 ||
  (cp >= 0x0300 && cp <= 0x036f) ||
  (cp >= 0x1f3fb && cp <= 0x1f3ff) ||
  (cp >= 0xe0020 && cp <= 0xe007f);

type Run = { font: Font; text: string };

/** Splits text into runs, each drawn by the first font that has its characters. */
function runs(text: string, face: Face): Run[] {
  const primary = faceFont(face);
  const out: Run[] = [];
  for (const ch of text) {
    const last = out[out.length - 1];
    const cp = ch.codePointAt(0)!;
    if (last && (joins(cp) || cp === 0x20)) {
      // Spaces and joiners stay with the run they are in (the face has a space anyway).
      last.text += ch;
      continue;
    }
    // The fallbacks are opened only for a character the face lacks (an emoji).
    const font = primary.hasGlyphForCodePoint(cp)
      ? primary
      : (fallbackFonts().find((f) => f.hasGlyphForCodePoint(cp)) ?? primary);
    if (last && last.font === font) last.text += ch;
    else out.push({ font, text: ch });
  }
  return out;
}

type Metrics = { width: number; ascent: number; descent: number; overhang: number };

const widthCache = new Map<string, Metrics>();

/** Width and vertical extent of `text` at 1 px, with the kerning librsvg (HarfBuzz) applies. */
function unitMetrics(text: string, face: Face): Metrics {
  const key = `${face}\u0000${text}`;
  const hit = widthCache.get(key);
  if (hit) return hit;
  const primary = faceFont(face);
  let width = 0;
  let { ascent, descent } = vertical(primary);
  /** Where each glyph starts (em) and its ink's left and right (em, from its origin). */
  const placed: { x: number; ink: () => [number, number] }[] = [];
  for (const run of runs(text, face)) {
    const f = run.font;
    const em = f.unitsPerEm;
    const glyphs = f.layout(run.text);
    let x = width;
    glyphs.glyphs.forEach((glyph, i) => {
      const pos = glyphs.positions[i]!;
      const at = x + pos.xOffset / em;
      placed.push({ x: at, ink: () => [glyph.bbox.minX / em, glyph.bbox.maxX / em] });
      x += pos.xAdvance / em;
    });
    width += glyphs.advanceWidth / em;
    if (f !== primary) {
      ascent = Math.max(ascent, vertical(f).ascent);
      descent = Math.max(descent, vertical(f).descent);
    }
  }
  // Only the glyphs near either end can reach past the line's ends (an italic f, a swash):
  // their outlines are looked at; the rest need only their advances.
  let inkLeft = 0;
  let inkRight = 0;
  const ends = placed.length <= 6 ? placed : [...placed.slice(0, 3), ...placed.slice(-3)];
  for (const g of ends) {
    const [minX, maxX] = g.ink();
    if (!Number.isFinite(minX) || !Number.isFinite(maxX) || maxX <= minX) continue;
    inkLeft = Math.min(inkLeft, g.x + minX);
    inkRight = Math.max(inkRight, g.x + maxX);
  }
  const overhang = Math.max(0, -inkLeft, inkRight - width);
  const m = { width, ascent, descent, overhang };
  if (widthCache.size > 20_000) widthCache.clear();
  widthCache.set(key, m);
  return m;
}

/**
 * The width of `text` set in `face` at `size` px (its advance: where the next text would go),
 * and the face's ascent and descent (positive, px): the line box every glyph of the face (and
 * of the fonts it falls back to) stays inside. `overhang` is how far ink reaches past either
 * end of the advance (an italic f, a swash), px. `letterSpacing` is in em, added after every
 * character, as librsvg does.
 */
export function measureText(
  text: string,
  face: Face,
  size: number,
  letterSpacing = 0,
): { width: number; ascent: number; descent: number; overhang: number } {
  const m = unitMetrics(text, face);
  const chars = [...text].length;
  return {
    width: (m.width + letterSpacing * chars) * size,
    ascent: m.ascent * size,
    descent: m.descent * size,
    overhang: m.overhang * size,
  };
}

/**
 * The ascent and descent (px) of the line box `text` needs: the face's, or taller when a
 * fallback font (emoji) draws some of it. Cheaper than measureText for long text: no shaping.
 */
export function lineBox(
  text: string,
  face: Face,
  size: number,
): { ascent: number; descent: number } {
  const primary = faceFont(face);
  let { ascent, descent } = vertical(primary);
  for (const run of runs(text, face)) {
    if (run.font === primary) continue;
    ascent = Math.max(ascent, vertical(run.font).ascent);
    descent = Math.max(descent, vertical(run.font).descent);
  }
  return { ascent: ascent * size, descent: descent * size };
}
