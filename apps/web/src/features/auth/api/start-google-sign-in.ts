import { publicRequest } from '@/lib/api-client';

/** The popup relays its result to the opener with this message type. */
export const GOOGLE_POPUP_MESSAGE = 'atelier:google-sign-in';
/** The popup and the shop window talk over this channel (same origin, no opener needed). */
export const GOOGLE_POPUP_CHANNEL = 'atelier-auth';
/** Query flag the callback URL carries so /auth knows it runs inside the popup. */
export const GOOGLE_POPUP_PARAM = 'popup';

/** Asks the auth server for Google's consent URL; the callback comes back to /auth in the popup. */
export async function startGoogleSignIn(): Promise<string> {
  const callbackURL = `${window.location.origin}/auth?${GOOGLE_POPUP_PARAM}=google`;
  const answer = await publicRequest<{ url?: string }>('POST', '/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL,
  });
  if (!answer?.url) throw new Error('The sign-in answer carried no URL');
  return answer.url;
}
