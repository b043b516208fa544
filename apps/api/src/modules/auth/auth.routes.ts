import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { z } from 'zod';
import {
  publicConfigSchema,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  userProfileSchema,
} from '@atelier/shared/schemas/auth';
import { notFound, unauthorized } from '../../lib/errors';
import { authRateLimit } from '../../plugins/rate-limit';
import { requireUserOnEveryRoute } from '../../plugins/signed-in';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from './auth.config';
import { assertOpenAuthRoute } from './auth.profile-guard';
import { toSignedProfile, translateAuthError, validationError } from './auth.service';

type Body = Record<string, unknown> | string | undefined;

export async function authRoutes(app: FastifyInstance) {
  // OAuth providers may post their callback as a form; better-auth reads it raw.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/api/public/config',
    { schema: { tags: ['auth'], response: { 200: publicConfigSchema } } },
    async () => ({
      googleEnabled: Boolean(app.config.google),
      payments: app.config.payments.stripe ? 'stripe' : app.config.payments.demo ? 'demo' : 'off',
    }),
  );

  // The signed-in caller's own profile: 401 without a session.
  await app.register(async (signedIn) => {
    requireUserOnEveryRoute(signedIn);
    signedIn.get(
      `${AUTH_BASE_PATH}/profile`,
      {
        schema: {
          tags: ['auth'],
          security: [{ bearerAuth: [] }],
          response: { 200: userProfileSchema },
        },
      },
      async (request) => {
        if (!request.user) throw unauthorized();
        return toSignedProfile(request.user, app.storage);
      },
    );
  });

  // Bodies are checked with our strict schemas before better-auth sees them, and these
  // routes are rate-limited per IP and, separately, per email. Static routes win over the catch-all below.
  const validated = <S extends z.ZodType>(
    path: string,
    schema: S,
    prepare: (body: z.infer<S>) => Record<string, unknown> = (b) => b as Record<string, unknown>,
  ) =>
    app.post(
      `${AUTH_BASE_PATH}${path}`,
      {
        preHandler: authRateLimit(app, path),
        attachValidation: true,
        schema: { tags: ['auth'], body: schema },
      },
      async (request, reply) => {
        const parsed = schema.safeParse(request.body);
        if (!parsed.success) throw validationError(parsed.error);
        return forward(request, reply, prepare(parsed.data));
      },
    );

  validated('/sign-up/email', signUpBodySchema, (b) => ({
    ...b,
    name: b.name || b.email.split('@')[0],
  }));
  validated('/sign-in/email', signInBodySchema);
  // Without a page to land on, better-auth's link would end on its own error page.
  validated('/request-password-reset', requestPasswordResetBodySchema, (b) => ({
    ...b,
    redirectTo: b.redirectTo ?? '/auth',
  }));
  validated('/reset-password', resetPasswordBodySchema);

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    handler: (request, reply) => forward(request, reply, request.body as Body),
  });

  /** Hands the request to better-auth as a Web Request and copies its answer back. */
  async function forward(request: FastifyRequest, reply: FastifyReply, body: Body) {
    const url = new URL(request.url, app.config.publicUrl);
    // The admin plugin's endpoints would bypass the admin routes' role rules and audit log.
    if (isAdminPluginRoute(url.pathname)) throw notFound();
    assertOpenAuthRoute(url.pathname, AUTH_BASE_PATH);
    const headers = fromNodeHeaders(request.headers);
    headers.delete('content-length');
    headers.set(CLIENT_IP_HEADER, request.ip);
    let payload: string | undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD' && body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      if (typeof body !== 'string') headers.set('content-type', 'application/json');
    }
    const response = await app.auth.handler(
      new Request(url, { method: request.method, headers, body: payload }),
    );

    for (const [key, value] of response.headers) {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    const text = await response.text();

    if (response.status >= 400) {
      const failure = await translateAuthError(
        app.db,
        parseFailure(response, text),
        url.pathname.slice(AUTH_BASE_PATH.length),
        typeof body === 'object' ? body : undefined,
      );
      return reply
        .status(failure.status)
        .header('content-type', 'application/json; charset=utf-8')
        .send({ error: { code: failure.code, message: failure.message } });
    }
    reply.status(response.status);
    return text ? reply.send(text) : reply.send();
  }
}

/** /api/auth/admin and everything under it (any case, doubled or trailing slashes). */
function isAdminPluginRoute(pathname: string): boolean {
  const route = pathname
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .slice(AUTH_BASE_PATH.length);
  return route === '/admin' || route.startsWith('/admin/');
}

function parseFailure(response: Response, text: string) {
  let parsed: { code?: unknown; message?: unknown } = {};
  try {
    parsed = text ? (JSON.parse(text) as typeof parsed) : {};
  } catch {
    // Not JSON: fall back to the status below.
  }
  const fallbackCode = response.status === 404 ? 'NOT_FOUND' : `HTTP_${response.status}`;
  return {
    status: response.status,
    code: typeof parsed.code === 'string' && parsed.code ? parsed.code : fallbackCode,
    message:
      typeof parsed.message === 'string' && parsed.message
        ? parsed.message
        : response.statusText || 'Request failed',
  };
}
