import { readFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { idParamsSchema } from '@atelier/shared/schemas/admin';
import { samplePhotoListSchema, samplePhotoSchema } from '@atelier/shared/schemas/admin-variants';
import { UPLOAD_LIMITS } from '@atelier/shared/schemas/generation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../../lib/errors';
import { bearerSecurity } from '../../artworks/owner-scope';
import { UPLOAD_MESSAGES } from '../../uploads/image-processing';
import { prepareUploadTempDir, readUploadForm } from '../../uploads/upload-form';
import { sendPrivateImage } from './private-image-reply';
import { variantServices } from './variant-services';

const tags = ['admin: saved variants'];
const security = bearerSecurity;
const base = '/api/admin/sample-photos';

/** /api/admin/sample-photos: the photo library of test runs (admins only, private images). */
export async function adminSamplePhotosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { photos } = variantServices(app);
  const tempDir = path.join(app.config.dataDir, 'tmp', 'sample-photos');
  await prepareUploadTempDir(tempDir);
  if (!fastify.hasContentTypeParser('multipart/form-data')) {
    await fastify.register(multipart, {
      limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 2, fields: 10 },
    });
  }

  app.get(
    base,
    {
      schema: {
        tags,
        security,
        summary:
          "The library: the shop's test photos (with attribution), then uploads, newest first",
        response: { 200: samplePhotoListSchema },
      },
    },
    async () => ({ items: await photos.list() }),
  );

  app.post(
    base,
    {
      config: { audit: { entity: 'sample-photos' } },
      schema: {
        tags,
        security,
        summary: 'Add a photo to the library (multipart field "image"); stored private',
        consumes: ['multipart/form-data'],
        response: { 201: samplePhotoSchema },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request, tempDir);
      try {
        if (!form.image || form.image.bytes === 0)
          throw badRequest(UPLOAD_MESSAGES.NO_IMAGE, 'NO_IMAGE');
        const bytes = await readFile(form.image.path);
        const photo = await photos.upload(request.user!.id, bytes, form.image.filename);
        return reply.status(201).send(photo);
      } finally {
        await form.dispose();
      }
    },
  );

  app.get(
    `${base}/:id/image`,
    {
      schema: {
        tags,
        security,
        summary: 'A library photo (admins only)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const image = await photos.image(request.params.id);
      return sendPrivateImage(reply, image);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: { audit: { entity: 'sample-photos' } },
      schema: {
        tags,
        security,
        summary: 'Delete an uploaded library photo (the shop’s own test photos stay: 409)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await photos.remove(request.params.id);
      return reply.status(204).send();
    },
  );
}
