import { type PrintMethod } from '@atelier/shared/schemas/print-options';
import {
  MIN_PRINT_PPI,
  STRETCHER_DEPTH_INCHES,
  type CanvasWrap,
} from '@atelier/shared/schemas/prints';
import sharp, { type Sharp } from 'sharp';
import { asBuffer, isRenderThread, runRenderTask, transferable } from '../../../lib/render-pool';
import { overlayCaption } from '../../generation/engine/local-studio';
import type { PortableInput } from '../../generation/engine/portable-input';
import { toPortableInput } from '../../generation/engine/portable-input';
import type { GenerationInput } from '../../generation/engine/types';
import type { ArtworkSource } from './artwork-source';
import { orientTo } from './print-quality';
import { flatten, studioPicture, type StudioPicture } from './studio-picture';
import { AI_UPSCALE_FACTOR, upscaleImage } from './upscale';

// The print file (docs/decisions/018-prints-and-downloads.md): the canvas face plus its wrap on
// every side at MIN_PRINT_PPI, sRGB, JPEG quality 95 with its density. Studio artworks are
// re-rendered from their inputs and seed; provider images are upscaled and their words set again.

/** Decoded pixels, or an encoded image sharp reads by itself. */
type Picture = { data: Buffer; raw?: { width: number; height: number; channels: 3 | 4 } };

const read = (p: Picture) => sharp(p.data, p.raw ? { raw: p.raw } : {});

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
 * in the middle, so the words and the frame sit on the front and never fold round a bar.
 */
async function studioWrapped(
  input: Omit<GenerationInput, 'signal'>,
  g: ReturnType<typeof printGeometry>,
  signal?: AbortSignal,
  maxPaintPixels?: number,
): Promise<Sharp> {
  // The face first: its paint is the render's high-water mark, and the sides' smaller one then
  // reuses the memory it leaves behind instead of adding to it.
  const face = await studioPicture(input, g.faceW, g.faceH, signal, maxPaintPixels);
  const k = Math.min(1, Math.sqrt(WRAP_SIDES_PIXELS / (g.width * g.height)));
  // Without words: the big composition's plaque or cards would peek out on a side.
  const wordless = {
    ...input,
    caption: '',
    brief: { ...input.brief, title: '', lines: [], verses: [], date: '', list: [] },
  };
  const small = await flatten(
    await studioPicture(
      wordless,
      Math.round(g.width * k),
      Math.round(g.height * k),
      signal,
      maxPaintPixels,
    ),
  )
    .raw()
    .toBuffer({ resolveWithObject: true });
  signal?.throwIfAborted();
  const sides = {
    width: small.info.width,
    height: small.info.height,
    channels: small.info.channels,
  };
  // Only the four bands of the enlarged sides are ever made (libvips computes just the region an
  // extract asks for): a few MB instead of a 95 MB print-size raster under the face.
  const bands = [
    { left: 0, top: 0, width: g.width, height: g.band },
    { left: 0, top: g.band + g.faceH, width: g.width, height: g.band },
    { left: 0, top: g.band, width: g.band, height: g.faceH },
    { left: g.band + g.faceW, top: g.band, width: g.band, height: g.faceH },
  ];
  const strips = await Promise.all(
    bands.map(async (box) => ({
      input: await sharp(small.data, { raw: sides })
        .resize(g.width, g.height, { kernel: 'lanczos3' })
        .extract(box)
        .raw()
        .toBuffer(),
      raw: { width: box.width, height: box.height, channels: sides.channels },
      left: box.left,
      top: box.top,
    })),
  );
  // Handed on unfinished: the file is encoded straight from this one pipeline.
  return face.image
    .extend({ top: g.band, bottom: g.band, left: g.band, right: g.band })
    .composite([...face.crisp.map((o) => ({ ...o, left: g.band, top: g.band })), ...strips]);
}

/**
 * The face with a mirrored or flat band round it. libvips extends before it composites,
 * so a mirror of a face with a crisp layer needs that layer in the pixels first (one face-size
 * raster); a flat band takes the crisp layer in the same pipeline.
 */
