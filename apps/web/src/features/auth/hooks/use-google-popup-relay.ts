import { signInFailedMessage } from '@atelier/shared/constants/auth-messages';
import { useEffect } from 'react';
import {
  GOOGLE_POPUP_CHANNEL,
  GOOGLE_POPUP_MESSAGE,
  GOOGLE_POPUP_PARAM,
} from '../api/start-google-sign-in';

/**
 * Inside the Google popup, /auth?popup=google is where the auth server sends the browser
 * back. Tell the shop window how it went and close, so the shop window finishes the sign-in.
 * Returns true while this page is such a return.
 */
export function useGooglePopupRelay(search: URLSearchParams): boolean {
  const isPopup = search.get(GOOGLE_POPUP_PARAM) === 'google';
  const error = search.get('error');
  useEffect(() => {
    if (!isPopup) return;
    const channel = new BroadcastChannel(GOOGLE_POPUP_CHANNEL);
    channel.postMessage({
      type: GOOGLE_POPUP_MESSAGE,
      error: error ? signInFailedMessage(error) : undefined,
    });
    channel.close();
    window.close();
  }, [isPopup, error]);
  return isPopup;
}
