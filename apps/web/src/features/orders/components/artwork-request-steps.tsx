import type { OrderEvent } from '@atelier/shared/schemas/generation';
import { Check, Circle, X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatDateTime } from '../lib/labels';

// DESIGN.md §3: an artwork order tracks the request (received → generating → ready); there is
// no payment, production or delivery in it, so its page shows these three steps and no others.

const STEPS = [
  { status: 'received', label: 'Received', text: 'We have your request and your photos.' },
  { status: 'generating', label: 'Generating', text: 'The studio is creating your artwork.' },
  { status: 'ready', label: 'Ready', text: 'Your artwork is ready to view and download.' },
] as const;

const FAILED = {
  status: 'failed',
  label: 'Failed',
  text: 'The artwork could not be created; your generation was returned. Try again from the artwork.',
};

/** When the order last reached a status (its newest event with it). */
const reachedAt = (events: OrderEvent[], status: string) =>
  [...events].reverse().find((event) => event.status === status)?.createdAt ?? null;

export function ArtworkRequestSteps({ events, status }: { events: OrderEvent[]; status: string }) {
  const steps = status === 'failed' ? [STEPS[0], STEPS[1], FAILED] : [...STEPS];
  const current = Math.max(
    0,
    steps.findIndex((step) => step.status === status),
  );
  return (
    <ol aria-label="Tracking timeline" className="grid gap-0">
      {steps.map((step, index) => {
        const done = index < current;
        const isCurrent = index === current;
        const at = index <= current ? reachedAt(events, step.status) : null;
        return (
          <li
            key={step.status}
            aria-current={isCurrent ? 'step' : undefined}
            className="relative grid grid-cols-[2rem_1fr] gap-3 pb-6 last:pb-0"
          >
            {index < steps.length - 1 ? (
              <span aria-hidden className="absolute top-8 bottom-0 left-4 w-px bg-parchment" />
            ) : null}
            <span
              aria-hidden
              className={cn(
                'relative flex size-8 items-center justify-center rounded-full border',
                isCurrent
                  ? 'border-gold bg-gold-bright text-navy ring-4 ring-gold-soft'
                  : done
                    ? 'border-parchment bg-white text-navy'
                    : 'border-dashed border-parchment bg-ivory text-muted',
              )}
            >
              {step.status === 'failed' ? (
                <X className="size-4" />
              ) : done || (isCurrent && step.status === 'ready') ? (
                <Check className="size-4" />
              ) : (
                <Circle className={cn('size-3', isCurrent && 'fill-current')} />
              )}
            </span>
            <div
              className={cn('grid gap-0.5 rounded-xl px-3 py-1', isCurrent && 'bg-gold-soft/50')}
            >
              <span className="flex flex-wrap items-center gap-2 font-semibold">
                {step.label}
                {isCurrent ? (
                  <span className="rounded-full bg-navy px-2 py-0.5 text-xs text-ivory">
                    Current status
                  </span>
                ) : null}
                {index > current ? <span className="text-xs text-muted">Next</span> : null}
              </span>
              {at ? (
                <time dateTime={at} className="text-sm text-muted">
                  {formatDateTime(at)}
                </time>
              ) : null}
              <p className="text-sm text-navy-soft">{step.text}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
