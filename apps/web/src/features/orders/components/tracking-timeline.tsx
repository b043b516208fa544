import type { OrderEvent } from '@atelier/shared/schemas/generation';
import { Check, Circle } from 'lucide-react';
import { statusLabel } from '@/lib/order-status';
import { formatDateTime } from '../lib/labels';
import { lastEventIndex, TimelineStep } from './timeline-step';

/** The order's history, oldest first, with the current status highlighted. */
export function TrackingTimeline({ events, status }: { events: OrderEvent[]; status: string }) {
  if (events.length === 0) {
    return <p className="text-muted">No updates yet.</p>;
  }
  // The event that shows the order's current status: the latest one with that status.
  const current = lastEventIndex(events, status);
  return (
    <ol aria-label="Tracking timeline" className="grid gap-0">
      {events.map((event, index) => {
        const isCurrent = index === current;
        return (
          <TimelineStep
            key={`${event.status}-${event.createdAt}-${index}`}
            isCurrent={isCurrent}
            isLast={index === events.length - 1}
            dotClassName="border-parchment bg-white text-muted"
            dot={
              isCurrent ? <Circle className="size-3 fill-current" /> : <Check className="size-4" />
            }
            title={statusLabel(event.status)}
          >
            <time dateTime={event.createdAt} className="text-sm text-muted">
              {formatDateTime(event.createdAt)}
            </time>
            {event.note ? <p className="text-sm text-navy-soft">{event.note}</p> : null}
          </TimelineStep>
        );
      })}
    </ol>
  );
}
