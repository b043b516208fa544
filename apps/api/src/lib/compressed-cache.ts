import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/**
 * Compressed copies of versioned answers (server-painted pages, cached public JSON), made once
 * per version and encoding and kept in a cache bounded by bytes. Compressing an 86 KB page
 * afresh on every request cost the whole CPU under load; a version is named
 * by its strong ETag, a hash of its bytes, so one version always compresses to the same bytes
 * and a new version gets a new entry while the old one ages out of the LRU.
 */
export type ContentEncoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to send for an Accept-Encoding header: br or gzip, whichever has the higher
 * q-value (br on a tie, it is smaller), or null for the plain bytes — no header, only
 * `identity`, both refused with q=0, or identity preferred with a higher q.
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  // Browsers send a handful of spellings, every request: each is read once.
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  const result = readAcceptEncoding(header);
  if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
  negotiated.set(header, result);
  return result;
}

const MAX_NEGOTIATED = 256;
const negotiated = new Map<string, ContentEncoding | null>();

function readAcceptEncoding(header: string): ContentEncoding | null {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const qParam = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
    const value = qParam === undefined ? 1 : Number(qParam);
    q.set(name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  const best = Math.max(br, gz);
  if (best <= 0) return null;
  // `identity` is acceptable unless refused; it only wins when it is explicitly preferred.
  if ((q.get('identity') ?? 0) > best) return null;
  return br >= gz ? 'br' : 'gzip';
}

export type CompressedCacheOptions = {
  /** Upper bound of the compressed bytes kept; least recently used versions go first. */
  maxBytes: number;
  /** Below this many bytes an answer goes out plain (the compress plugin's threshold). */
  minBytes?: number;
  /** Brotli quality: done once per version, so the slowest, smallest setting is affordable. */
  brotliQuality?: number;
  gzipLevel?: number;
};

export type CompressedCacheStats = {
  /** How many times bytes were actually compressed (not served from the cache). */
  compressions: number;
  hits: number;
  entries: number;
  bytes: number;
  maxBytes: number;
};

export type CompressedCache = {
  /**
   * The `encoding` bytes of `body`, whose strong ETag is `etag`; null when the body is too
   * small to be worth compressing. Concurrent first requests share one compression.
   */
  get(etag: string, encoding: ContentEncoding, body: string | Buffer): Promise<Buffer | null>;
  /**
   * The stored `encoding` bytes of the version `etag` (counted as a hit), or undefined when they
   * are not stored yet: a hot page is sent without waiting a turn for get()'s promise.
   */
  peek(etag: string, encoding: ContentEncoding): Buffer | undefined;
  stats(): CompressedCacheStats;
  clear(): void;
};

export function createCompressedCache(opts: CompressedCacheOptions): CompressedCache {
  const minBytes = opts.minBytes ?? 1024;
  const compressors: Record<ContentEncoding, (input: Buffer) => Promise<Buffer>> = {
    br: (input) =>
      brotliAsync(input, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: opts.brotliQuality ?? 11,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      }),
    gzip: (input) => gzipAsync(input, { level: opts.gzipLevel ?? 9 }),
  };
  // Map order is the LRU order: a hit moves its entry to the end, eviction takes the front.
  const entries = new Map<string, Buffer>();
  const inFlight = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  let compressions = 0;
  let hits = 0;

  function store(key: string, value: Buffer) {
    // One body larger than the whole cache is sent but not kept.
    if (value.length > opts.maxBytes) return;
    const old = entries.get(key);
    if (old) {
      bytes -= old.length;
      entries.delete(key);
    }
    entries.set(key, value);
    bytes += value.length;
    for (const [oldest, buffer] of entries) {
      if (bytes <= opts.maxBytes) break;
      entries.delete(oldest);
      bytes -= buffer.length;
    }
  }

  function peek(key: string): Buffer | undefined {
    const hit = entries.get(key);
    if (hit) {
      hits++;
      entries.delete(key);
      entries.set(key, hit);
    }
    return hit;
  }

  return {
    peek: (etag, encoding) => peek(`${encoding} ${etag}`),
    async get(etag, encoding, body) {
      // The hit comes first: measuring an 86 KB string's UTF-8 length on every request cost
      // a tenth of the CPU under load (only bodies that were big enough are ever stored).
      const key = `${encoding} ${etag}`;
      const hit = peek(key);
      if (hit) return hit;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const input = typeof body === 'string' ? Buffer.from(body) : body;
      if (input.length < minBytes) return null;
      compressions++;
      const compressing = compressors[encoding](input)
        .then((out) => {
          store(key, out);
          return out;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, compressing);
      return compressing;
    },
    stats: () => ({ compressions, hits, entries: entries.size, bytes, maxBytes: opts.maxBytes }),
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}
