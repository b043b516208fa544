import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SSE_RETRY_MS } from '../lib/sse-stream';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutdown's first phase (server.ts): see drainPlugin. */
    drain: Drain;
  }
}

export type Drain = {
  /** True from start() on: /readyz answers 503 SHUTTING_DOWN. */
  readonly draining: boolean;
  /** Aborts when draining starts (event streams and other long answers end on it). */
  readonly signal: AbortSignal;
  /** Event streams open now (the metrics' gauge). */
  readonly eventStreams: number;
  start(): void;
};

/**
 * Draining before a shutdown: once start() is called the proxy's health check (/readyz) fails
 * and every answer carries `Connection: close`, so clients move to another instance while this
 * one still answers; open event streams get a reconnect hint and end. An idle kept-alive
 * connection is left open: closing it now races a request the proxy is sending on it at that
 * moment (the proxy cannot resend a request an instance may have received, so its client gets
 * a closed connection, as a rolling deploy in CI showed). Its next answer closes it, and the
 * listening socket with whatever is idle closes later (app.close(), after SHUTDOWN_DRAIN_MS),
 * when the proxy has stopped sending here.
 */
export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    const controller = new AbortController();
    const streams = new Map<ServerResponse, Readable>();

    const endStream = (raw: ServerResponse, payload: Readable) => {
      // Nothing more of the route's own stream is written after the hint.
      payload.unpipe(raw);
      if (raw.writableEnded || raw.destroyed) return;
      raw.write(`retry: ${SSE_RETRY_MS}\n\n`);
      raw.end();
    };

    app.decorate('drain', {
      get draining() {
        return controller.signal.aborted;
      },
      signal: controller.signal,
      get eventStreams() {
        return streams.size;
      },
      start() {
        if (controller.signal.aborted) return;
        controller.abort();
        for (const [raw, payload] of streams) endStream(raw, payload);
      },
    } satisfies Drain);

    // A callback hook: no promise per request.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (controller.signal.aborted) void reply.header('connection', 'close');
      // A streamed text/event-stream answer: counted while open, ended when draining starts.
      if (payload !== null && typeof payload === 'object' && 'pipe' in payload) {
        const type = reply.getHeader('content-type');
        if (typeof type === 'string' && type.startsWith('text/event-stream')) {
          const raw = reply.raw;
          const stream = payload as Readable;
          if (controller.signal.aborted) {
            // Its headers and first events go out first; then the hint and the end.
            setImmediate(() => endStream(raw, stream));
          } else {
            streams.set(raw, stream);
            raw.once('close', () => streams.delete(raw));
          }
        }
      }
      done(null, payload);
    });
  },
  { name: 'drain' },
);
