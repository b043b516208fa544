import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  // Liveness: the process answers (also while it drains or sheds load).
  // A few bytes, under the compression threshold: no compression hooks on the probes.
  app.get('/healthz', { schema: { hide: true }, logLevel: 'warn', compress: false }, async () => ({
    status: 'ok',
  }));

  // Readiness: whether the proxy should send this instance traffic. 503 while it shuts down
  // (SHUTTING_DOWN), while it sheds load (OVERLOADED) and when the database does not answer.
  app.get(
    '/readyz',
    { schema: { hide: true }, logLevel: 'warn', compress: false },
    async (_request, reply) => {
      if (app.drain.draining) return reply.status(503).send({ status: 'SHUTTING_DOWN' });
      if (app.overloaded()) return reply.status(503).send({ status: 'OVERLOADED' });
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
