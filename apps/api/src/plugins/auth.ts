import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { forbidden, unauthorized } from '../lib/errors';
import { createAuth, type Auth } from '../modules/auth/auth.config';
import { ensureAdmin, findUserById, type UserRow } from '../modules/auth/auth.service';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** preHandler: 401 unless a valid bearer token or session cookie; sets request.user. */
    requireUser: PreHandler;
    /** preHandler: like requireUser, then 403 unless role admin. */
    requireAdmin: PreHandler;
    /** preHandler: sets request.user when signed in, null otherwise; never rejects. */
    optionalUser: PreHandler;
  }
  interface FastifyRequest {
    /** The signed-in user's row (profile fields included), once a preHandler above ran. */
    user: UserRow | null;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const auth = createAuth(app.config, app.db, app.mail, app.log.child({ module: 'auth' }));
    app.decorate('auth', auth);
    app.decorateRequest('user', null);

    // The bearer plugin turns `Authorization: Bearer` into the session cookie, so one call
    // serves both. The row is read fresh: counters change between requests.
    async function loadUser(request: FastifyRequest): Promise<UserRow | null> {
      const hasCredentials = request.headers.authorization || request.headers.cookie;
      if (!hasCredentials) return null;
      let session: Awaited<ReturnType<Auth['api']['getSession']>>;
      try {
        session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      } catch (err) {
        request.log.debug({ err }, 'session lookup failed');
        return null;
      }
      if (!session) return null;
      const user = await findUserById(app.db, session.user.id);
      // A disabled account's sessions are deleted when it is disabled; this closes the gap for
      // a session created at that same moment.
      return user && !user.banned ? user : null;
    }

    app.decorate('optionalUser', async (request: FastifyRequest) => {
      request.user = await loadUser(request);
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.user = await loadUser(request);
      if (!request.user) throw unauthorized();
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      request.user = await loadUser(request);
      if (!request.user) throw unauthorized();
      if (request.user.role !== 'admin') throw forbidden();
    });

    const admin = app.config.admin;
    if (admin) {
      app.addHook('onReady', async () => {
        await ensureAdmin(app.db, auth, admin, app.log.child({ module: 'auth' }));
      });
    }
  },
  { name: 'auth', dependencies: ['db', 'mail'] },
);
