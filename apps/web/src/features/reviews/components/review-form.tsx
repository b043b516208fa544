import {
  REVIEW_LIMITS,
  REVIEW_TEXT,
  reviewInputSchema,
  type ReviewInput,
  type ReviewRequest,
} from '@atelier/shared/schemas/reviews';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Star } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useSubmitReview } from '../api/review-link';

const REVIEW_FAILED = 'We could not send your review. Please try again.';

/** Five radio buttons drawn as stars: arrow keys move, Space/Enter picks. */
function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (n: number) => void;
  error?: string;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-navy">Your rating</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
              aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
            />
            <Star
              aria-hidden
              className={cn(
                'size-8 rounded peer-focus-visible:outline-3 peer-focus-visible:outline-gold/60',
                n <= value ? 'fill-gold-bright text-gold-bright' : 'text-parchment',
              )}
            />
          </label>
        ))}
      </div>
      {error ? <p className="text-sm text-danger">{error}</p> : null}
    </fieldset>
  );
}

export function ReviewForm({ token, request }: { token: string; request: ReviewRequest }) {
  const id = useId();
  const submit = useSubmitReview(token);
  const [sent, setSent] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const form = useForm<ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: {
      rating: 0,
      text: '',
      displayName: request.name,
      location: '',
      showArtwork: true,
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values);
      setSent(true);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      form.setError('root', { message: errorMessage(error, REVIEW_FAILED) });
    }
  });

  if (sent) {
    return (
      <div
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className="grid justify-items-center gap-3 rounded-2xl border border-success/30 bg-white p-8 text-center shadow-card focus:outline-none"
      >
        <CheckCircle2 className="size-10 text-success" aria-hidden />
        <h2 className="text-xl font-semibold">Review sent</h2>
        <p className="text-navy-soft">{REVIEW_TEXT.thanks}</p>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Review form"
      className="grid gap-4 rounded-2xl border border-parchment bg-white p-6 shadow-card"
    >
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarPicker
            value={field.value}
            onChange={field.onChange}
            error={errors.rating?.message}
          />
        )}
      />
      <FormField
        id={`${id}-text`}
        label="Your review"
        hint={
          errors.text
            ? undefined
            : `Between ${REVIEW_LIMITS.textMin} and ${REVIEW_LIMITS.textMax} characters.`
        }
        error={errors.text?.message}
      >
        {(field) => (
          <textarea
            rows={5}
            maxLength={REVIEW_LIMITS.textMax}
            className="min-h-28 w-full rounded-lg border border-navy/20 bg-white px-3 py-2 text-base text-navy placeholder:text-muted focus-visible:border-gold focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-gold/60 aria-invalid:border-danger sm:text-sm"
            {...field}
            {...form.register('text')}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-name`}
          label="Name as shown"
          hint="For example your first name and initial."
          error={errors.displayName?.message}
        >
          {(field) => (
            <Input
              autoComplete="name"
              maxLength={REVIEW_LIMITS.nameMax}
              {...field}
              {...form.register('displayName')}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-location`}
          label="Location as shown (optional)"
          hint="For example your town."
          error={errors.location?.message}
        >
          {(field) => (
            <Input
              autoComplete="address-level2"
              maxLength={REVIEW_LIMITS.locationMax}
              {...field}
              {...form.register('location')}
            />
          )}
        </FormField>
      </div>
      {request.artworkUrl ? (
        <label className="flex items-start gap-2.5 text-sm text-navy">
          <input type="checkbox" className="mt-0.5 size-4" {...form.register('showArtwork')} />
          <span>You may show my artwork with my review.</span>
        </label>
      ) : null}
      <FormError message={errors.root?.message} />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Sending...' : 'Send review'}
      </Button>
    </form>
  );
}
