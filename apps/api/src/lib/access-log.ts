import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { redactUrl, serializeRequest } from './log-redaction';

// The request's "request completed" line (one per request at LOG_LEVEL=info), written as pino
// writes it (the same fields in the same order: level, time, the logger's bindings, req, res,
// responseTime, msg) but without pino's walk over a generic object: the line is the most frequent
// thing the shop does after answering, and the walk (serializers, the redaction formatter, a
// JSON.stringify per field) was about a tenth of a product page's CPU under load. The URL is
// redacted by the same rule as every other logged request (log-redaction.ts).

const { chindingsSym, streamSym } = pino.symbols;
const INFO = pino.levels.values.info;

type PinoInternals = Record<symbol, unknown> & { isLevelEnabled?: (level: string) => boolean };
type Destination = { write?: (line: string) => unknown };

/**
 * `{"method":…,"url":…` of a request line, by method and URL: the shop's traffic is a few
 * hundred URLs asked again and again, and the redaction and escaping of each is the same every
 * time. Emptied when it holds MAX_URLS (a crawl of unique URLs costs what it did before).
 */
const heads = new Map<string, string>();
const MAX_URLS = 1_000;

function headOf(method: string, url: string): string {
  const key = `${method} ${url}`;
  let head = heads.get(key);
  if (head === undefined) {
    head = `{"method":${JSON.stringify(method)},"url":${JSON.stringify(redactUrl(url))}`;
    if (heads.size >= MAX_URLS) heads.clear();
    heads.set(key, head);
  }
  return head;
}

/** serializeRequest(request) as JSON: the same fields, in the same order. */
export function requestJson(request: FastifyRequest): string {
  // Accept-Version is all but never sent; when it is, the general serializer writes it.
  if (request.headers['accept-version'] !== undefined) {
    return JSON.stringify(serializeRequest(request));
  }
  const port = request.socket?.remotePort;
  const ip = request.ip;
  const host = request.host as string | undefined;
  return (
    headOf(request.method, request.url) +
    (host === undefined ? '' : `,"host":${JSON.stringify(host)}`) +
    (ip === undefined ? '' : `,"remoteAddress":${JSON.stringify(ip)}`) +
    (port === undefined ? '}' : `,"remotePort":${port}}`)
  );
}

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
  stream.write(
    `{"level":${INFO},"time":${Date.now()}${bindings},"req":${requestJson(request)}` +
      `,"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime}` +
      `,"msg":"request completed"}\n`,
  );
}
