import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { isValidKey } from '../../storage/storage';

// Seed and catalogue keys carry a content hash or version, so a year of caching is safe.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Public images: only the static-assets/ prefix. User uploads and generated artwork are private
 * and are read through short-lived signed URLs (added with the upload and generation issues).
 */
export async function mediaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/static-assets/*',
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string() }),
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const key = `static-assets/${request.params['*']}`;
      const object = isValidKey(key) ? await app.storage.get(key) : null;
      if (!object) throw notFound('Image not found');

      reply.header('Content-Type', object.contentType);
      reply.header('Content-Length', object.size);
      reply.header('ETag', object.etag);
      reply.header('Last-Modified', object.lastModified.toUTCString());
      reply.header('Cache-Control', IMMUTABLE);
      if (request.headers['if-none-match'] === object.etag) {
        object.body.destroy();
        reply.removeHeader('Content-Length');
        return reply.status(304).send();
      }
      return reply.send(object.body);
    },
  );
}
