import type { OrderEvent } from '@atelier/shared/schemas/generation';
import { Check, Circle } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatDateTime, statusLabel } from '../lib/labels';

/** The event that shows the order's current status: the latest one with that status. */
function currentIndex(events: OrderEvent[], status: string): number {
  for (let i = events.length - 1; i >= 0; i -= 1) if (events[i]?.status === status) return i;
  return -1;
}

/** The order's history, oldest first, with the current status highlighted. */
export function TrackingTimeline({ events, status }: { events: OrderEvent[]; status: string }) {
  if (events.length === 0) {
    return <p className="text-muted">No updates yet.</p>;
  }
  const current = currentIndex(events, status);
  return (
    <ol aria-label="Tracking timeline" className="grid gap-0">
      {events.map((event, index) => {
        const isCurrent = index === current;
        const isLast = index === events.length - 1;
        return (
          <li
            key={`${event.status}-${event.createdAt}-${index}`}
            aria-current={isCurrent ? 'step' : undefined}
            className="relative grid grid-cols-[2rem_1fr] gap-3 pb-6 last:pb-0"
          >
            {!isLast ? (
              <span aria-hidden className="absolute top-8 bottom-0 left-4 w-px bg-parchment" />
            ) : null}
            <span
              aria-hidden
              className={cn(
                'relative flex size-8 items-center justify-center rounded-full border',
                isCurrent
                  ? 'border-gold bg-gold-bright text-navy ring-4 ring-gold-soft'
                  : 'border-parchment bg-white text-muted',
              )}
            >
              {isCurrent ? (
                <Circle className="size-3 fill-current" />
              ) : (
                <Check className="size-4" />
              )}
            </span>
            <div
              className={cn('grid gap-0.5 rounded-xl px-3 py-1', isCurrent && 'bg-gold-soft/50')}
            >
              <span className="flex flex-wrap items-center gap-2 font-semibold">
                {statusLabel(event.status)}
                {isCurrent ? (
                  <span className="rounded-full bg-navy px-2 py-0.5 text-xs text-ivory">
                    Current status
                  </span>
                ) : null}
              </span>
              <time dateTime={event.createdAt} className="text-sm text-muted">
                {formatDateTime(event.createdAt)}
              </time>
              {event.note ? <p className="text-sm text-navy-soft">{event.note}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
