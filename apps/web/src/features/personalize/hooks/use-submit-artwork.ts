import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import { PLACEHOLDER_CUSTOMER_INFO } from '@atelier/shared/schemas/generation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorStatus } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDialogs } from '@/lib/dialogs';
import { createOrder } from '../api/create-order';
import { createVisionBoard } from '../api/create-vision-board';
import { artworkIdOf, generateArtwork } from '../api/generate-artwork';
import { registerUploadedImage } from '../api/register-uploaded-image';
import { clearDraft, saveDraft, type UploadedImages } from '../lib/draft';
import { isFormComplete, isFieldEnabled, orderedFields } from '../lib/form-schema';
import { buildItemsText, imageFilename, type FormValues } from '../lib/items-text';
import {
  createStagePacer,
  LAST_STAGE,
  SUBMISSION_PACING,
  type StagePacer,
} from '../lib/stage-pacer';

export const SUBMIT_TOASTS = {
  signIn: { title: 'Please sign in', description: 'Almost there!' },
  noProduct: {
    title: 'Unable to save progress',
    description: 'Product information is missing. Please refresh the page.',
  },
  incomplete: { title: 'Please fill all required fields' },
  orderFailed: { title: 'Failed to create order', description: 'Please try again later.' },
  created: {
    title: 'Order created successfully! AI is now generating your personalized artwork.',
  },
} as const;

export interface SubmissionState {
  /** Whether the overlay is up. */
  open: boolean;
  /** The stage shown, an index of SUBMISSION_STAGES; the last one means done. */
  stage: number;
  visionBoardId: string | null;
  /** Done and about to open the artwork screen (nothing to choose in the overlay). */
  leaving: boolean;
}

const CLOSED: SubmissionState = { open: false, stage: 0, visionBoardId: null, leaving: false };

const isLimitReached = (error: unknown) =>
  errorStatus(error) === 402 ||
  (error instanceof ApiError &&
    (error.body as { error?: { code?: string } } | null)?.error?.code ===
      'GENERATION_LIMIT_REACHED');

/**
 * SPEC.md §4 submission flow: signed out → draft + sign-in; signed in → vision board, each
 * uploaded image, order, generation, then the artwork screen. Also regeneration of a board.
 *
 * The overlay's stages follow the real steps: 'Processing Your Photo' until photos still
 * uploading are done and the board holds them, 'Reading Your Energy' while the order and the generation request are on their
 * way, 'Crafting Sacred Art' once the server has queued the generation, then 'Creation
 * Complete'. A pacer keeps each stage readable; the artwork screen opens only after 'Creation
 * Complete' has been seen. Any error closes the overlay at once and leaves the form as it was.
 */
