import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/errors';
import { LocalDiskStorage } from '../../storage/local-disk';

export const FILE_MESSAGES = {
  BAD_SIGNATURE: 'This link has expired or is not valid. Please reload the page.',
  NOT_FOUND: 'File not found',
} as const;

/**
 * GET /api/files/<key>?expires=&signature= — what the local driver's signed URLs point at.
 * The signature (HMAC of key and expiry) is the whole authorisation; S3 serves its own.
 */
export async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const storage = app.storage;
  if (!(storage instanceof LocalDiskStorage)) return;

  app.get(
    '/api/files/*',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Read a private object through a signed, expiring URL (local storage driver)',
        params: z.object({ '*': z.string() }),
        querystring: z.object({
          expires: z.string().optional(),
          signature: z.string().optional(),
        }),
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const key = request.params['*'];
      const check = storage.verifySignature(key, request.query.expires, request.query.signature);
      if (!check.ok) throw forbidden(FILE_MESSAGES.BAD_SIGNATURE);
      const object = await storage.get(key);
      if (!object) throw notFound(FILE_MESSAGES.NOT_FOUND);
      reply.header('Content-Type', object.contentType);
      reply.header('Content-Length', object.size);
      reply.header('ETag', object.etag);
      reply.header('Last-Modified', object.lastModified.toUTCString());
      reply.header('Cache-Control', `private, max-age=${check.remainingSeconds}`);
      return reply.send(object.body);
    },
  );
}
