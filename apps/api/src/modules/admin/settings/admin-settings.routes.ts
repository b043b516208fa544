import {
  adminSettingsSchema,
  adminSettingsUpdateSchema,
} from '@atelier/shared/schemas/admin-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createContentRepository } from '../../content/content.repository';
import { createSettingsReader } from '../../content/settings';
import { staleEdit } from '../versioning';
import { createAdminSettingsRepository } from './admin-settings.repository';

const tags = ['admin'];

/** /api/admin/settings (registered inside adminRoutes, which checks role admin). */
export async function adminSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reader = createSettingsReader(createContentRepository(app.db));
  const repo = createAdminSettingsRepository(app.db);
  const current = () => reader.adminSettings(app.config.shopEmail);

  app.get(
    '/api/admin/settings',
    {
      schema: {
        tags,
        summary:
          'The storefront’s settings: social proof, guarantee, live counter, landing copy, content pages (FAQ as entries), shop e-mail, production days',
        response: { 200: adminSettingsSchema },
      },
    },
    current,
  );

  app.put(
    '/api/admin/settings',
    {
      schema: {
        tags,
        summary: 'Save every setting at once (with the version; 409 when any changed since)',
        body: adminSettingsUpdateSchema,
        response: { 200: adminSettingsSchema },
      },
    },
    async (request) => {
      if (!(await repo.save(request.body))) throw staleEdit('site content');
      await app.shopChanged();
      return current();
    },
  );
}
