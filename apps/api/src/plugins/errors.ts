import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

export type ErrorBody = { error: { code: string; message: string } };

function describeValidation(err: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(err)) return err.message;
  return err.validation
    .map((issue) => {
      const where = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      // fastify-type-provider-zod puts the zod issue code in `keyword` and its extras in `params`.
      const keys = (issue.params as { keys?: unknown } | undefined)?.keys;
      if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
        const field = where ? `${where}.` : '';
        const names = keys.map((k) => `${field}${String(k)}`);
        return `Unknown field${names.length > 1 ? 's' : ''}: ${names.join(', ')}`;
      }
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/**
 * Headers that describe the body a route chose, not the error that replaces it: a streamed
 * download that fails before its first byte already carries its type, compression's
 * Content-Encoding and the route's Content-Disposition, on the reply and on the raw response
 * (Fastify sets them there before the stream's first byte). Left there, a plain JSON error
 * would be announced as gzip, or saved as the file, or not serialised at all.
 */
const BODY_HEADERS = [
  'content-type',
  'content-encoding',
  'content-disposition',
  'content-length',
] as const;

function dropBodyHeaders(reply: FastifyReply) {
  for (const name of BODY_HEADERS) {
    reply.removeHeader(name);
    if (!reply.raw.headersSent) reply.raw.removeHeader(name);
  }
}

/** One error shape for every route: HTTP status + {error:{code,message}}. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    dropBodyHeaders(reply);
    if (err instanceof AppError) {
      // A 5xx with a cause is an outage of something behind the API (storage): the answer
      // stays short, the log keeps what failed.
      if (err.statusCode >= 500 && err.cause !== undefined)
        request.log.warn({ err: err.cause, code: err.code }, err.message);
      return reply.status(err.statusCode).send({ error: { code: err.code, message: err.message } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply
        .status(400)
        .send({ error: { code: 'VALIDATION_ERROR', message: describeValidation(err) } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send({
        error: {
          code: 'INTERNAL_ERROR',
          message: 'Something went wrong on our side. Please try again.',
        },
      });
    }
    const code =
      status === 429 ? 'RATE_LIMITED' : (err.code ?? 'BAD_REQUEST').replace(/^FST_ERR_/, '');
    return reply.status(status).send({ error: { code, message: err.message } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: {
        code: 'NOT_FOUND',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      },
    });
  });
});
