import { Check, Loader2 } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { SUBMISSION_STAGES } from '../hooks/use-submit-artwork';

interface SubmissionOverlayProps {
  /** Milestones reached, 0 to 4. */
  stage: number;
  visionBoardId: string | null;
  onClose(): void;
}

/**
 * SPEC.md §4 submission progress: four stages, shown as a percentage of 4. A modal dialog:
 * focus stays inside and the page behind is hidden from assistive technology. It cannot be
 * dismissed while the submission runs; once done, Close or Escape dismiss it.
 */
export function SubmissionOverlay({ stage, visionBoardId, onClose }: SubmissionOverlayProps) {
  const done = stage >= SUBMISSION_STAGES.length;
  const percent = Math.round((Math.min(stage, 4) / 4) * 100);
  const current = SUBMISSION_STAGES[Math.min(stage, SUBMISSION_STAGES.length - 1)];

  return (
    <DialogPrimitive.Root
      open
      onOpenChange={(open) => {
        if (!open && done) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy/80" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            if (!done) event.preventDefault();
          }}
          onInteractOutside={(event) => event.preventDefault()}
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
                const reached = index < stage || (done && index === SUBMISSION_STAGES.length - 1);
                const active = !done && index === stage;
                return (
                  <li
                    key={label}
                    aria-current={active ? 'step' : undefined}
                    className={cn(
                      'flex items-center gap-3 text-sm',
                      reached ? 'text-navy' : active ? 'font-semibold text-navy' : 'text-muted',
                    )}
                  >
                    {reached ? (
                      <Check className="size-4 text-success" aria-hidden />
                    ) : active ? (
                      <Loader2
                        className="size-4 animate-spin motion-reduce:animate-none"
                        aria-hidden
                      />
                    ) : (
                      <span className="size-4 rounded-full border border-parchment" aria-hidden />
                    )}
                    {label}
                  </li>
                );
              })}
            </ol>
            {done ? (
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
