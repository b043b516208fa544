// Text chunks in a PNG (the PNG specification, §11.3.4): the full-resolution download carries its
// title, the shop and the licence inside the file. sharp writes no tEXt chunks, and Node 20 has
// no zlib.crc32, so the chunks are built here and inserted right after IHDR.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309, as PNG uses it) of the given bytes. */
export function crc32(...parts: Buffer[]): number {
  let c = 0xffffffff;
  for (const part of parts) {
    for (const byte of part) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const name = Buffer.from(type, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(name, data));
  return Buffer.concat([head, name, data, crc]);
}

const isLatin1 = (text: string) => Buffer.from(text, 'latin1').toString('latin1') === text;

/**
 * One text chunk: tEXt when the text is Latin-1 (what every reader shows), else iTXt with UTF-8
 * (a title in Greek or with an emoji stays whole).
 */
function textChunk(keyword: string, text: string): Buffer {
  if (!/^[\x20-\x7e]{1,79}$/.test(keyword)) throw new Error(`invalid PNG keyword: ${keyword}`);
  const key = Buffer.from(keyword, 'latin1');
  if (isLatin1(text)) {
    return chunk('tEXt', Buffer.concat([key, Buffer.from([0]), Buffer.from(text, 'latin1')]));
  }
  // keyword \0, compression flag 0, method 0, language '' \0, translated keyword '' \0, text
  return chunk('iTXt', Buffer.concat([key, Buffer.from([0, 0, 0, 0, 0]), Buffer.from(text)]));
}

/** The PNG with the text chunks inserted after its IHDR (the order keeps them before the image). */
export function withPngText(png: Buffer, entries: Record<string, string>): Buffer {
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  if (png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('a PNG must start with IHDR');
  const ihdrEnd = 8 + 12 + png.readUInt32BE(8);
  const chunks = Object.entries(entries).map(([k, v]) => textChunk(k, v));
  return Buffer.concat([png.subarray(0, ihdrEnd), ...chunks, png.subarray(ihdrEnd)]);
}

/** Every tEXt and iTXt chunk of a PNG as keyword → text (CRCs checked). */
export function readPngText(png: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  let at = 8;
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (png.readUInt32BE(at + 8 + length) !== crc32(png.subarray(at + 4, at + 8), data)) {
      throw new Error(`bad CRC in the ${type} chunk`);
    }
    const nul = data.indexOf(0);
    if (type === 'tEXt') {
      out[data.toString('latin1', 0, nul)] = data.toString('latin1', nul + 1);
    } else if (type === 'iTXt') {
      // Uncompressed iTXt only (what withPngText writes): skip the flags, language and
      // translated keyword to the text.
      const lang = data.indexOf(0, nul + 3);
      const translated = data.indexOf(0, lang + 1);
      out[data.toString('latin1', 0, nul)] = data.toString('utf8', translated + 1);
    }
    if (type === 'IEND') break;
    at += 12 + length;
  }
  return out;
}
