// The local studio renderer, the offline default provider: it renders the shopper's brief with
// the studio package (@atelier/studio: its portraits and vision boards), and sets the brief's
// words as real type on the pictures the AI providers make (models garble lettering).
import {
  briefOf,
  briefWords,
  portraitStyleOf,
  renderPicture,
  stylePalette,
  svgDoc,
  textZone,
  throwIfAborted,
  type StudioRender,
} from '@atelier/studio';
import sharp from 'sharp';
import { asBuffer, isRenderThread, runRenderTask } from '../../../lib/render-pool';
import { toPortableInput } from './portable-input';
import {
  ProviderError,
  type GeneratedImage,
  type GenerationInput,
  type ImageProvider,
} from './types';

export const DEFAULT_WIDTH = 1024;
export const DEFAULT_HEIGHT = 1280;
const MIN_SHORT_SIDE = 1024;
const MAX_LONG_SIDE = 3072;

/** Output size: the requested one (default 1024×1280), scaled so the short side is ≥ 1024. */
export function outputSize(width: number, height: number): { width: number; height: number } {
  let w = Number.isFinite(width) && width > 0 ? width : DEFAULT_WIDTH;
  let h = Number.isFinite(height) && height > 0 ? height : DEFAULT_HEIGHT;
  const up = MIN_SHORT_SIDE / Math.min(w, h);
  if (up > 1) {
    w *= up;
    h *= up;
  }
  const down = MAX_LONG_SIDE / Math.max(w, h);
  if (down < 1) {
    w = Math.max(MIN_SHORT_SIDE, w * down);
    h = Math.max(MIN_SHORT_SIDE, h * down);
  }
  return { width: Math.round(w), height: Math.round(h) };
}

/**
 * Renders the input at exactly `width`×`height` (tests and reference renders use small sizes),
 * on a render-pool thread: segmentation and the painters' pixel loops never hold the thread
 * that serves the shop. An abort stops the render and rejects with the signal's reason.
 */
export async function renderStudioAt(
  input: GenerationInput,
  width: number,
  height: number,
): Promise<StudioRender> {
  if (isRenderThread()) return renderPicture(input, width, height);
  const transferList: ArrayBuffer[] = [];
  const payload = { input: toPortableInput(input, transferList), width, height };
  const render = await runRenderTask<StudioRender & { png: Uint8Array }>('studio', payload, {
    signal: input.signal,
    transferList,
  });
  return { ...render, png: asBuffer(render.png) };
}

/** Renders the input at its output size (see outputSize). */
export async function renderStudio(input: GenerationInput): Promise<StudioRender> {
  const { width, height } = outputSize(input.width, input.height);
  return renderStudioAt(input, width, height);
}

/**
 * Sets the brief's words as real type on an image a model made: the name plaque (title, short
 * lines, date) at the foot and, for portraits, the verse scroll above it. Without words the
 * image is returned unchanged.
 */
export async function overlayCaption(
  image: GeneratedImage,
  input: GenerationInput,
): Promise<GeneratedImage> {
  const brief = briefOf(input);
  const verses = input.kind === 'portrait' ? brief.verses : [];
  const zone = textZone(
    { ...brief, verses },
    { x: 0, y: 0, w: image.width, h: image.height },
    image.height,
  );
  if (!zone.hasPlaque && !zone.verses.length) return image;
  throwIfAborted(input.signal);
  const p = stylePalette(portraitStyleOf(brief, input.stylePreset), input.seed, brief.options);
  const { defs, svg: body } = briefWords(brief, zone, p);
  const data = await sharp(image.data)
    .composite([{ input: svgDoc(image.width, image.height, defs, body), blend: 'over' }])
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  return { data, width: image.width, height: image.height, contentType: 'image/png' };
}

/** The offline renderer; the default provider. */
export class LocalStudioProvider implements ImageProvider {
  readonly name = 'local' as const;

  async generate(input: GenerationInput): Promise<GeneratedImage> {
    throwIfAborted(input.signal);
    let render: StudioRender;
    try {
      render = await renderStudio(input);
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      throwIfAborted(input.signal);
      // A photo sharp cannot read fails the same way on every attempt.
      const reason = err instanceof Error ? err.message : String(err);
      throw new ProviderError(`studio render failed: ${reason}`, false);
    }
    throwIfAborted(input.signal);
    return {
      data: render.png,
      width: render.width,
      height: render.height,
      contentType: 'image/png',
    };
  }
}
