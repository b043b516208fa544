import {
  CONTACT_MESSAGES,
  contactBodySchema,
  contactResponseSchema,
} from '@atelier/shared/schemas/contact';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { createContentRepository } from '../content/content.repository';
import { createSettingsReader } from '../content/settings';
import { createContactRepository } from './contact.repository';
import { createContactService } from './contact.service';

export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = createSettingsReader(createContentRepository(app.db));
  const service = createContactService({
    repo: createContactRepository(app.db),
    mail: app.mail,
    shopEmail: () => settings.shopEmail(app.config.shopEmail),
    log: app.log.child({ module: 'contact' }),
  });

  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop (stored and mailed; rate-limited per IP)',
        body: contactBodySchema,
        response: { 201: contactResponseSchema },
      },
      config: {
        rateLimit: {
          max: app.config.contactRateLimit.max,
          timeWindow: app.config.contactRateLimit.windowMs,
          // Counted once the body is valid, so fixing a typo does not use up an attempt.
          hook: 'preHandler',
          errorResponseBuilder: () =>
            new AppError(429, 'RATE_LIMITED', CONTACT_MESSAGES.RATE_LIMITED),
        },
      },
    },
    async (request, reply) => {
      const { id } = await service.submit({
        ...request.body,
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      return reply.status(201).send({ ok: true as const, id });
    },
  );
}
