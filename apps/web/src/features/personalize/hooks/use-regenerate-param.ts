import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { useDialogs } from '@/lib/dialogs';
import { SUBMIT_TOASTS } from './use-submit-artwork';

/**
 * SPEC.md §4 regenerate mode: ?regenerate={visionBoardId} leaves the URL (replace) and the
 * board gets a new artwork. A signed-out visitor is asked to sign in first; the parameter
 * stays until then, so it survives the page re-rendering on sign-in.
 */
export function useRegenerateParam(
  regenerate: (visionBoardId: string) => Promise<void>,
  disabled = false,
) {
  const [params, setParams] = useSearchParams();
  const id = disabled ? null : params.get('regenerate');
  const { status } = useAuth();
  const { openSignIn } = useDialogs();
  // Asked to sign in once per board (the dialog's state changes would re-run this).
  const prompted = useRef<string | null>(null);
  const signIn = useRef(openSignIn);
  signIn.current = openSignIn;

  useEffect(() => {
    if (!id || status === 'loading') return;
    if (status !== 'signed-in') {
      if (prompted.current === id) return;
      prompted.current = id;
      toast(SUBMIT_TOASTS.signIn);
      signIn.current();
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('regenerate');
        return next;
      },
      { replace: true },
    );
    void regenerate(id);
  }, [id, status, regenerate, setParams]);

  return { regenerating: id !== null };
}
