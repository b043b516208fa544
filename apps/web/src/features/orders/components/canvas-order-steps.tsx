import type { TimelineEvent } from '@atelier/shared/schemas/prints';
import { Check, Circle, X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatDateTime } from '../lib/labels';
import { lastEventIndex, TimelineStep } from './timeline-step';

// A canvas order's whole path: the steps it has passed with their time, the one it
// is at, and the ones still to come, greyed. A cancelled or refunded order shows the steps it
// reached, then how it ended; nothing is 'upcoming' after that.

interface Step {
  status: string;
  label: string;
  /** Once reached. */
  text: string;
  /** While still to come. */
  next?: string;
}

const PATH: Step[] = [
  { status: 'pending_payment', label: 'Order placed', text: 'We received your order.' },
  {
    status: 'paid',
    label: 'Paid',
    text: 'Payment received: we prepare your print file and proof.',
  },
  {
    status: 'awaiting_approval',
    label: 'Awaiting your approval',
    text: 'Your print proof is ready: approve it, or ask for a change.',
    next: 'We send you a proof of the print to approve.',
  },
  {
    status: 'approved',
    label: 'Proof approved',
    text: 'Proof approved: your canvas goes to production.',
    next: 'Production starts once you approve the proof.',
  },
  {
    status: 'in_production',
    label: 'In production',
    text: 'Your canvas is printed, stretched and checked.',
    next: 'We print, stretch and check your canvas.',
  },
  {
    status: 'shipped',
    label: 'Shipped',
    text: 'Your parcel is on its way.',
    next: 'We send it with a tracking link.',
  },
  {
    status: 'delivered',
    label: 'Delivered',
    text: 'Your canvas has arrived.',
    next: 'It arrives at your door.',
  },
];

/** Off the path but not an ending: a change request waits for a new proof. */
const DETOURS: Record<string, Step> = {
  changes_requested: {
    status: 'changes_requested',
    label: 'Change requested',
    text: 'We are preparing a new proof for you.',
  },
};

const ENDINGS: Record<string, Step> = {
  cancelled: { status: 'cancelled', label: 'Cancelled', text: 'This order was cancelled.' },
  refunded: { status: 'refunded', label: 'Refunded', text: 'Your payment was refunded.' },
};

const reached = (events: TimelineEvent[], status: string) =>
  events[lastEventIndex(events, status)] ?? null;

/** The steps this order shows, and the index of the current one. */
export function canvasSteps(events: TimelineEvent[], status: string) {
  const onPath = PATH.findIndex((step) => step.status === status);
  if (onPath >= 0) return { steps: PATH, current: onPath, ended: false };
  const detour = DETOURS[status];
  if (detour) {
    // Waiting for a new proof: the steps so far, the change request, then the rest to come.
    const at = PATH.findIndex((step) => step.status === 'awaiting_approval');
    const steps = [...PATH.slice(0, at + 1), detour, ...PATH.slice(at + 1)];
    return { steps, current: at + 1, ended: false };
  }
  // Off the path: the steps it reached, then its ending (a cancel before a refund, if both).
  const steps = [
    ...PATH.filter((step) => reached(events, step.status)),
    ...Object.values(ENDINGS).filter((e) => e.status === status || reached(events, e.status)),
  ];
  if (!steps.some((step) => step.status === status)) steps.push(ENDINGS[status] ?? PATH[0]!);
  return { steps, current: steps.length - 1, ended: true };
}

interface CanvasOrderStepsProps {
  events: TimelineEvent[];
  status: string;
  /** Under the upcoming Delivered step, e.g. 'Arrives between …'. */
  deliveryEstimate?: string | null;
}

export function CanvasOrderSteps({ events, status, deliveryEstimate }: CanvasOrderStepsProps) {
  const { steps, current, ended } = canvasSteps(events, status);
  return (
    <ol aria-label="Tracking timeline" className="grid gap-0">
      {steps.map((step, index) => {
        const upcoming = index > current;
        const isCurrent = index === current;
        const event = upcoming ? null : reached(events, step.status);
        const failed = ended && isCurrent;
        return (
          <TimelineStep
            key={step.status}
            isCurrent={isCurrent}
            isLast={index === steps.length - 1}
            dotClassName={
              upcoming
                ? 'border-dashed border-parchment bg-ivory text-muted'
                : 'border-parchment bg-white text-navy'
            }
            dot={
              failed ? (
                <X className="size-4" />
              ) : upcoming || (isCurrent && step.status !== 'delivered') ? (
                <Circle className={cn('size-3', isCurrent && 'fill-current')} />
              ) : (
                <Check className="size-4" />
              )
            }
            title={upcoming ? <span className="text-muted">{step.label}</span> : step.label}
            extra={
              upcoming ? (
                <span className="rounded-full border border-parchment px-2 py-0.5 text-xs text-muted">
                  Upcoming
                </span>
              ) : null
            }
          >
            {event ? (
              <time dateTime={event.createdAt} className="text-sm text-muted">
                {formatDateTime(event.createdAt)}
              </time>
            ) : null}
            <p className={cn('text-sm', upcoming ? 'text-muted' : 'text-navy-soft')}>
              {event?.note ?? (upcoming ? (step.next ?? step.text) : step.text)}
            </p>
            {upcoming && step.status === 'delivered' && deliveryEstimate ? (
              <p className="text-sm font-semibold text-navy-soft">{deliveryEstimate}</p>
            ) : null}
          </TimelineStep>
        );
      })}
    </ol>
  );
}
