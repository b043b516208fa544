import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM } from 'tesseract.js';
import type { Box } from '../types';

// OCR for tests that read the artwork back as a person would. tesseract.js runs its WASM core
// in a worker thread; the English model comes from @tesseract.js-data/eng (an npm package), so
// nothing is downloaded. Load one reader per test file (beforeAll) and reuse it: starting one
// costs about a second, a read of a cropped region a fraction of that.

const requireHere = createRequire(import.meta.url);

/**
 * The LSTM-only "best_int" English model: smaller (3 MB) and, on set type, better than the
 * legacy+LSTM model the package points at by default.
 */
function langPath(): string {
  const pkg = path.dirname(requireHere.resolve('@tesseract.js-data/eng/package.json'));
  return path.join(pkg, '4.0.0_best_int');
}

export type Ocr = {
  /**
   * The text read from a PNG (or from one region of it), lines separated by newlines. Give
   * the type's `size` (px, e.g. a TextBlock's) when it is small: it is upscaled first.
   */
  read(png: Buffer, region?: Box, size?: number): Promise<string>;
  close(): Promise<void>;
};

/** Type this size (px) reads best; smaller type is upscaled to it (at most 4×). */
const TARGET_SIZE = 48;

/** Otsu's threshold: the grey level that best splits a histogram into two classes. */
function otsu(histogram: Uint32Array, total: number): number {
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * histogram[i]!;
  let sumBelow = 0;
  let below = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    below += histogram[t]!;
    if (!below) continue;
    const above = total - below;
    if (!above) break;
    sumBelow += t * histogram[t]!;
    const between = below * above * (sumBelow / below - (sum - sumBelow) / above) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/**
 * Crops `region` (clamped to the image), flattens it on white, upscales it so its type is
 * about TARGET_SIZE px, and binarises it (Otsu) with the larger class, the background, white:
 * tesseract then ignores gradients, grain and ornaments, and light type on a dark plaque
 * reads as well as dark type on a light one.
 */
async function prepare(png: Buffer, region: Box | undefined, size: number): Promise<Buffer> {
  const image = sharp(png);
  const { width = 0, height = 0 } = await image.metadata();
  let pipeline = image.flatten({ background: '#ffffff' });
  if (region) {
    const left = Math.max(0, Math.floor(region.x));
    const top = Math.max(0, Math.floor(region.y));
    const w = Math.min(width - left, Math.ceil(region.x + region.w) - left);
    const h = Math.min(height - top, Math.ceil(region.y + region.h) - top);
    if (w > 0 && h > 0) pipeline = pipeline.extract({ left, top, width: w, height: h });
  }
  const cropped = await pipeline.png().toBuffer({ resolveWithObject: true });
  const scale = Math.min(4, Math.max(1, TARGET_SIZE / Math.max(1, size)));
  const w = Math.round(cropped.info.width * scale);
  const h = Math.round(cropped.info.height * scale);
  const grey = await sharp(cropped.data)
    .resize(w, h, { kernel: 'lanczos3' })
    .greyscale()
    .raw()
    .toBuffer();
  const histogram = new Uint32Array(256);
  for (const v of grey) histogram[v]!++;
  const t = otsu(histogram, grey.length);
  let dark = 0;
  for (let i = 0; i <= t; i++) dark += histogram[i]!;
  const inkIsDark = dark <= grey.length - dark;
  const binary = Buffer.alloc(grey.length);
  for (let i = 0; i < grey.length; i++) {
    const isDark = grey[i]! <= t;
    binary[i] = isDark === inkIsDark ? 0 : 255;
  }
  return (
    sharp(binary, { raw: { width: w, height: h, channels: 1 } })
      // A white margin: tesseract misses text touching the edge.
      .extend({ top: 16, bottom: 16, left: 16, right: 16, background: '#ffffff' })
      .png()
      .toBuffer()
  );
}

/**
 * A reader with one tesseract worker. It reads a region as one column of lines of any sizes
 * (a plaque: a large name over a small date), ignoring what is not text around them.
 */
export async function createOcr(): Promise<Ocr> {
  const cachePath = mkdtempSync(path.join(tmpdir(), 'atelier-ocr-'));
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: langPath(),
    gzip: true,
    cachePath,
    cacheMethod: 'none',
  });
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_COLUMN, user_defined_dpi: '300' });
  return {
    read: async (png, region, size = TARGET_SIZE) => {
      const { data } = await worker.recognize(await prepare(png, region, size));
      return data.text;
    },
    close: async () => {
      await worker.terminate();
      rmSync(cachePath, { recursive: true, force: true });
    },
  };
}

/** Lower-case letters and digits only, per word: what OCR and a reader agree on. */
export function normalisedWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
}

/**
 * Which of the expected words OCR found, each occurrence matched once. A word counts when it
 * is one of the words read, or (OCR sometimes runs two words together) when, 3 letters or
 * longer and not read on its own anywhere, it appears in the text read with its spaces
 * removed. Words without letters or digits (emoji, dashes) are not expected.
 */
export function wordsRead(
  ocrText: string,
  expected: string,
): { found: string[]; missing: string[]; share: number } {
  const read = normalisedWords(ocrText);
  const joined = read.join('');
  const pool = new Map<string, number>();
  for (const w of read) pool.set(w, (pool.get(w) ?? 0) + 1);
  const found: string[] = [];
  const missing: string[] = [];
  for (const word of normalisedWords(expected)) {
    const left = pool.get(word);
    if (left) {
      pool.set(word, left - 1);
      found.push(word);
    } else if (left === undefined && word.length >= 3 && joined.includes(word)) found.push(word);
    else missing.push(word);
  }
  const total = found.length + missing.length;
  return { found, missing, share: total ? found.length / total : 1 };
}

/** True when OCR read at least `min` (default 0.8) of the expected words. */
export function readsWords(
  ocrText: string,
  expected: string,
  opts: { min?: number } = {},
): boolean {
  return wordsRead(ocrText, expected).share >= (opts.min ?? 0.8);
}
