import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { users } from '../../db/schema/auth';
import { createUser, type TestUser } from '../generation/generation.test-helpers';

// The admin account every /api/admin test signs in as.

export type AdminClient = TestUser & {
  /** app.inject as this admin. */
  call: (opts: InjectOptions & { url: string }) => Promise<LightMyRequestResponse>;
  /** app.inject as this admin: a method, a URL and a JSON body (if any). */
  send: (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
};

/** A signed-up account made role admin (as ADMIN_EMAIL's account is at start), and inject bound to it. */
export async function newAdmin(app: FastifyInstance, tag = 'admin'): Promise<AdminClient> {
  const user = await createUser(app, tag);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  const call: AdminClient['call'] = (opts) =>
    app.inject({ ...opts, headers: { ...user.headers, ...(opts.headers ?? {}) } });
  return {
    ...user,
    call,
    send: (method, url, payload) => call({ method, url, ...(payload ? { payload } : {}) }),
  };
}
