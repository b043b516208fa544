import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

// Shared by the auth test files: real HTTP calls through app.inject().

export const PASSWORD = 'secret-pass';
let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.com`;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function signUp(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: body });
}
/** `from`: the client as the socket sees it, and any X-Forwarded-For it writes. */
export type From = { remoteAddress?: string; forwardedFor?: string };
const fromOptions = (from: From = {}) => ({
  ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
  headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
});

export function signIn(app: FastifyInstance, email: string, password: string, from?: From) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    ...fromOptions(from),
  });
}
export function requestReset(app: FastifyInstance, email: string, from?: From) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email },
    ...fromOptions(from),
  });
}
export function profile(app: FastifyInstance, token?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/auth/profile',
    headers: token ? bearer(token) : {},
  });
}
export async function newUser(app: FastifyInstance, tag = 'user') {
  const email = uniqueEmail(tag);
  const res = await signUp(app, { email, password: PASSWORD, name: 'Ada Lovelace' });
  expect(res.statusCode).toBe(200);
  return { email, token: String(res.headers['set-auth-token']) };
}
