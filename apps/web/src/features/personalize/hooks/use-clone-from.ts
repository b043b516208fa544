import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { useDialogs } from '@/lib/dialogs';
import { getVisionBoard } from '@/lib/api/get-vision-board';
import { getVisionBoardImages, type BoardImage } from '../api/get-vision-board-images';
import { SUBMIT_TOASTS } from './use-submit-artwork';

export interface CloneSource {
  items: string | null;
  images: BoardImage[];
  /** A request failed. */
  failed: boolean;
}

/**
 * SPEC.md §4 clone mode: ?cloneFrom={visionBoardId} loads the board and its images (signed
 * in) and hands them to `apply`, which returns whether everything could be mapped.
 */
export function useCloneFrom(apply: (source: CloneSource) => boolean, disabled = false) {
  const [params] = useSearchParams();
  const cloneId = disabled ? null : params.get('cloneFrom');
  const { status } = useAuth();
  const { openSignIn } = useDialogs();
  const done = useRef<string | null>(null);
  const [loading, setLoading] = useState(false);
  const latestApply = useRef(apply);
  latestApply.current = apply;
  // Asked to sign in once per board (the dialog's state changes would re-run the effect).
  const prompted = useRef<string | null>(null);
  const signIn = useRef(openSignIn);
  signIn.current = openSignIn;

  useEffect(() => {
    if (!cloneId || status === 'loading' || done.current === cloneId) return;
    if (status !== 'signed-in') {
      if (prompted.current === cloneId) return;
      prompted.current = cloneId;
      toast(SUBMIT_TOASTS.signIn);
      signIn.current();
      return;
    }
    let cancelled = false;
    setLoading(true);
    void Promise.allSettled([getVisionBoard(cloneId), getVisionBoardImages(cloneId)]).then(
      ([board, images]) => {
        if (cancelled) return;
        done.current = cloneId;
        setLoading(false);
        const source: CloneSource = {
          items: board.status === 'fulfilled' ? board.value.items : null,
          images: images.status === 'fulfilled' && Array.isArray(images.value) ? images.value : [],
          failed: board.status === 'rejected' || images.status === 'rejected',
        };
        if (source.failed) console.warn('Clone: a request failed', board, images);
        const clean = latestApply.current(source) && !source.failed;
        toast(
          clean
            ? { title: 'Vision board cloned!', variant: 'success' }
            : { title: 'Clone loaded with issues' },
        );
      },
    );
    return () => {
      cancelled = true;
    };
  }, [cloneId, status]);

  return { cloneMode: cloneId !== null, cloneLoading: loading };
}
