import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

export const ORDER_STEPS = ['Size & wrap', 'Shipping address', 'Review & pay'] as const;

/** Where the shopper is in the order: done steps ticked, the current one marked for readers. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <ol aria-label="Order steps" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {ORDER_STEPS.map((label, index) => {
        const done = index < current;
        const here = index === current;
        return (
          <li
            key={label}
            aria-current={here ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2',
              here ? 'font-semibold text-navy' : 'text-muted',
            )}
          >
            <span
              className={cn(
                'flex size-7 items-center justify-center rounded-full border text-xs',
                here && 'border-navy bg-navy text-ivory',
                done && 'border-success bg-success/10 text-success',
                !here && !done && 'border-navy/20',
              )}
              aria-hidden
            >
              {done ? <Check className="size-4" /> : index + 1}
            </span>
            <span>
              {label}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
