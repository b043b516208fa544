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
   * `lineHeight` (px, e.g. a TextBlock's size) when the type is small: it is upscaled first.
   */
  read(png: Buffer, region?: Box, lineHeight?: number): Promise<string>;
  close(): Promise<void>;
};

/** Text this tall (px, a line's cap-to-descender) reads best; smaller regions are upscaled. */
const TARGET_LINE = 48;

/**
 * Crops `region` (clamped to the image), flattens it on white and upscales it so that the
 * lines it holds are about TARGET_LINE px tall, at most 3×; greyscale, contrast stretched.
 */
async function prepare(png: Buffer, region: Box | undefined, lineHeight: number): Promise<Buffer> {
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
  const scale = Math.min(3, Math.max(1, TARGET_LINE / Math.max(1, lineHeight)));
  return (
    sharp(cropped.data)
      .resize(Math.round(cropped.info.width * scale), Math.round(cropped.info.height * scale), {
        kernel: 'lanczos3',
      })
      .greyscale()
      .normalise()
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
    read: async (png, region, lineHeight = TARGET_LINE) => {
      const { data } = await worker.recognize(await prepare(png, region, lineHeight));
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
 * Which of the expected words OCR found. A word counts when it is one of the words read, or
 * (OCR sometimes runs two words together, or splits one) when it appears in the text read
 * with its spaces removed. Words without letters or digits (emoji, dashes) are not expected.
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
    const left = pool.get(word) ?? 0;
    if (left > 0) {
      pool.set(word, left - 1);
      found.push(word);
    } else if (joined.includes(word)) found.push(word);
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
