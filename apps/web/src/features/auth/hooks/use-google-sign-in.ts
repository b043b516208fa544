import { AUTH_ERROR_MESSAGES, AUTH_TOASTS } from '@atelier/shared/constants/auth-messages';
import type { UserProfile } from '@atelier/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { publicConfigQueryOptions } from '../api/get-public-config';
import { GOOGLE_POPUP_MESSAGE, startGoogleSignIn } from '../api/start-google-sign-in';

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

/** Resolves with an error message from the popup, or '' on success; rejects when closed. */
function waitForPopup(popup: Window): Promise<string> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: string; error?: string } | null;
      if (data?.type !== GOOGLE_POPUP_MESSAGE) return;
      cleanup();
      resolve(data.error ?? '');
    };
    const timer = window.setInterval(() => {
      if (popup.closed) {
        cleanup();
        reject(new Error(AUTH_ERROR_MESSAGES.POPUP_CLOSED));
      }
    }, 500);
    const cleanup = () => {
      window.clearInterval(timer);
      window.removeEventListener('message', onMessage);
    };
    window.addEventListener('message', onMessage);
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
      const popupError = await waitForPopup(popup).catch((error: Error) => error.message);
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
