import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from './errors';

/**
 * How soon a client comes back after the stream ends (`retry:`, sent when a stream opens and
 * again when the server closes it, at shutdown): within 1–2 s, to this or another instance.
 */
export const SSE_RETRY_MS = 1_000;

export const LAST_EVENT_ID_MESSAGE = 'Last-Event-ID must be an event id (digits).';

/** `?lastEventId=` in a stream route's querystring schema. */
export const lastEventIdQuery = z
  .string()
  .regex(/^\d{1,15}$/, LAST_EVENT_ID_MESSAGE)
  .optional()
  .describe('The id of the last event received: the stream resumes after it (as Last-Event-ID)');

/**
 * The id a reconnecting client saw last: the Last-Event-ID header (EventSource sends it by
 * itself) or `?lastEventId=` (clients that open the stream again themselves). Null when
 * neither is given; anything but an event id is a 400.
 */
export function lastEventIdOf(request: FastifyRequest): number | null {
  const query = request.query as Record<string, unknown> | undefined;
  const raw = request.headers['last-event-id'] ?? query?.lastEventId;
  if (raw === undefined || raw === '') return null;
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text.trim())) {
    throw badRequest(LAST_EVENT_ID_MESSAGE, 'BAD_LAST_EVENT_ID');
  }
  return Number(text.trim());
}

export type SseMessage = {
  /**
   * The SSE `id:` (a recorded event's id), so a reconnect can resume after it. None for a
   * message that is not recorded (queue numbers): the browser keeps the last id it had.
   */
  id?: number;
  /** The `event:` name; none for plain messages. */
  event?: string;
  data: unknown;
};

export type SseStream = {
  send(message: SseMessage): void;
  /** Runs when the stream ends, whoever ended it. */
  onClose(fn: () => void): void;
};

const format = ({ id, event, data }: SseMessage) =>
  `${id === undefined ? '' : `id: ${id}\n`}${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

/**
 * Server-Sent Events for the routes of one plugin: headers, `id:` on every message, a `: ping`
 * comment every `heartbeatMs` (proxies close idle connections), `retry:` on open and before the
 * server closes the stream, and every open stream ended when the app closes.
 */
export function sseStreams(app: FastifyInstance, heartbeatMs: number) {
  const open = new Set<PassThrough>();
  app.addHook('preClose', async () => {
    for (const s of open) {
      s.write(`retry: ${SSE_RETRY_MS}\n\n`);
      s.end();
    }
  });

  /** Starts the stream; `reply` is sent with it (return what this answers from the handler). */
  function start(reply: FastifyReply): { stream: SseStream; reply: () => FastifyReply } {
    const body = new PassThrough();
    open.add(body);
    const closers: (() => void)[] = [];
    const heartbeat = setInterval(() => body.write(': ping\n\n'), heartbeatMs);
    heartbeat.unref();
    let closed = false;
    const cleanup = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      open.delete(body);
      body.end();
      for (const fn of closers) fn();
    };
    reply.raw.once('close', cleanup);
    body.once('close', cleanup);
    body.write(`retry: ${SSE_RETRY_MS}\n\n`);
    return {
      stream: {
        send: (message) => {
          if (!closed) body.write(format(message));
        },
        onClose: (fn) => {
          if (closed) fn();
          else closers.push(fn);
        },
      },
      reply: () =>
        reply
          // A compressed stream would be buffered: events must reach the browser as they happen.
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          .send(body),
    };
  }

  return { start };
}
