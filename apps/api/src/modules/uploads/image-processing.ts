import { open } from 'node:fs/promises';
import { UPLOAD_LIMITS } from '@atelier/shared/schemas/generation';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

/** HEIC needs a libheif with an HEVC decoder; sharp's prebuilt one reads AVIF only. */
export const HEIC_READABLE = (sharp.format.heif?.input.fileSuffix ?? []).includes('.heic');

export const UPLOAD_MESSAGES = {
  UNSUPPORTED_TYPE: HEIC_READABLE
    ? 'Please upload a JPG, PNG, WebP or HEIC image.'
    : 'Please upload a JPG, PNG or WebP image.',
  TOO_LARGE: 'This image is larger than 25 MB. Please choose a smaller image.',
  TOO_MANY_PIXELS:
    'This image has too many pixels (over 50 megapixels). Please choose a smaller image.',
  UNREADABLE: 'We could not read this image. Please try another one.',
  NO_IMAGE: 'Please choose an image to upload (form field "image").',
  NOT_MULTIPART: 'Send the image as multipart/form-data in the field "image".',
  BAD_FORM: 'The upload could not be read. Please send one image in the field "image".',
  NO_BOUNDARY:
    'The upload has no multipart boundary. Send the image as multipart/form-data in the field "image".',
  LONG_BOUNDARY:
    'The multipart boundary is longer than 70 characters. Please send the form with a shorter boundary.',
  CUT_OFF: 'The upload ended before the form was complete. Please try again.',
  BAD_FOLDER: "Images can only be uploaded to the 'user-uploads' folder.",
  BAD_PREFIX: 'The prefix may only contain letters, digits, "-" and "_" (at most 40).',
  GUEST_FILES:
    'You have uploaded as many images as we can keep before you sign in. Please sign in to upload more.',
  GUEST_BYTES:
    'Your uploads have reached the storage we can keep before you sign in. Please sign in to upload more.',
  ADDRESS_FILES:
    'Too many images have been uploaded from your network in the last hour without signing in. Please sign in to upload more, or try again later.',
  ADDRESS_BYTES:
    'Uploads from your network in the last hour have reached the storage we keep without signing in. Please sign in to upload more, or try again later.',
  RATE_LIMITED: 'Too many uploads in a short time. Please wait a minute and try again.',
} as const;

export type SniffedType = 'jpeg' | 'png' | 'webp' | 'heif';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The image type from the first bytes (magic numbers); never from a name or a client header. */
export function sniffImageType(buf: Buffer): SniffedType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    buf.length >= 12 &&
    buf.toString('latin1', 0, 4) === 'RIFF' &&
    buf.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  if (
    buf.length >= 12 &&
    buf.toString('latin1', 4, 8) === 'ftyp' &&
    HEIF_BRANDS.has(buf.toString('latin1', 8, 12))
  )
    return 'heif';
  return null;
}

/** The re-encoded JPEG, written to `path`. */
export type ProcessedImage = { path: string; bytes: number; width: number; height: number };

const unsupported = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.UNSUPPORTED_TYPE);

/** The first bytes of a file, enough for sniffImageType. */
async function head(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buf = Buffer.alloc(16);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks an upload (a file on disk, decoded from there rather than from a copy in memory) and
 * re-encodes it as the JPEG we keep, written to `output`: type from the bytes, pixel count from
 * the header before anything is decoded, then auto-orient, fit inside maxSide, JPEG q88, and no
 * metadata (EXIF, GPS, XMP, ICC) in the output.
 */
export async function processUpload(input: string, output: string): Promise<ProcessedImage> {
  const type = sniffImageType(await head(input));
  if (!type || (type === 'heif' && !HEIC_READABLE)) throw unsupported();

  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // Reads the header only; no pixel limit here, so the size check below is ours.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw type === 'heif'
      ? unsupported()
      : new AppError(400, 'BAD_IMAGE', UPLOAD_MESSAGES.UNREADABLE);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw new AppError(400, 'BAD_IMAGE', UPLOAD_MESSAGES.UNREADABLE);
  if (width * height > UPLOAD_LIMITS.maxPixels)
    throw new AppError(413, 'IMAGE_TOO_LARGE', UPLOAD_MESSAGES.TOO_MANY_PIXELS);

  const release = await reencodeSlot();
  try {
    const info = await sharp(input, {
      limitInputPixels: UPLOAD_LIMITS.maxPixels,
      failOn: 'error',
    })
      .rotate()
      .resize({
        width: UPLOAD_LIMITS.maxSide,
        height: UPLOAD_LIMITS.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      // Huffman optimisation keeps the whole image's coefficients in memory (about 90 MB for
      // 12 MP) and, freed, that memory stays with the process; the file is ~3% larger without.
      .jpeg({ quality: 88, optimiseCoding: false })
      // To a file: libvips writes it as it encodes, with no whole-image buffer to grow.
      .toFile(output);
    return { path: output, bytes: info.size, width: info.width, height: info.height };
  } catch {
    throw new AppError(400, 'BAD_IMAGE', UPLOAD_MESSAGES.UNREADABLE);
  } finally {
    release();
  }
}

/**
 * At most REENCODE_PARALLEL re-encodes at once; the others wait their turn. A photo's decode
 * takes tens of MB, and past two at a time a 2-core server is no faster, only bigger: a burst
 * of 20 uploads would otherwise hold libuv's 4 pool threads' worth of decodes at once.
 */
export const REENCODE_PARALLEL = 2;
let running = 0;
const waiting: Array<() => void> = [];
async function reencodeSlot(): Promise<() => void> {
  if (running >= REENCODE_PARALLEL) await new Promise<void>((r) => waiting.push(r));
  else running++;
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}
