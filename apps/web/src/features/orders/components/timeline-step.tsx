import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * One step of an order's timeline: the dot with its connector to the next step, the title with
 * the 'Current status' badge, and what goes under it. Shared by the tracking timeline and the
 * artwork request's steps, so both read alike.
 */
export function TimelineStep({
  isCurrent,
  isLast,
  dot,
  dotClassName,
  title,
  extra,
  children,
}: {
  isCurrent: boolean;
  isLast: boolean;
  /** The icon inside the dot. */
  dot: ReactNode;
  /** The dot's look when it is not the current step (the current one is always gold). */
  dotClassName: string;
  title: ReactNode;
  /** After the badge, e.g. 'Next'. */
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li
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
          isCurrent ? 'border-gold bg-gold-bright text-navy ring-4 ring-gold-soft' : dotClassName,
        )}
      >
        {dot}
      </span>
      <div className={cn('grid gap-0.5 rounded-xl px-3 py-1', isCurrent && 'bg-gold-soft/50')}>
        <span className="flex flex-wrap items-center gap-2 font-semibold">
          {title}
          {isCurrent ? (
            <span className="rounded-full bg-navy px-2 py-0.5 text-xs text-ivory">
              Current status
            </span>
          ) : null}
          {extra}
        </span>
        {children}
      </div>
    </li>
  );
}

/** When the order last reached a status: the index of its newest event with it, or -1. */
export function lastEventIndex(events: { status: string }[], status: string): number {
  for (let i = events.length - 1; i >= 0; i -= 1) if (events[i]?.status === status) return i;
  return -1;
}
