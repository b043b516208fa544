import {
  MIN_PRINT_PPI,
  STRETCHER_DEPTH_INCHES,
  type CanvasWrap,
  type PrintMethod,
} from '@atelier/shared/schemas/prints';
import sharp, { type Sharp } from 'sharp';
import { briefOf, overlayCaption, renderStudioAt } from '../../generation/engine/local-studio';
import { frameFor, stylePalette } from '../../generation/engine/studio/paint/paint';
import { briefWords, textZone } from '../../generation/engine/studio/portrait';
import { portraitStyleOf } from '../../generation/engine/studio/portrait-style';
import { svgDoc } from '../../generation/engine/svg';
import type { GenerationInput } from '../../generation/engine/types';
import type { ArtworkSource } from './artwork-source';
import { orientTo } from './print-quality';
import { AI_UPSCALE_FACTOR, upscaleImage } from './upscale';

// The print file (docs/decisions/018-prints-and-downloads.md): the canvas face plus its wrap on
// every side at MIN_PRINT_PPI, sRGB, JPEG quality 95 with its density. Studio artworks are
// re-rendered from their inputs and seed; provider images are upscaled and their words set again.

/**
 * The most pixels a portrait's painted layers are rendered at. Its painter and cut-out work pixel
 * by pixel in JavaScript (44 s and 800 MB at 4050×5850); past this the painted scene is rendered
 * here and enlarged with Lanczos, and its vector layers (frame, plaque, verse) are set again at
 * print size, so type and ornaments stay crisp. Vision boards (vector throughout) always render
 * at full size.
 */
export const STUDIO_MAX_PAINT_PIXELS = 5_000_000;

/** Decoded pixels, or an encoded image sharp reads by itself. */
type Picture = { data: Buffer; raw?: { width: number; height: number; channels: 3 | 4 } };

const read = (p: Picture) => sharp(p.data, p.raw ? { raw: p.raw } : {});

