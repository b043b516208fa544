import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { useDialogs } from '@/lib/dialogs';
import { getSignedUrl } from '../api/get-signed-url';
import { useCloneFrom, type CloneSource } from '../hooks/use-clone-from';
import { useDraftRestore } from '../hooks/use-draft-restore';
import { useFieldImages } from '../hooks/use-field-images';
import { range, useFormSteps } from '../hooks/use-form-steps';
import { usePendingUploads } from '../hooks/use-pending-uploads';
import { useRegenerateParam } from '../hooks/use-regenerate-param';
import { SUBMIT_TOASTS, useSubmitArtwork } from '../hooks/use-submit-artwork';
import type { SavedDraft } from '../lib/draft';
import {
  buildFormSchema,
  defaultValues,
  fieldsOfStep,
  isFieldEnabled,
  isFormComplete,
  missingFields,
  missingImages,
  orderedFields,
  totalSteps,
} from '../lib/form-schema';
import { cloneState } from '../lib/clone-state';
import { type FormValues } from '../lib/items-text';
import { refreshImageUrls } from '../lib/refresh-image-urls';
import { FieldControl } from './field-control';
import { FormActions } from './form-actions';
import { StepNav } from './step-nav';
import { SubmissionOverlay } from './submission-overlay';

export const STEP_TOASTS = {
  incomplete: {
    title: 'Please complete required fields',
    description: 'Some fields on this step need to be filled out before continuing.',
  },
  images: (labels: string[]) => ({
    title: 'Please upload required images',
    description: `Missing: ${labels.join(', ')}`,
  }),
} as const;

/**
 * An admin's preview (the product editor, a draft on the storefront): every step can be
 * opened, nothing is submitted, no draft is saved or restored, the URL's regenerate and
 * cloneFrom are ignored, and premium-only fields show as they would to a (non-)premium shopper.
 */
export interface FormPreview {
  premium: boolean;
}

interface PersonalizeFormProps {
  product: ProductDetail;
  /** Tells the page a submission is running (hides the floating button). */
  onSubmittingChange?: (submitting: boolean) => void;
  preview?: FormPreview;
}

export const PREVIEW_TOAST = {
  title: 'This is a preview',
  description: 'A shopper creates their artwork here; the preview sends nothing.',
} as const;

