import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics, metricsAuthorized, serveMetrics, type Metrics } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when neither METRICS_TOKEN nor METRICS_PORT is set (no metrics kept). */
    metrics: Metrics | null;
  }
}

/**
 * /metrics in Prometheus' text format: on METRICS_PORT alone when set (not on the public port),
 * else on the app's port behind `Authorization: Bearer <METRICS_TOKEN>`. Off without either.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { token, port } = app.config.metrics;
    if (!token && !port) {
      app.decorate('metrics', null);
      return;
    }
    const metrics = createMetrics({
      db: app.database.db,
      log: app.log,
      eventStreams: () => app.drain.eventStreams,
    });
    app.decorate('metrics', metrics);

    // The route's pattern, never its URL: one series per route, whatever the ids in the path.
    app.addHook('onResponse', (request, reply, done) => {
      metrics.httpDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? '(unmatched)',
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    if (port) {
      let server: Server | null = null;
      app.addHook('onListen', async () => {
        server = await serveMetrics(metrics, { port, host: app.config.host, token, log: app.log });
      });
      app.addHook('onClose', async () => {
        server?.close();
      });
      return;
    }
    app.get(
      '/metrics',
      { schema: { hide: true }, logLevel: 'warn', compress: false },
      async (request, reply) => {
        if (!metricsAuthorized(token, request.headers.authorization)) {
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer')
            .send({ error: { code: 'UNAUTHORIZED', message: 'A metrics token is needed.' } });
        }
        return reply.header('content-type', metrics.contentType).send(await metrics.scrape());
      },
    );
  },
  { name: 'metrics', dependencies: ['db', 'drain'] },
);
