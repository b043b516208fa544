import { Check, Loader2 } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { LAST_STAGE, SUBMISSION_STAGES } from '../lib/stage-pacer';

interface SubmissionOverlayProps {
  /** The stage shown, an index of SUBMISSION_STAGES; the last, 'Creation Complete', is done. */
  stage: number;
  visionBoardId: string | null;
  /** Done, and the artwork screen opens next: no actions to offer. */
  leaving?: boolean;
  onClose(): void;
}

type StageState = 'done' | 'active' | 'upcoming';

/** Said after each stage's name to screen readers; the icons say it to the eye. */
const STATE_TEXT: Record<StageState, string> = {
  done: 'done',
  active: 'in progress',
  upcoming: 'to come',
};

/**
 * SPEC.md §4 submission progress: four stages, shown as a percentage of 4. A modal dialog:
 * focus stays inside and the page behind is hidden from assistive technology; its title is a
 * live region, so each new stage is read out. It cannot be dismissed while the submission
 * runs; once done (and not moving on to the artwork screen), Close or Escape dismiss it.
 */
export function SubmissionOverlay({
  stage,
  visionBoardId,
  leaving = false,
  onClose,
}: SubmissionOverlayProps) {
  const shown = Math.min(Math.max(stage, 0), LAST_STAGE);
  const done = shown === LAST_STAGE;
  const closable = done && !leaving;
  const percent = Math.round(((shown + 1) / SUBMISSION_STAGES.length) * 100);
  const current = SUBMISSION_STAGES[shown];
  // What had the keyboard before (the 'Create My Artwork' button): it gets it back when the
  // overlay closes, on an error as on Close. The dialog has no trigger for Radix to return to.
  const [returnTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const stateOf = (index: number): StageState =>
    index < shown || done ? 'done' : index === shown ? 'active' : 'upcoming';

  return (
    <DialogPrimitive.Root
      open
      onOpenChange={(open) => {
        if (!open && closable) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy/80" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            if (!closable) event.preventDefault();
          }}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo?.isConnected) returnTo.focus();
          }}
          className="fixed inset-0 z-50 grid place-items-center p-4 outline-none"
        >
          <div className="grid w-full max-w-md gap-5 rounded-2xl bg-white p-6 shadow-card sm:p-8">
            <DialogPrimitive.Title className="text-center text-xl font-semibold" aria-live="polite">
              {current}
            </DialogPrimitive.Title>
            <div
              role="progressbar"
              aria-label="Creating your artwork"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-parchment"
            >
              <div
                className="h-full bg-gold-bright transition-[width] duration-500 motion-reduce:transition-none"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="text-center text-sm text-muted">{percent}%</p>
            <ol className="grid gap-2" aria-label="Progress">
              {SUBMISSION_STAGES.map((label, index) => {
                const state = stateOf(index);
                return (
                  <li
                    key={label}
                    aria-current={state === 'active' ? 'step' : undefined}
                    className={cn(
                      'flex items-center gap-3 text-sm',
                      state === 'done' && 'text-navy',
                      state === 'active' && 'font-semibold text-navy',
                      state === 'upcoming' && 'text-muted',
                    )}
                  >
                    {state === 'done' ? (
                      <Check className="size-4 text-success" aria-hidden />
                    ) : state === 'active' ? (
                      <Loader2
                        className="size-4 animate-spin motion-reduce:animate-none"
                        aria-hidden
                      />
                    ) : (
                      <span className="size-4 rounded-full border border-parchment" aria-hidden />
                    )}
                    {label}
                    <span className="sr-only">, {STATE_TEXT[state]}</span>
                  </li>
                );
              })}
            </ol>
            {closable ? (
              <div className="flex flex-wrap justify-center gap-3">
                {visionBoardId ? (
                  <Button asChild>
                    <Link to={`/artwork/${visionBoardId}`}>View My Portraits</Link>
                  </Button>
                ) : null}
                <Button variant="outline" onClick={onClose}>
                  Close
                </Button>
              </div>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