/** SPEC.md §4/§5 multi-step personalise form with drafts, submission, regenerate and clone. */
export function PersonalizeForm({ product, onSubmittingChange, preview }: PersonalizeFormProps) {
  const idPrefix = useId();
  const { user, status } = useAuth();
  const { openUpgrade, openSignIn } = useDialogs();
  const isPremium = preview ? preview.premium : (user?.isPremium ?? false);
  const context = useMemo(() => ({ isPremium }), [isPremium]);
  const fields = useMemo(() => orderedFields(product.fields), [product.fields]);
  const total = totalSteps(fields);

  // The resolver reads the current schema, which changes when the visitor turns premium.
  const schema = useRef(buildFormSchema(fields, context));
  schema.current = useMemo(() => buildFormSchema(fields, context), [fields, context]);
  const resolver = useCallback<Resolver<FormValues>>(
    (values, ctx, options) =>
      (zodResolver(schema.current) as Resolver<FormValues>)(values, ctx, options),
    [],
  );
  const form = useForm<FormValues>({
    resolver,
    defaultValues: defaultValues(fields),
    mode: 'onChange',
  });
  const values = form.watch();

  const { images, setImages, imageErrors, setImageErrors, showImageErrors, setFieldImages } =
    useFieldImages(fields);
  const {
    step,
    setStep,
    completed,
    setCompleted,
    reachable,
    formRef,
    headingRef,
    goToStep,
    focusMissing,
  } = useFormSteps(total, Boolean(preview));
  // Set by an incomplete 'Create My Artwork': the list of what is missing stays up until done.
  const [attempted, setAttempted] = useState(false);

  const submission = useSubmitArtwork(product);
  useEffect(() => onSubmittingChange?.(submission.open), [submission.open, onSubmittingChange]);

  const complete = isFormComplete(fields, values, images, context);
  // A photo still uploading when the form is sent goes with it: the submission waits for it.
  const uploads = usePendingUploads();
  const latestImages = useRef(images);
  latestImages.current = images;
  const photosReady = async () => {
    await uploads.settled();
    return latestImages.current;
  };
  const submitNow = () => void submission.submit(form.getValues(), images, photosReady);

  // Every empty required field of the step shows its own error at once, photos included.
  const goNext = async () => {
    if (preview) {
      // The preview moves on without checks; a step passed is done only when it is complete.
      if (missingFields(fields, form.getValues(), images, context, step).length === 0)
        setCompleted((current) => new Set([...current, step]));
      goToStep(Math.min(total, step + 1));
      return;
    }
    const names = fieldsOfStep(fields, step)
      .filter((f) => f.fieldType !== 'image' && isFieldEnabled(f, context))
      .map((f) => f.fieldName);
    const valid = names.length === 0 || (await form.trigger(names));
    const missingPhotos = missingImages(fields, images, context, step);
    if (!valid || missingPhotos.length > 0) {
      showImageErrors(missingPhotos);
      toast({
        ...(valid
          ? STEP_TOASTS.images(missingPhotos.map((f) => f.fieldLabel))
          : STEP_TOASTS.incomplete),
        variant: 'destructive',
      });
      focusMissing(missingFields(fields, form.getValues(), images, context, step)[0]);
      return;
    }
    setCompleted((current) => new Set([...current, step]));
    goToStep(Math.min(total, step + 1));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < total) {
      void goNext();
      return;
    }
    if (preview) {
      toast(PREVIEW_TOAST);
      return;
    }
    if (submission.open) return;
    const missing = missingFields(fields, form.getValues(), images, context);
    if (missing.length > 0) {
      // The button is only aria-disabled: say what is missing and go to the first of it.
      setAttempted(true);
      void form.trigger();
      showImageErrors(missing);
      toast({
        ...SUBMIT_TOASTS.incomplete,
        description: `Missing: ${missing.map((f) => f.fieldLabel).join(', ')}`,
        variant: 'destructive',
      });
      focusMissing(missing[0]);
      return;
    }
    submitNow();
  };

  const applyDraft = (draft: SavedDraft) => {
    form.reset({ ...defaultValues(fields), ...draft.formData });
    setImages(draft.uploadedImages);
    // The thumbnails' signed addresses may have expired since the draft was saved.
    void refreshImageUrls(draft.uploadedImages, getSignedUrl).then((fresh) =>
      setImages((current) => (current === draft.uploadedImages ? fresh : current)),
    );
    setImageErrors(new Set());
    const ready = isFormComplete(fields, form.getValues(), draft.uploadedImages, context);
    setCompleted(new Set(ready ? range(1, total - 1) : []));
    setStep(ready ? total : 1);
    return ready;
  };

  const applyClone = (source: CloneSource) => {
    const { values: cloned, images: nextImages, clean } = cloneState(fields, source);
    form.reset(cloned);
    setImages(nextImages);
    setImageErrors(new Set());
    if (total >= 2) {
      setCompleted(new Set([1]));
      setStep(2);
    }
    return clean;
  };

  const { cloneMode } = useCloneFrom(applyClone, Boolean(preview));
  const { regenerating } = useRegenerateParam(submission.regenerate, Boolean(preview));
  useDraftRestore({
    productSlug: product.slug,
    disabled: cloneMode || regenerating || Boolean(preview),
    apply: applyDraft,
    submit: submitNow,
  });

  const onUpgrade = () => {
    if (preview) return;
    if (status === 'signed-in') openUpgrade();
    else openSignIn();
  };
  const stepFields = fieldsOfStep(fields, step);

  return (
    <>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        aria-label={product.personalizeFormTitle ?? 'Personalise your artwork'}
        className="mt-6 grid gap-6"
      >
        <StepNav
          total={total}
          current={step}
          completed={completed}
          reachable={reachable}
          onSelect={(target) => {
            if (target === step || reachable.has(target)) goToStep(target);
          }}
        />
        {total >= 2 ? (
          // Focused (and so announced) when the step changes; the next Tab reaches its fields.
          <h4
            ref={headingRef}
            tabIndex={-1}
            className="-mt-4 rounded text-sm font-medium text-muted focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold/60"
          >
            Step {step} of {total}
          </h4>
        ) : null}
        <div className="grid gap-5">
          {stepFields.map((field) => (
            <FieldControl
              key={field.id}
              idPrefix={idPrefix}
              field={field}
              form={form}
              locked={!isFieldEnabled(field, context)}
              onUpgrade={onUpgrade}
              images={images[field.fieldName] ?? []}
              onImagesChange={(next) => setFieldImages(field.fieldName, next)}
              onUploadingChange={(busy) => uploads.setBusy(field.fieldName, busy)}
              imageMissing={imageErrors.has(field.fieldName)}
            />
          ))}
        </div>
        <FormActions
          step={step}
          total={total}
          complete={complete}
          busy={submission.open}
          missing={
            attempted ? missingFields(fields, values, images, context).map((f) => f.fieldLabel) : []
          }
          onPrevious={() => goToStep(step - 1)}
          onNext={() => void goNext()}
        />
      </form>
      {submission.open ? (
        <SubmissionOverlay
          stage={submission.stage}
          visionBoardId={submission.visionBoardId}
          leaving={submission.leaving}
          onClose={submission.close}
        />
      ) : null}
    </>
  );
}
