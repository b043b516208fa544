import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  adminImageListQuerySchema,
  adminImageListSchema,
  adminImageSchema,
} from '@atelier/shared/schemas/admin-content';
import { UPLOAD_LIMITS } from '@atelier/shared/schemas/generation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../../lib/errors';
import { processUpload, UPLOAD_MESSAGES } from '../../uploads/image-processing';
import { prepareUploadTempDir, readUploadForm } from '../../uploads/upload-form';
import { createStaticAssetsRepository } from './admin-images.repository';

const tags = ['admin'];

/** The client's file name, shown in the picker: no path, no control characters, at most 200. */
export function cleanFilename(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return clean || null;
}

/** /api/admin/images (registered inside adminRoutes, which checks role admin). */
export async function adminImagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createStaticAssetsRepository(app.db);
  const tempDir = path.join(app.config.dataDir, 'tmp', 'admin-images');
  await prepareUploadTempDir(tempDir);
  if (!fastify.hasContentTypeParser('multipart/form-data')) {
    await fastify.register(multipart, {
      limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 2, fields: 10 },
    });
  }

  app.post(
    '/api/admin/images',
    {
      // The new image is named by its storage key.
      config: { audit: { idField: 'key' } },
      schema: {
        tags,
        summary:
          'Upload a shop image (multipart field "image"): checked from its bytes, re-encoded, stored public under static-assets/',
        consumes: ['multipart/form-data'],
        response: { 201: adminImageSchema },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request, tempDir);
      const image = await (async () => {
        if (!form.image || form.image.bytes === 0)
          throw badRequest(UPLOAD_MESSAGES.NO_IMAGE, 'NO_IMAGE');
        const processed = await processUpload(form.image.path, form.image.outputPath).catch(
          (err: unknown) => {
            // Not an image we take: a bad request like any other unreadable file.
            if (err instanceof AppError && err.statusCode === 415)
              throw badRequest(err.message, 'UNSUPPORTED_TYPE');
            throw err;
          },
        );
        const key = `static-assets/images/${randomUUID()}.jpg`;
        await app.storage.put(key, createReadStream(processed.path), {
          contentType: 'image/jpeg',
          cacheControl: 'public, max-age=31536000, immutable',
        });
        try {
          return await repo.insert({
            key,
            filename: cleanFilename(form.image.filename),
            width: processed.width,
            height: processed.height,
            bytes: processed.bytes,
            contentType: 'image/jpeg',
            createdBy: request.user?.id ?? null,
          });
        } catch (err) {
          await app.storage.delete(key).catch(() => {});
          throw err;
        }
      })().finally(() => form.dispose());
      return reply.status(201).send(image);
    },
  );

  app.get(
    '/api/admin/images',
    {
      schema: {
        tags,
        summary: 'The shop’s images for the picker (search filename or key; newest first)',
        querystring: adminImageListQuerySchema,
        response: { 200: adminImageListSchema },
      },
    },
    (request) => repo.list(request.query),
  );
}
