// Calls to the auth server that the AuthProvider itself needs. Everything else about auth
// (password reset, Google, public config) lives in features/auth.
import type { UserProfile } from '@atelier/shared/schemas/auth';
import { apiFetch, apiRequest, publicFetch, refreshAuthToken } from './api-client';

interface SessionAnswer {
  token?: string;
}

/** better-auth's bearer plugin returns the token in a header; older answers in the body. */
async function tokenFrom(response: Response): Promise<string> {
  const header = response.headers.get('set-auth-token');
  const body = (await response.json().catch(() => ({}))) as SessionAnswer;
  const token = header || body.token;
  if (!token) throw new Error('The sign-in answer carried no token');
  return token;
}

export async function signInWithEmailRequest(email: string, password: string): Promise<string> {
  return tokenFrom(
    await publicFetch('/api/auth/sign-in/email', { method: 'POST', body: { email, password } }),
  );
}

export async function signUpWithEmailRequest(
  name: string,
  email: string,
  password: string,
): Promise<string> {
  return tokenFrom(
    await publicFetch('/api/auth/sign-up/email', {
      method: 'POST',
      body: { name, email, password },
    }),
  );
}

export async function signOutRequest(): Promise<void> {
  await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
}

export function getProfile(): Promise<UserProfile> {
  return apiRequest<UserProfile>('GET', '/api/auth/profile');
}

/** The token of the cookie session (e.g. after a Google popup), or null. */
export function sessionToken(): Promise<string | null> {
  return refreshAuthToken();
}
