import type { MultipartFile } from '@fastify/multipart';
import {
  signedUrlResponseSchema,
  UPLOAD_LIMITS,
  uploadResponseSchema,
} from '@atelier/shared/schemas/generation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import type { GuestCookies } from './guest-cookie';
import { UPLOAD_MESSAGES } from './image-processing';
import type { UploadsService } from './uploads.service';

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

type Form = { image: Buffer | null; fields: Record<string, string> };

/** Reads the multipart body: the `image` file (at most 25 MB) and the text fields. */
async function readForm(request: FastifyRequest): Promise<Form> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.NOT_MULTIPART, 'NOT_MULTIPART');
  const form: Form = { image: null, fields: {} };
  try {
    for await (const part of request.parts({
      limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 2, fields: 10, fieldSize: 1024 },
    })) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (file.fieldname === 'image' && !form.image) form.image = await file.toBuffer();
        else file.file.resume();
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.TOO_LARGE);
    if (code?.startsWith('FST_') && (err as { statusCode?: number }).statusCode)
      throw badRequest(UPLOAD_MESSAGES.BAD_FORM, 'BAD_MULTIPART');
    throw err;
  }
  return form;
}

export async function uploadsRoutes(
  fastify: FastifyInstance,
  opts: { service: UploadsService; guests: GuestCookies },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { service, guests } = opts;

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
      const form = await readForm(request);
      service.checkFields({ folder: form.fields.folder, prefix: form.fields.prefix });
      if (!form.image || form.image.length === 0)
        throw badRequest(UPLOAD_MESSAGES.NO_IMAGE, 'NO_IMAGE');
      const owner = request.user
        ? { userId: request.user.id }
        : { guestId: guests.ensure(request, reply) };
      const result = await service.upload(owner, form.image);
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
}
