import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import { PLACEHOLDER_CUSTOMER_INFO } from '@atelier/shared/schemas/generation';
import { useCallback, useRef, useState } from 'react';
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

/** SPEC.md §4 submission progress, shown as a percentage of 4. */
export const SUBMISSION_STAGES = [
  'Processing Your Photo',
  'Reading Your Energy',
  'Crafting Sacred Art',
  'Creation Complete',
] as const;

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
  /** Milestones reached: 1 board and images, 2 order, 3 generation queued, 4 done. */
  stage: number;
  visionBoardId: string | null;
}

const CLOSED: SubmissionState = { open: false, stage: 0, visionBoardId: null };

const isLimitReached = (error: unknown) =>
  errorStatus(error) === 402 ||
  (error instanceof ApiError &&
    (error.body as { error?: { code?: string } } | null)?.error?.code ===
      'GENERATION_LIMIT_REACHED');

/**
 * SPEC.md §4 submission flow: signed out → draft + sign-in; signed in → vision board, each
 * uploaded image, order, generation, then the artwork screen. Also regeneration of a board.
 */
export function useSubmitArtwork(product: ProductDetail | null | undefined) {
  const { status, user, refreshProfile } = useAuth();
  const { openSignIn, openUpgrade } = useDialogs();
  const navigate = useNavigate();
  const [state, setState] = useState<SubmissionState>(CLOSED);
  const running = useRef(false);
  const isPremium = user?.isPremium ?? false;

  /** Starts generation for a board; shared by submit and regenerate. */
  const generate = useCallback(
    async (visionBoardId: string, regenerate: boolean) => {
      try {
        const answer = await generateArtwork(
          regenerate ? { visionBoardId, regenerate: true } : { visionBoardId },
        );
        const artworkId = artworkIdOf(answer);
        toast({ ...SUBMIT_TOASTS.created, variant: 'success' });
        setState({ open: true, stage: 4, visionBoardId });
        if (artworkId) void navigate(`/artwork/${visionBoardId}/${artworkId}`);
      } catch (error) {
        if (isLimitReached(error)) {
          // The upgrade dialog reads the fresh profile and says 'You've reached your monthly limit'.
          setState(CLOSED);
          await refreshProfile().catch(() => null);
          openUpgrade();
          return;
        }
        // SPEC.md §4: a generation that fails to start is only logged; the flow shows stage 4.
        console.error('Artwork generation did not start', error);
        if (!regenerate) toast({ ...SUBMIT_TOASTS.created, variant: 'success' });
        setState({ open: true, stage: 4, visionBoardId });
      }
    },
    [navigate, openUpgrade, refreshProfile],
  );

  const submit = useCallback(
    async (values: FormValues, images: UploadedImages) => {
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
      setState({ open: true, stage: 0, visionBoardId: null });
      try {
        let visionBoardId: string;
        try {
          const board = await createVisionBoard({
            items: buildItemsText(fields, values),
            productId: product.id,
          });
          visionBoardId = board.id;
          for (const field of fields) {
            if (field.fieldType !== 'image') continue;
            const files = images[field.fieldName] ?? [];
            for (const [index, file] of files.entries()) {
              await registerUploadedImage({
                visionBoardId,
                filename: imageFilename(field.fieldName, index),
                url: file.key || file.url,
              });
            }
          }
          setState({ open: true, stage: 1, visionBoardId });
          await createOrder({
            visionBoardId,
            productId: product.id,
            customerInfo: PLACEHOLDER_CUSTOMER_INFO,
          });
          setState({ open: true, stage: 2, visionBoardId });
        } catch (error) {
          console.error('Could not create the order', error);
          setState(CLOSED);
          toast({ ...SUBMIT_TOASTS.orderFailed, variant: 'destructive' });
          return;
        }
        await generate(visionBoardId, false);
      } finally {
        running.current = false;
      }
    },
    [product, status, isPremium, openSignIn, generate],
  );

  /** SPEC.md §4 regenerate mode: a new artwork for an existing board. */
  const regenerate = useCallback(
    async (visionBoardId: string) => {
      if (running.current) return;
      running.current = true;
      setState({ open: true, stage: 2, visionBoardId });
      try {
        await generate(visionBoardId, true);
      } finally {
        running.current = false;
      }
    },
    [generate],
  );

  const close = useCallback(() => setState(CLOSED), []);

  return { ...state, submit, regenerate, close };
}
