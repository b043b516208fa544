import { signInFailedMessage } from '@atelier/shared/constants/auth-messages';
import { useEffect } from 'react';
import { GOOGLE_POPUP_MESSAGE, GOOGLE_POPUP_PARAM } from '../api/start-google-sign-in';

/**
 * Inside the Google popup, /auth?popup=google is where the auth server sends the browser
 * back. Tell the opener how it went and close, so the shop window finishes the sign-in.
 * Returns true while this window is such a popup.
 */
export function useGooglePopupRelay(search: URLSearchParams): boolean {
  const isPopup = search.get(GOOGLE_POPUP_PARAM) === 'google' && Boolean(window.opener);
  const error = search.get('error');
  useEffect(() => {
    if (!isPopup) return;
    const opener = window.opener as Window;
    opener.postMessage(
      { type: GOOGLE_POPUP_MESSAGE, error: error ? signInFailedMessage(error) : undefined },
      window.location.origin,
    );
    window.close();
  }, [isPopup, error]);
  return isPopup;
}
