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

/**
 * Crops `region` (clamped to the image), flattens it on white, upscales it so its type is
 * about TARGET_SIZE px, and binarises it dark on light: tesseract then ignores the gradients,
 * grain and ornaments around the letters, and light type on a dark plaque reads as well.
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
  const cropped = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true });
  const { data, info } = cropped;
  let sum = 0;
  for (const v of data) sum += v;
  const dark = sum / Math.max(1, data.length) < 128;
  const scale = Math.min(4, Math.max(1, TARGET_SIZE / Math.max(1, size)));
  let out = sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .resize(Math.round(info.width * scale), Math.round(info.height * scale), { kernel: 'lanczos3' })
    .normalise();
  if (dark) out = out.negate();
  return (
    out
      .threshold(128)
      // A white margin: tesseract misses text touching the edge.
      .extend({ top: 16, bottom: 16, left: 16, right: 16, background: '#ffffff' })
      .png()
      .toBuffer()
  );
}

/** A reader with one tesseract worker; `read` takes the image (or region) as one block of text. */
export async function createOcr(): Promise<Ocr> {
  const cachePath = mkdtempSync(path.join(tmpdir(), 'atelier-ocr-'));
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: langPath(),
    gzip: true,
    cachePath,
    cacheMethod: 'none',
  });
  await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK, user_defined_dpi: '300' });
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