async function banded(
  face: StudioPicture,
  g: ReturnType<typeof printGeometry>,
  wrap: 'mirror' | 'white' | 'black',
): Promise<Sharp> {
  const edges = { top: g.band, bottom: g.band, left: g.band, right: g.band };
  if (wrap === 'mirror') {
    const flat = face.crisp.length
      ? await flatten(face)
          // The composite added an alpha channel the opaque face does not need: a quarter less.
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true })
          .then(({ data, info }) =>
            sharp(data, {
              raw: { width: info.width, height: info.height, channels: info.channels },
            }),
          )
      : face.image;
    return flat.extend({ ...edges, extendWith: 'mirror' });
  }
  return face.image
    .extend({ ...edges, background: wrap === 'black' ? '#000000' : '#ffffff' })
    .composite(face.crisp.map((o) => ({ ...o, left: g.band, top: g.band })));
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

// Of the artwork row only its size: the bench and tests render without a database.
type PrintFileSource = Pick<ArtworkSource, 'input' | 'studio' | 'original'> & {
  artwork: Pick<ArtworkSource['artwork'], 'width' | 'height'>;
};
type PrintFileOptions = {
  upscaler: 'ai' | 'lanczos';
  signal?: AbortSignal;
  /** The portrait's paint budget (STUDIO_MAX_PAINT_PIXELS): tests pass a small one. */
  maxPaintPixels?: number;
};
type PrintFileResult = Awaited<ReturnType<typeof renderPrintFileHere>>;

/** What the pool thread gets: the inputs, and a provider image's original, as bytes. */
export type PrintFileTask = {
  source: Omit<PrintFileSource, 'input' | 'original'> & {
    input: PortableInput;
    original: Uint8Array | null;
  };
  spec: PrintFileSpec;
  opts: Omit<PrintFileOptions, 'signal'>;
};

/**
 * The print file of the artwork: the picture at face size, with the wrap made from it (mirror:
 * its edge strips mirrored outward; white, black: a flat band), or for the image wrap the
 * picture continued round the edges (studioWrapped; a provider image cropped at face plus wrap).
 * Made on a render-pool thread; only the file comes back.
 */
export async function renderPrintFileOf(
  source: PrintFileSource,
  spec: PrintFileSpec,
  opts: PrintFileOptions,
): Promise<PrintFileResult> {
  if (isRenderThread()) return renderPrintFileHere(source, spec, opts);
  const transferList: ArrayBuffer[] = [];
  const original = source.studio ? null : transferable(await source.original(), transferList);
  const { signal, ...rest } = opts;
  const task: PrintFileTask = {
    source: {
      artwork: { width: source.artwork.width, height: source.artwork.height },
      studio: source.studio,
      input: toPortableInput(source.input, transferList),
      original,
    },
    spec,
    opts: rest,
  };
  const file = await runRenderTask<PrintFileResult>('printFile', task, { signal, transferList });
  return { ...file, data: asBuffer(file.data) };
}

/** renderPrintFileOf on this thread (the pool's threads run it). */
export async function renderPrintFileHere(
  source: PrintFileSource,
  spec: PrintFileSpec,
  opts: PrintFileOptions,
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
  let face: StudioPicture;
  let method: PrintMethod = 'studio';
  if (source.studio && whole) {
    face = {
      image: await studioWrapped(source.input, g, opts.signal, opts.maxPaintPixels),
      crisp: [],
    };
  } else if (source.studio) {
    face = await studioPicture(source.input, W, H, opts.signal, opts.maxPaintPixels);
  } else {
    const front = whole
      ? { left: g.band, top: g.band, width: g.faceW, height: g.faceH }
      : { left: 0, top: 0, width: W, height: H };
    const made = await providerPicture(source, W, H, front, opts.upscaler, opts.signal);
    face = { image: read(made.picture), crisp: [] };
    method = made.method;
  }
  opts.signal?.throwIfAborted();
  const pipeline = spec.wrap === 'image' ? face.image : await banded(face, g, spec.wrap);
  const data = await pipeline
    .removeAlpha()
    .toColourspace('srgb')
    .withIccProfile('srgb')
    .withDensity(ppi)
    // Huffman tables optimised for the image need every DCT coefficient of the file held at
    // once (~300 MB at 24×36); the standard tables stream, for a file ~10% larger and the same
    // pixels.
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4', optimiseCoding: false })
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
