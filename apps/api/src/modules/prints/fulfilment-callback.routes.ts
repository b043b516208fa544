import { timingSafeEqual } from 'node:crypto';
import { PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { applyProdigiCallback, prodigiCallbackSchema } from './fulfilment/prodigi-callback';

const querySchema = z.object({ secret: z.string().max(500).optional() });

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prodigi's status callbacks. Prodigi signs nothing and sends no header of ours: the callback
 * URL it was given carries PRODIGI_CALLBACK_SECRET, and anything without it is refused before
 * the body is read (the request log shows that query parameter as [redacted]). A callback with
 * the secret that does not name one of our orders by both its id and the Prodigi order it was
 * sent as is answered 200 and changes nothing (logged at warn): Prodigi retries any other
 * answer, and retrying cannot make it match. The one exception: an order still waiting for the
 * lab to take it (our submit may have timed out after Prodigi made it) is answered 503, so the
 * callback comes again once its Prodigi id is stored; it changes nothing either.
 */
export async function fulfilmentCallbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const log = app.log.child({ module: 'prodigi-callback' });
  const fulfilment = app.config.prints.fulfilment;
  const secret = fulfilment.provider === 'prodigi' ? fulfilment.callbackSecret : null;

  app.post(
    '/api/fulfilment/prodigi/callback',
    {
      onRequest: async (request) => {
        const given = (request.query as { secret?: string }).secret;
        if (!secret || !sameSecret(given, secret)) {
          throw new AppError(401, 'CALLBACK_UNAUTHORIZED', PRINTS_MESSAGES.CALLBACK_UNAUTHORIZED);
        }
      },
      schema: {
        tags: ['fulfilment'],
        summary:
          "Prodigi's order callbacks (CloudEvents): stage and shipment changes, applied once per event id",
        querystring: querySchema,
        body: prodigiCallbackSchema,
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      const outcome = await applyProdigiCallback(
        {
          db: app.db,
          payments: app.prints.payments,
          publicUrl: app.config.publicUrl,
          log,
        },
        request.body,
      );
      log.info({ event: request.body.id, type: request.body.type, outcome }, 'prodigi callback');
      if (outcome === 'too-early') {
        throw new AppError(503, 'CALLBACK_TOO_EARLY', PRINTS_MESSAGES.CALLBACK_TOO_EARLY);
      }
      return { received: true as const };
    },
  );
}
