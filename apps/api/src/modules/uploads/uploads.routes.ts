import { signedUrlResponseSchema, uploadResponseSchema } from '@atelier/shared/schemas/generation';
import { photoCheckQuerySchema, photoCheckSchema } from '@atelier/shared/schemas/photo-check';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import { addressKey } from './client-address';
import type { GuestCookies } from './guest-cookie';
import { UPLOAD_MESSAGES } from './image-processing';
import type { PhotoCheckService } from './photo-check';
import { readUploadForm } from './upload-form';
import type { UploadsService } from './uploads.service';

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export async function uploadsRoutes(
  fastify: FastifyInstance,
  opts: {
    service: UploadsService;
    photoCheck: PhotoCheckService;
    guests: GuestCookies;
    tempDir: string;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, photoCheck, guests, tempDir } = opts;

  app.post(
    '/api/upload/image',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'Upload a photo (multipart: image, folder=user-uploads, prefix=upload). Signed-in or guest (HttpOnly cookie); re-encoded as JPEG without metadata',
        consumes: ['multipart/form-data'],
        response: {
          200: uploadResponseSchema,
          400: errorSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
      preHandler: app.optionalUser,
      config: {
        rateLimit: {
          max: app.config.uploads.rateLimit.max,
          timeWindow: app.config.uploads.rateLimit.windowMs,
          errorResponseBuilder: () =>
            new AppError(429, 'RATE_LIMITED', UPLOAD_MESSAGES.RATE_LIMITED),
        },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request, tempDir);
      // The temp file goes before the answer does, whatever the outcome.
      const result = await (async () => {
        service.checkFields({ folder: form.fields.folder, prefix: form.fields.prefix });
        if (!form.image || form.image.bytes === 0)
          throw badRequest(UPLOAD_MESSAGES.NO_IMAGE, 'NO_IMAGE');
        const owner = request.user
          ? { userId: request.user.id }
          : { guestId: guests.ensure(request, reply), address: addressKey(request.ip) };
        return service.upload(owner, { input: form.image.path, output: form.image.outputPath });
      })().finally(() => form.dispose());
      return reply.status(200).send(result);
    },
  );

  app.get(
    '/api/image/signed-url',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'A short-lived URL for a stored image: static-assets/ for anyone, user-uploads/ and generated-artwork/ for their owner only',
        querystring: z.object({ key: z.string().max(1024).default('') }),
        response: { 200: signedUrlResponseSchema, 400: errorSchema, 404: errorSchema },
      },
      preHandler: app.optionalUser,
    },
    async (request, reply) => {
      const url = await service.urlFor(request.query.key, {
        userId: request.user?.id ?? null,
        guestId: guests.read(request),
      });
      reply.header('Cache-Control', 'private, no-store');
      return { url };
    },
  );

  app.get(
    '/api/upload/photo-check',
    {
      schema: {
        tags: ['uploads'],
        summary:
          "What the studio will make of the caller's uploaded photo: the person or pet its subject finder sees, the face's size and the resolution against the largest canvas, as a traffic light and one sentence. Computed once per upload; 404 for an upload that is not the caller's",
        querystring: photoCheckQuerySchema,
        response: { 200: photoCheckSchema, 400: errorSchema, 404: errorSchema },
      },
      preHandler: app.optionalUser,
    },
    async (request, reply) => {
      const answer = await photoCheck.check(request.query.key, {
        userId: request.user?.id ?? null,
        guestId: guests.read(request),
      });
      reply.header('Cache-Control', 'private, no-store');
      return answer;
    },
  );
}
