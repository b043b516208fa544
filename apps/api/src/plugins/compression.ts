import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCompressedCache, type CompressedCache } from '../lib/compressed-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Compressed copies of versioned answers (lib/http-cache.ts sendVersioned uses it). */
    compressedCache: CompressedCache;
  }
}

// A few dozen versions of every public page and JSON body fit many times over (the product
// page is ~86 KB plain, ~15 KB in brotli); the bound only matters if versions churn.
const COMPRESSED_CACHE_BYTES = 32 * 1024 * 1024;
const COMPRESS_MIN_BYTES = 1024;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Two kinds of compression. Versioned answers (server-painted pages, cached public JSON) are
 * compressed once per version by lib/http-cache.ts and their routes opt out of the plugin with
 * `compress: false`; every other dynamic answer (private JSON, ...) is compressed per request
 * by @fastify/compress, with a low brotli quality so that stays cheap. The web build's assets
 * are pre-compressed on disk (modules/web).
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'compressedCache',
      createCompressedCache({ maxBytes: COMPRESSED_CACHE_BYTES, minBytes: COMPRESS_MIN_BYTES }),
    );
    // A route that takes no body needs no request decompression: without this @fastify/compress
    // gives every GET (the pages, /healthz) a preParsing hook that only finds no encoding.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (
        route.decompress === undefined &&
        !methods.some((m) => BODY_METHODS.has(String(m).toUpperCase()))
      ) {
        route.decompress = false;
      }
    });
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_MIN_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
