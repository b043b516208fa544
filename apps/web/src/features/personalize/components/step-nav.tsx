import { Check } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/utils';

interface StepNavProps {
  total: number;
  current: number;
  /** Steps complete and passed: marked done. */
  completed: ReadonlySet<number>;
  /** Steps that can be opened besides those (a preview opens any); not marked done. */
  reachable?: ReadonlySet<number>;
  onSelect(step: number): void;
}

/**
 * SPEC.md §4: a step button is clickable only when its step is completed or current (or, in a
 * preview, any step); only a completed step that is not the current one shows its check. The
 * 'Step n of m' heading is the form's, so focus can land on it when the step changes.
 */
export function StepNav({ total, current, completed, reachable, onSelect }: StepNavProps) {
  // A done step says so to screen readers too (its name stays 'Step n').
  const doneId = useId();
  if (total < 2) return null;
  return (
    <nav aria-label="Form steps">
      <span id={doneId} hidden>
        Completed
      </span>
      <ol className="flex flex-wrap items-center gap-2">
        {Array.from({ length: total }, (_, index) => index + 1).map((step) => {
          const done = completed.has(step);
          const isCurrent = step === current;
          const open = done || isCurrent || Boolean(reachable?.has(step));
          return (
            <li key={step} className="flex items-center gap-2">
              <button
                type="button"
                disabled={!open}
                aria-current={isCurrent ? 'step' : undefined}
                aria-describedby={done && !isCurrent ? doneId : undefined}
                onClick={() => onSelect(step)}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:cursor-not-allowed disabled:opacity-50',
                  isCurrent
                    ? 'border-navy bg-navy text-ivory'
                    : done
                      ? 'border-gold bg-gold-soft/40 text-navy hover:bg-gold-soft'
                      : 'border-parchment bg-white text-muted',
                )}
              >
                {done && !isCurrent ? <Check className="size-4" aria-hidden /> : null}
                Step {step}
              </button>
              {step < total ? <span aria-hidden className="h-px w-4 bg-parchment" /> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