export function useSubmitArtwork(product: ProductDetail | null | undefined) {
  const { status, user, refreshProfile } = useAuth();
  const { openSignIn, openUpgrade } = useDialogs();
  const navigate = useNavigate();
  const [state, setState] = useState<SubmissionState>(CLOSED);
  const running = useRef(false);
  const pacer = useRef<StagePacer | null>(null);
  const isPremium = user?.isPremium ?? false;

  const mounted = useRef(true);
  // The form went away (another page): nothing more is shown, sent or navigated to.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      pacer.current?.cancel();
    };
  }, []);

  /** Opens the overlay on `first`; the pacer moves it on as the flow reaches later stages. */
  const start = useCallback((first: number, visionBoardId: string | null) => {
    pacer.current?.cancel();
    setState({ open: true, stage: first, visionBoardId, leaving: false });
    pacer.current = createStagePacer(
      (stage) => setState((current) => (current.open ? { ...current, stage } : current)),
      { first, ...SUBMISSION_PACING },
    );
    return pacer.current;
  }, []);

  const stop = useCallback(() => {
    pacer.current?.cancel();
    setState(CLOSED);
  }, []);

  /** Starts generation for a board; shared by submit and regenerate. */
  const generate = useCallback(
    async (visionBoardId: string, regenerate: boolean, progress: StagePacer) => {
      try {
        const answer = await generateArtwork(
          regenerate ? { visionBoardId, regenerate: true } : { visionBoardId },
        );
        const artworkId = artworkIdOf(answer);
        // The generation is paid for now: the menu and the artwork screen read the allowance
        // from the one profile, so re-read it (else it said '3 left' while 1 of 3 was used).
        void refreshProfile().catch(() => null);
        toast({ ...SUBMIT_TOASTS.created, variant: 'success' });
        setState((current) => ({ ...current, visionBoardId, leaving: Boolean(artworkId) }));
        // The server has queued it: 'Crafting Sacred Art', then 'Creation Complete'. The
        // render itself is the artwork screen's to follow.
        progress.reach(LAST_STAGE);
        if (!artworkId) return;
        await progress.finished;
        void navigate(`/artwork/${visionBoardId}/${artworkId}`);
      } catch (error) {
        if (isLimitReached(error)) {
          // The upgrade dialog reads the fresh profile and says 'You've reached your monthly limit'.
          stop();
          await refreshProfile().catch(() => null);
          openUpgrade();
          return;
        }
        // SPEC.md §4: a generation that fails to start is only logged; the flow shows stage 4.
        console.error('Artwork generation did not start', error);
        if (!regenerate) toast({ ...SUBMIT_TOASTS.created, variant: 'success' });
        setState((current) => ({ ...current, visionBoardId, leaving: false }));
        progress.reach(LAST_STAGE);
      }
    },
    [navigate, openUpgrade, refreshProfile, stop],
  );

  /**
   * `photosReady` waits for photos still uploading and gives the form's photos then; without
   * it, `images` are the photos.
   */
  const submit = useCallback(
    async (
      values: FormValues,
      images: UploadedImages,
      photosReady?: () => Promise<UploadedImages>,
    ) => {
      if (running.current) return;
      if (!product?.id || !product.slug) {
        toast({ ...SUBMIT_TOASTS.noProduct, variant: 'destructive' });
        return;
      }
      const context = { isPremium };
      if (!isFormComplete(product.fields, values, images, context)) {
        toast({ ...SUBMIT_TOASTS.incomplete, variant: 'destructive' });
        return;
      }
      if (status !== 'signed-in') {
        saveDraft(product.slug, values, images);
        toast(SUBMIT_TOASTS.signIn);
        openSignIn();
        return;
      }
      running.current = true;
      clearDraft();
      const fields = orderedFields(product.fields).filter((f) => isFieldEnabled(f, context));
      const progress = start(0, null);
      try {
        let visionBoardId: string;
        try {
          const photos = photosReady ? await photosReady() : images;
          if (!mounted.current) return;
          const board = await createVisionBoard({
            items: buildItemsText(fields, values),
            productId: product.id,
          });
          visionBoardId = board.id;
          for (const field of fields) {
            if (field.fieldType !== 'image') continue;
            // A draft saved before the field took one photo may hold more: the API refuses those.
            const files = (photos[field.fieldName] ?? []).slice(0, field.maxImages ?? undefined);
            for (const [index, file] of files.entries()) {
              await registerUploadedImage({
                visionBoardId,
                filename: imageFilename(field.fieldName, index),
                url: file.key || file.url,
              });
            }
          }
          progress.reach(1);
          await createOrder({
            visionBoardId,
            productId: product.id,
            customerInfo: PLACEHOLDER_CUSTOMER_INFO,
          });
        } catch (error) {
          console.error('Could not create the order', error);
          stop();
          toast({ ...SUBMIT_TOASTS.orderFailed, variant: 'destructive' });
          return;
        }
        await generate(visionBoardId, false, progress);
      } finally {
        running.current = false;
      }
    },
    [product, status, isPremium, openSignIn, generate, start, stop],
  );

  /** SPEC.md §4 regenerate mode: a new artwork for an existing board, its photos long done. */
  const regenerate = useCallback(
    async (visionBoardId: string) => {
      if (running.current) return;
      running.current = true;
      const progress = start(1, visionBoardId);
      try {
        await generate(visionBoardId, true, progress);
      } finally {
        running.current = false;
      }
    },
    [generate, start],
  );

  return { ...state, submit, regenerate, close: stop };
}
