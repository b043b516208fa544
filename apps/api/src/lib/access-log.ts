import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { serializeRequest } from './log-redaction';

// The request's "request completed" line (one per request at LOG_LEVEL=info), written as pino
// writes it (the same fields in the same order: level, time, the logger's bindings, req, res,
// responseTime, msg) but without pino's walk over a generic object: the line is the most frequent
// thing the shop does after answering, and the walk (serializers, the redaction formatter, a
// JSON.stringify per field) was about a tenth of a product page's CPU under load. The URL is
// redacted by the same serializer as every other logged request.

const { chindingsSym, streamSym } = pino.symbols;

type PinoInternals = Record<symbol, unknown> & { isLevelEnabled?: (level: string) => boolean };
type Destination = { write?: (line: string) => unknown };

/** Writes the line for an answered request, when the request's logger logs at info. */
export function logRequestCompleted(
  log: FastifyBaseLogger,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const internals = log as unknown as PinoInternals;
  const bindings = internals[chindingsSym];
  const stream = internals[streamSym] as Destination | undefined;
  if (
    typeof bindings !== 'string' ||
    typeof stream?.write !== 'function' ||
    typeof internals.isLevelEnabled !== 'function'
  ) {
    // Not a pino logger (a test's own): the ordinary call.
    log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    return;
  }
  if (!internals.isLevelEnabled('info')) return;
  const line =
    `{"level":${pino.levels.values.info},"time":${Date.now()}${bindings}` +
    `,"req":${JSON.stringify(serializeRequest(request))}` +
    `,"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime}` +
    `,"msg":"request completed"}\n`;
  stream.write(line);
}
