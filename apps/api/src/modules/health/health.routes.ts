import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers.
  // A few bytes, under the compression threshold: no compression hooks on the probes.
  app.get('/healthz', { schema: { hide: true }, logLevel: 'warn', compress: false }, async () => ({
    status: 'ok',
  }));

  // Readiness: the database answers; load balancers stop sending traffic otherwise.
  app.get(
    '/readyz',
    { schema: { hide: true }, logLevel: 'warn', compress: false },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready', database: app.database.kind };
      } catch {
        return reply
          .status(503)
          .send({ error: { code: 'NOT_READY', message: 'The database is not reachable.' } });
      }
    },
  );
}