/** The artwork re-rendered by the studio at exactly W×H. */
export async function studioPicture(
  input: Omit<GenerationInput, 'signal'>,
  W: number,
  H: number,
  signal?: AbortSignal,
  maxPaintPixels = STUDIO_MAX_PAINT_PIXELS,
): Promise<Picture> {
  const withSignal = { ...input, signal: signal ?? new AbortController().signal };
  if (input.kind === 'vision_board' || W * H <= maxPaintPixels) {
    return { data: (await renderStudioAt(withSignal, W, H)).png };
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
  const { data, info } = await sharp(painted.png)
    .resize(W, H, { kernel: 'lanczos3' })
    // One document (the frame's own <svg> nested under the words' defs): one raster, not two.
    .composite([{ input: svgDoc(W, H, words.defs, frame.svg + crisp), blend: 'over' }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data,
    raw: { width: info.width, height: info.height, channels: info.channels as 3 | 4 },
  };
}

/**
 * A provider image at exactly W×H: AI-upscaled first when it is short of pixels and the AI
 * upscaler is on, cover-cropped with Lanczos, and the brief's words set again as real type on
 * the face (`face`: where the front of the canvas lies inside W×H).
 */
export async function providerPicture(
  source: Pick<ArtworkSource, 'original' | 'input'>,
  W: number,
  H: number,
  face: { left: number; top: number; width: number; height: number },
  upscaler: 'ai' | 'lanczos',
  signal?: AbortSignal,
): Promise<{ picture: Picture; method: PrintMethod }> {
  let image = await source.original();
  const meta = await sharp(image).metadata();
  const short = Math.max(W / (meta.width ?? W), H / (meta.height ?? H)) > 1;
  let method: PrintMethod = 'lanczos';
  if (short && upscaler === 'ai') {
    // The method the upscaler really used: Lanczos when the model could not load.
    const upscaled = await upscaleImage(image, { scale: AI_UPSCALE_FACTOR, method: 'ai', signal });
    image = upscaled.data;
    method = upscaled.method;
  }
  signal?.throwIfAborted();
  const cover = await sharp(image)
    .resize(W, H, { fit: 'cover', kernel: 'lanczos3' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: W, height: H, channels: cover.info.channels as 3 | 4 };
  const front = await sharp(cover.data, { raw })
    .extract(face)
    .png({ compressionLevel: 1 })
    .toBuffer();
  const worded = await overlayCaption(
    { data: front, width: face.width, height: face.height, contentType: 'image/png' },
    { ...source.input, signal: signal ?? new AbortController().signal },
  );
  const { data, info } = await sharp(cover.data, { raw })
    .composite([{ input: worded.data, left: face.left, top: face.top }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    picture: { data, raw: { width: W, height: H, channels: info.channels as 3 | 4 } },
    method,
  };
}

/**
 * The pixels of the small render that paints the sides of an image wrap: they are seen at an
 * angle, 1.5 in deep, so texture there need not be print-sharp.
 */
export const WRAP_SIDES_PIXELS = 2_000_000;

/**
 * The studio's image wrap: the composition rendered without words at face plus wrap paints the
 * sides, so the picture continues round the edges, and the face rendered at its own size lies
 * on top, so the words and the frame sit on the front and never fold round a bar.
 */
async function studioWrapped(
  input: Omit<GenerationInput, 'signal'>,
  g: ReturnType<typeof printGeometry>,
  signal?: AbortSignal,
): Promise<Sharp> {
  const k = Math.min(1, Math.sqrt(WRAP_SIDES_PIXELS / (g.width * g.height)));
  // Without words: the big composition's plaque or cards would peek out on a side.
  const wordless = {
    ...input,
    caption: '',
    brief: { ...input.brief, title: '', lines: [], verses: [], date: '', list: [] },
  };
  const sides = await studioPicture(
    wordless,
    Math.round(g.width * k),
    Math.round(g.height * k),
    signal,
  );
  const face = await studioPicture(input, g.faceW, g.faceH, signal);
  signal?.throwIfAborted();
  const front = face.raw ? { input: face.data, raw: face.raw } : { input: face.data };
  // Handed on unfinished: the file is encoded straight from it, with no full-size copy between.
  return read(sides)
    .resize(g.width, g.height, { kernel: 'lanczos3' })
    .composite([{ ...front, left: g.band, top: g.band }]);
}

export type PrintFileSpec = { widthInches: number; heightInches: number; wrap: CanvasWrap };

/** The print file's geometry at `ppi`: the face turned to the artwork, and the wrap band. */
export function printGeometry(
  spec: PrintFileSpec,
  artwork: { width: number; height: number },
  ppi = MIN_PRINT_PPI,
) {
  const oriented = orientTo(spec, artwork);
  const faceW = Math.round(oriented.widthInches * ppi);
  const faceH = Math.round(oriented.heightInches * ppi);
  const band = Math.round(STRETCHER_DEPTH_INCHES * ppi);
  return { faceW, faceH, band, width: faceW + 2 * band, height: faceH + 2 * band };
}

/**
 * The print file of the artwork: the picture at face size, with the wrap made from it (mirror:
 * its edge strips mirrored outward; white, black: a flat band), or for the image wrap the
 * picture continued round the edges (studioWrapped; a provider image cropped at face plus wrap).
 */
export async function renderPrintFileOf(
  source: Pick<ArtworkSource, 'artwork' | 'input' | 'studio' | 'original'>,
  spec: PrintFileSpec,
  opts: { upscaler: 'ai' | 'lanczos'; signal?: AbortSignal },
) {
  const ppi = MIN_PRINT_PPI;
  const artwork = {
    width: source.artwork.width ?? source.input.width,
    height: source.artwork.height ?? source.input.height,
  };
  const g = printGeometry(spec, artwork, ppi);
  const whole = spec.wrap === 'image';
  const W = whole ? g.width : g.faceW;
  const H = whole ? g.height : g.faceH;
  let pipeline: Sharp;
  let method: PrintMethod = 'studio';
  if (source.studio) {
    pipeline = whole
      ? await studioWrapped(source.input, g, opts.signal)
      : read(await studioPicture(source.input, W, H, opts.signal));
  } else {
    const face = whole
      ? { left: g.band, top: g.band, width: g.faceW, height: g.faceH }
      : { left: 0, top: 0, width: W, height: H };
    const made = await providerPicture(source, W, H, face, opts.upscaler, opts.signal);
    pipeline = read(made.picture);
    method = made.method;
  }
  opts.signal?.throwIfAborted();
  if (!whole) {
    const colour = spec.wrap === 'black' ? '#000000' : '#ffffff';
    pipeline = pipeline.extend({
      top: g.band,
      bottom: g.band,
      left: g.band,
      right: g.band,
      extendWith: spec.wrap === 'mirror' ? 'mirror' : 'background',
      background: colour,
    });
  }
  const data = await pipeline
    .removeAlpha()
    .toColourspace('srgb')
    .withIccProfile('srgb')
    .withDensity(ppi)
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
    .toBuffer();
  return {
    data,
    contentType: 'image/jpeg' as const,
    extension: 'jpg',
    width: g.width,
    height: g.height,
    ppi,
    method,
  };
}
