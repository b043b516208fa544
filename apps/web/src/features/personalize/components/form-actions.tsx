import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';

interface FormActionsProps {
  step: number;
  total: number;
  /** Every required field and photo is present. */
  complete: boolean;
  /** A submission is running. */
  busy: boolean;
  /** After an incomplete 'Create My Artwork': the labels still missing (empty hides the list). */
  missing: string[];
  onPrevious(): void;
  onNext(): void;
}

/**
 * Previous / Next, and on the last step 'Create My Artwork'. That one is aria-disabled, not
 * disabled, while the form is incomplete: it stays in the Tab order, and activating it says
 * what is missing (the form then moves focus to the first missing field).
 */
export function FormActions({
  step,
  total,
  complete,
  busy,
  missing,
  onPrevious,
  onNext,
}: FormActionsProps) {
  const missingId = useId();
  const showMissing = step === total && !complete && missing.length > 0;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {step > 1 ? (
          <Button type="button" variant="outline" onClick={onPrevious}>
            <ArrowLeft aria-hidden />
            Previous
          </Button>
        ) : (
          <span />
        )}
        {/* Distinct keys: React must not turn the focused Next into the submit button, or the
            key press that moved on would also submit the last step. */}
        {step < total ? (
          <Button key="next" type="button" onClick={onNext}>
            Next
            <ArrowRight aria-hidden />
          </Button>
        ) : (
          <Button
            key="create"
            type="submit"
            variant="accent"
            size="lg"
            aria-disabled={!complete || busy || undefined}
            aria-describedby={showMissing ? missingId : undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            <Sparkles aria-hidden />
            Create My Artwork
          </Button>
        )}
      </div>
      {showMissing ? (
        <p id={missingId} className="text-right text-sm text-danger">
          Still missing: {missing.join(', ')}
        </p>
      ) : null}
    </div>
  );
}
