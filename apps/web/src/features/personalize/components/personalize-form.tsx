import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { useDialogs } from '@/lib/dialogs';
import { getSignedUrl } from '../api/get-signed-url';
import { useCloneFrom, type CloneSource } from '../hooks/use-clone-from';
import { useDraftRestore } from '../hooks/use-draft-restore';
import { useRegenerateParam } from '../hooks/use-regenerate-param';
import { useSubmitArtwork } from '../hooks/use-submit-artwork';
import type { SavedDraft, UploadedImages } from '../lib/draft';
import {
  buildFormSchema,
  defaultValues,
  fieldsOfStep,
  isFieldEnabled,
  isFormComplete,
  missingImages,
  orderedFields,
  totalSteps,
  valuesFromEntries,
} from '../lib/form-schema';
import { refreshImageUrls } from '../lib/refresh-image-urls';
import { fieldOfImageFilename, parseItemsText, type FormValues } from '../lib/items-text';
import { FieldControl } from './field-control';
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

interface PersonalizeFormProps {
  product: ProductDetail;
  /** Tells the page a submission is running (hides the floating button). */
  onSubmittingChange?: (submitting: boolean) => void;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** SPEC.md §4/§5 multi-step personalise form with drafts, submission, regenerate and clone. */
export function PersonalizeForm({ product, onSubmittingChange }: PersonalizeFormProps) {
  const idPrefix = useId();
  const { user, status } = useAuth();
  const { openUpgrade, openSignIn } = useDialogs();
  const isPremium = user?.isPremium ?? false;
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

  const [images, setImages] = useState<UploadedImages>({});
  const [step, setStep] = useState(1);
  const [completed, setCompleted] = useState<ReadonlySet<number>>(new Set());
  const [imageErrors, setImageErrors] = useState<ReadonlySet<string>>(new Set());

  const submission = useSubmitArtwork(product);
  useEffect(() => onSubmittingChange?.(submission.open), [submission.open, onSubmittingChange]);

  const complete = isFormComplete(fields, values, images, context);
  const submitNow = () => void submission.submit(form.getValues(), images);

  const setFieldImages = (fieldName: string, next: UploadedImages[string]) => {
    setImages((current) => ({ ...current, [fieldName]: next }));
    const field = fields.find((f) => f.fieldName === fieldName);
    setImageErrors((current) => {
      const updated = new Set(current);
      // Validation on change: emptying a required image field shows its inline error.
      if (field?.isRequired && next.length === 0) updated.add(fieldName);
      else updated.delete(fieldName);
      return updated;
    });
  };

  const goNext = async () => {
    const names = fieldsOfStep(fields, step)
      .filter((f) => f.fieldType !== 'image' && isFieldEnabled(f, context))
      .map((f) => f.fieldName);
    const valid = names.length === 0 || (await form.trigger(names));
    if (!valid) {
      toast({ ...STEP_TOASTS.incomplete, variant: 'destructive' });
      return;
    }
    const missing = missingImages(fields, images, context, step);
    if (missing.length > 0) {
      setImageErrors((current) => new Set([...current, ...missing.map((f) => f.fieldName)]));
      toast({ ...STEP_TOASTS.images(missing.map((f) => f.fieldLabel)), variant: 'destructive' });
      return;
    }
    setCompleted((current) => new Set([...current, step]));
    setStep((current) => Math.min(total, current + 1));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < total) {
      void goNext();
      return;
    }
    if (!complete) void form.trigger();
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

  const applyClone = ({ items, images: boardImages }: CloneSource) => {
    const names = fields.map((f) => f.fieldName);
    const parsed = parseItemsText(items ?? '', names);
    const { values: cloned, rejected } = valuesFromEntries(fields, parsed.entries);
    const imageFields = new Set(
      fields.filter((f) => f.fieldType === 'image').map((f) => f.fieldName),
    );
    const nextImages: UploadedImages = {};
    let unmappedImages = 0;
    for (const image of boardImages) {
      const fieldName = fieldOfImageFilename(image.filename);
      if (!fieldName || !imageFields.has(fieldName)) {
        unmappedImages += 1;
        continue;
      }
      nextImages[fieldName] = [
        ...(nextImages[fieldName] ?? []),
        { url: image.url, key: image.key ?? image.url, name: image.filename, size: 0 },
      ];
    }
    form.reset(cloned);
    setImages(nextImages);
    setImageErrors(new Set());
    if (total >= 2) {
      setCompleted(new Set([1]));
      setStep(2);
    }
    return parsed.unmapped.length === 0 && rejected.length === 0 && unmappedImages === 0;
  };

  const { cloneMode } = useCloneFrom(applyClone);
  const { regenerating } = useRegenerateParam(submission.regenerate);
  useDraftRestore({
    productSlug: product.slug,
    disabled: cloneMode || regenerating,
    apply: applyDraft,
    submit: submitNow,
  });

  const onUpgrade = () => (status === 'signed-in' ? openUpgrade() : openSignIn());
  const stepFields = fieldsOfStep(fields, step);

  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={product.personalizeFormTitle ?? 'Personalise your artwork'}
        className="mt-6 grid gap-6"
      >
        <StepNav
          total={total}
          current={step}
          completed={completed}
          onSelect={(target) => {
            if (target === step || completed.has(target)) setStep(target);
          }}
        />
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
              imageMissing={imageErrors.has(field.fieldName)}
            />
          ))}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {step > 1 ? (
            <Button type="button" variant="outline" onClick={() => setStep(step - 1)}>
              <ArrowLeft aria-hidden />
              Previous
            </Button>
          ) : (
            <span />
          )}
          {step < total ? (
            <Button type="button" onClick={() => void goNext()}>
              Next
              <ArrowRight aria-hidden />
            </Button>
          ) : (
            <Button
              type="submit"
              variant="accent"
              size="lg"
              disabled={!complete || submission.open}
            >
              <Sparkles aria-hidden />
              Create My Artwork
            </Button>
          )}
        </div>
      </form>
      {submission.open ? (
        <SubmissionOverlay
          stage={submission.stage}
          visionBoardId={submission.visionBoardId}
          onClose={submission.close}
        />
      ) : null}
    </>
  );
}
