import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The headers @fastify/helmet sets for `options`, read once from a throwaway instance. The
 * plugin itself rebuilds helmet's middleware (and re-serialises the CSP) on every request;
 * with static options the result never changes, so it is computed once here.
 */
export async function helmetHeaders(
  options: FastifyHelmetOptions,
): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => reply.send(reply.getHeaders()));
  try {
    const headers = (await probe.inject('/')).json<Record<string, string | number | string[]>>();
    return Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, String(value)]),
    );
  } finally {
    await probe.close();
  }
}

export type StaticHelmetOptions = FastifyHelmetOptions & {
  /**
   * The shop's address (PUBLIC_URL). Strict-Transport-Security only when it is https: sent
   * over http it would pin a browser to an https that this shop may not have.
   */
  publicUrl?: string;
};

/** Helmet's security headers on every answer (404s and errors too), computed at start-up. */
export const staticHelmet = fp<StaticHelmetOptions>(
  async (app: FastifyInstance, { publicUrl, ...options }) => {
    const https = publicUrl === undefined || new URL(publicUrl).protocol === 'https:';
    const headers = await helmetHeaders(https ? options : withoutHsts(options));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'static-helmet' },
);

/** Helmet takes `hsts` or `strictTransportSecurity`, never both: drop the alias, turn it off. */
function withoutHsts(options: FastifyHelmetOptions): FastifyHelmetOptions {
  const rest: Record<string, unknown> = { ...options };
  delete rest.hsts;
  return { ...rest, strictTransportSecurity: false } as FastifyHelmetOptions;
}
