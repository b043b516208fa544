import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { isValidKey } from '../../storage/storage';
import {
  createVariantStore,
  isVariantKey,
  OUTPUT_CONTENT_TYPES,
  parseVariantQuery,
  type VariantObject,
} from './media-variants';

// Seed and catalogue keys carry a content hash or version, so a year of caching is safe; a
// variant is derived from one such key, so it never changes either.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  object: VariantObject,
  contentType: string,
) {
  reply.header('Content-Type', contentType);
  reply.header('Content-Length', object.size);
  reply.header('ETag', object.etag);
  reply.header('Last-Modified', object.lastModified.toUTCString());
  reply.header('Cache-Control', IMMUTABLE);
  if (request.headers['if-none-match'] === object.etag) {
    if (!Buffer.isBuffer(object.body)) object.body.destroy();
    reply.removeHeader('Content-Length');
    return reply.status(304).send();
  }
  return reply.send(object.body);
}

/**
 * Public images: only the static-assets/ prefix. User uploads and generated artwork are private
 * and are read through short-lived signed URLs (added with the upload and generation issues).
 * `?w=<ladder width>&fmt=<webp|avif|jpeg|auto>` serves a resized variant (image-variants.ts).
 */
export async function mediaRoutes(app: FastifyInstance) {
  const variants = createVariantStore(app.storage);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/static-assets/*',
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string() }),
        querystring: z.object({ w: z.string().optional(), fmt: z.string().optional() }),
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const key = `static-assets/${request.params['*']}`;
      // Stored variants are reached only through their original's URL.
      if (!isValidKey(key) || isVariantKey(key)) throw notFound('Image not found');
      const variant = parseVariantQuery(request.query, request.headers.accept);

      if (!variant) {
        const object = await app.storage.get(key);
        if (!object) throw notFound('Image not found');
        return sendObject(request, reply, object, object.contentType);
      }

      const object = await variants.get(key, variant);
      if (!object) throw notFound('Image not found');
      if (variant.negotiated) reply.header('Vary', 'Accept');
      return sendObject(request, reply, object, OUTPUT_CONTENT_TYPES[variant.format]);
    },
  );
}
