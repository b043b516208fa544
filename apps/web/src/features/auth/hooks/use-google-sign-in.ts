import { AUTH_ERROR_MESSAGES, AUTH_TOASTS } from '@atelier/shared/constants/auth-messages';
import type { UserProfile } from '@atelier/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { publicConfigQueryOptions } from '@/lib/public-config';
import {
  GOOGLE_POPUP_CHANNEL,
  GOOGLE_POPUP_MESSAGE,
  startGoogleSignIn,
} from '../api/start-google-sign-in';

// SPEC.md §9: the auth popup is 500 by 600.
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;

function openCenteredPopup(): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  return window.open(
    'about:blank',
    'atelier-google-sign-in',
    `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
}

/**
 * Waits for the popup's verdict: '' on success, an error message otherwise. The server sends
 * Cross-Origin-Opener-Policy, so once the popup visits Google the opener link is cut and
 * `popup.closed` cannot be trusted; the popup reports over a BroadcastChannel instead. When the
 * shop window regains focus without a report, the visitor closed the popup: cancelled.
 */
function waitForPopup(): Promise<string> {
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(GOOGLE_POPUP_CHANNEL);
    let focusTimer: number | undefined;
    const finish = (verdict: string) => {
      window.clearTimeout(focusTimer);
      window.clearTimeout(giveUp);
      window.removeEventListener('focus', onFocus);
      channel.close();
      resolve(verdict);
    };
    channel.onmessage = (event: MessageEvent<{ type?: string; error?: string }>) => {
      if (event.data?.type === GOOGLE_POPUP_MESSAGE) finish(event.data.error ?? '');
    };
    const onFocus = () => {
      window.clearTimeout(focusTimer);
      focusTimer = window.setTimeout(() => finish(AUTH_ERROR_MESSAGES.POPUP_CLOSED), 1500);
    };
    window.addEventListener('focus', onFocus);
    const giveUp = window.setTimeout(() => finish(AUTH_ERROR_MESSAGES.POPUP_CLOSED), 5 * 60_000);
  });
}

const fail = (description: string) =>
  toast({ title: AUTH_TOASTS.signInFailed.title, description, variant: 'destructive' });

export function useGoogleSignIn(onSuccess?: (user: UserProfile) => void) {
  const queryClient = useQueryClient();
  const { signInWithSession } = useAuth();
  const [pending, setPending] = useState(false);

  async function signIn() {
    setPending(true);
    try {
      const config = await queryClient.fetchQuery(publicConfigQueryOptions()).catch(() => null);
      if (!config?.googleEnabled) {
        fail(AUTH_ERROR_MESSAGES.GOOGLE_DISABLED);
        return;
      }
      const popup = openCenteredPopup();
      if (!popup) {
        fail(AUTH_ERROR_MESSAGES.POPUP_BLOCKED);
        return;
      }
      try {
        popup.location.href = await startGoogleSignIn();
      } catch (error) {
        popup.close();
        fail(errorMessage(error, AUTH_TOASTS.signInFailed.description));
        return;
      }
      const popupError = await waitForPopup();
      if (popupError) {
        fail(popupError);
        return;
      }
      const user = await signInWithSession();
      if (!user) {
        fail(AUTH_TOASTS.signInFailed.description);
        return;
      }
      toast({
        title: AUTH_TOASTS.welcome,
        description: 'You are signed in with Google.',
        variant: 'success',
      });
      onSuccess?.(user);
    } finally {
      setPending(false);
    }
  }

  return { signIn, pending };
}
