import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import {
  briefOf,
  briefWords,
  frameFor,
  portraitStyleOf,
  stylePalette,
  svgDoc,
  textZone,
  type GenerationInput,
} from '@atelier/studio';
import { renderStudioAt } from '../../generation/engine/local-studio';

/**
 * The most pixels a portrait's painted layers are rendered at. Its painter and cut-out work pixel
 * by pixel in JavaScript (44 s and 800 MB at 4050×5850); past this the painted scene is rendered
 * here and enlarged with Lanczos, and its vector layers (frame, plaque, verse) are set again at
 * print size, so type and ornaments stay crisp. Vision boards (vector throughout) always render
 * at full size.
 */
export const STUDIO_MAX_PAINT_PIXELS = 5_000_000;

/**
 * A studio picture as the layers of one libvips pipeline, not yet run: `image` yields the render
 * at W×H (enlarged on the way past the paint budget) and `crisp` is what lies on it (the frame
 * and words set at W×H, or nothing). Callers add their own steps and encode straight from it, so
 * no print-size copy of the pixels is ever held (at 24×36 one is 78 MB).
 */
export type StudioPicture = { image: Sharp; crisp: OverlayOptions[] };

/** The layers put together, ready to encode (libvips lays the composite after any extend). */
export const flatten = (p: StudioPicture): Sharp => p.image.composite(p.crisp);

/** The artwork re-rendered by the studio at exactly W×H. */
export async function studioPicture(
  input: Omit<GenerationInput, 'signal'>,
  W: number,
  H: number,
  signal?: AbortSignal,
  maxPaintPixels = STUDIO_MAX_PAINT_PIXELS,
): Promise<StudioPicture> {
  const withSignal = { ...input, signal: signal ?? new AbortController().signal };
  if (input.kind === 'vision_board' || W * H <= maxPaintPixels) {
    return { image: sharp((await renderStudioAt(withSignal, W, H)).png), crisp: [] };
  }
  const k = Math.sqrt(maxPaintPixels / (W * H));
  const painted = await renderStudioAt(withSignal, Math.round(W * k), Math.round(H * k));
  signal?.throwIfAborted();
  // The same seeded geometry as renderPortrait at W×H: the crisp layers land on the soft ones.
  const brief = briefOf(withSignal);
  const palette = stylePalette(
    portraitStyleOf(brief, input.stylePreset),
    input.seed,
    brief.options,
  );
  const frame = frameFor(portraitStyleOf(brief, input.stylePreset), W, H, palette, input.seed);
  const words = briefWords(brief, textZone(brief, frame.window, H), palette);
  // The plaque's and scroll's drop shadows are blurs: enlarged they are as good as re-drawn, and
  // re-drawn at print size they cost half a minute. The crisp layer leaves them to the painting.
  const crisp = words.svg.replace(/ filter="url\(#[^)]*-shadow\)"/g, '');
  return {
    image: sharp(painted.png).resize(W, H, { kernel: 'lanczos3' }),
    // One document (the frame's own <svg> nested under the words' defs): one raster, not two.
    crisp: [{ input: svgDoc(W, H, words.defs, frame.svg + crisp), blend: 'over' }],
  };
}
