import { crc32 } from 'node:zlib';
import sharp from 'sharp';

// Inputs for the upload tests, made in memory.

export function solid(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  });
}

export const jpeg = (w = 64, h = 48) => solid(w, h).jpeg().toBuffer();
export const png = (w = 64, h = 48) => solid(w, h).png().toBuffer();
export const webp = (w = 64, h = 48) => solid(w, h).webp().toBuffer();
export const gif = () => solid(16, 16).gif().toBuffer();

/** A JPEG carrying EXIF with GPS coordinates, a camera make and orientation 6 (rotate 90°). */
export const jpegWithGpsExif = () =>
  solid(80, 40)
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Tracker 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** The EXIF pointer tag (0x8825, little-endian as sharp writes it) to the GPS directory. */
export const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);

/** Noise compresses badly: a JPEG of roughly `side`² × 1 byte. */
export function noisyJpeg(side: number) {
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([len, typed, crc]);
}

/** A PNG whose IHDR (valid CRC) claims width × height; the pixel data is a few bytes only. */
export function pngClaiming(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
export const SVG_PLAIN = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

/** The start of an iPhone HEIC (ftyp box, brand heic); real HEVC data is not needed to be refused. */
export const heicHeader = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    Buffer.alloc(64),
  ]);
