import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { users } from '../../db/schema/auth';
import { bearer, newUser } from '../auth/auth.test-helpers';

export type AdminClient = {
  token: string;
  headers: Record<string, string>;
  /** app.inject as this admin. */
  call: (opts: InjectOptions & { url: string }) => Promise<LightMyRequestResponse>;
};

/** A signed-in account with role admin, and inject bound to it. */
export async function newAdmin(app: FastifyInstance, tag = 'admin'): Promise<AdminClient> {
  const { email, token } = await newUser(app, tag);
  await app.db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
  const headers = bearer(token);
  return {
    token,
    headers,
    call: (opts) => app.inject({ ...opts, headers: { ...headers, ...(opts.headers ?? {}) } }),
  };
}
