import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { users } from '../../db/schema/auth';

export const PASSWORD = 'secret-pass';
let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.com`;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs a new account up; answers its email and bearer token. */
export async function newUser(app: FastifyInstance, tag = 'user') {
  const email = uniqueEmail(tag);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password: PASSWORD, name: 'Ada Lovelace' },
  });
  expect(res.statusCode).toBe(200);
  return { email, token: String(res.headers['set-auth-token']) };
}

export async function findUserByEmail(app: FastifyInstance, email: string) {
  const [row] = await app.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** A multipart body: the image (with a client-chosen name and type) and any text fields. */
export function imageForm(
  bytes: Buffer,
  opts: { filename?: string; type?: string; fields?: Record<string, string> } = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
  form.append(
    'image',
    new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'image/jpeg' }),
    opts.filename ?? 'photo.jpg',
  );
  return form;
}

/** `name=value` of a Set-Cookie header for a Cookie header, or undefined. */
export function cookiePair(setCookie: string | string[] | undefined, name: string) {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const hit = all.find((c) => c.startsWith(`${name}=`));
  return hit ? hit.split(';')[0] : undefined;
}
