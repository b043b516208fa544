import type { OrderEvent } from '@atelier/shared/schemas/generation';
import { Check, Circle, X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatDateTime } from '../lib/labels';
import { lastEventIndex, TimelineStep } from './timeline-step';

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
  events[lastEventIndex(events, status)]?.createdAt ?? null;

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
          <TimelineStep
            key={step.status}
            isCurrent={isCurrent}
            isLast={index === steps.length - 1}
            dotClassName={
              done
                ? 'border-parchment bg-white text-navy'
                : 'border-dashed border-parchment bg-ivory text-muted'
            }
            dot={
              step.status === 'failed' ? (
                <X className="size-4" />
              ) : done || (isCurrent && step.status === 'ready') ? (
                <Check className="size-4" />
              ) : (
                <Circle className={cn('size-3', isCurrent && 'fill-current')} />
              )
            }
            title={step.label}
            extra={index > current ? <span className="text-xs text-muted">Next</span> : null}
          >
            {at ? (
              <time dateTime={at} className="text-sm text-muted">
                {formatDateTime(at)}
              </time>
            ) : null}
            <p className="text-sm text-navy-soft">{step.text}</p>
          </TimelineStep>
        );
      })}
    </ol>
  );
}
