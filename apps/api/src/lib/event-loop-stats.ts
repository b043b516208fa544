import { monitorEventLoopDelay } from 'node:perf_hooks';

/** What the parent sends, and the answer's type. */
export const EVENT_LOOP_STATS_MESSAGE = 'event-loop-stats';

const RESOLUTION_MS = 10;

export type EventLoopStats = {
  type: typeof EVENT_LOOP_STATS_MESSAGE;
  /** Delay percentiles and maximum since the last answer (or the start), in ms. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** How many delays were sampled (one per 10 ms of a free loop). */
  samples: number;
  rssMb: number;
};

/**
 * The bench's view of the event loop from inside the server (EVENT_LOOP_STATS=true): a parent
 * that spawned the server with an IPC channel sends `{ type: 'event-loop-stats' }` and gets the
 * delay's p50, p99 and maximum since its last question, so it can ask before and after a load run.
 * No HTTP route, so nothing is added to what the shop serves; without a channel it does nothing.
 * Returns a stop function.
 */
export function answerEventLoopStats(): () => void {
  const send = process.send?.bind(process);
  if (!send) return () => {};
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  // The histogram holds the time between two of its 10 ms ticks: the delay is what exceeds 10 ms.
  const ms = (ns: number) => Math.max(0, Math.round(ns / 1e4) / 100 - RESOLUTION_MS);
  const onMessage = (message: unknown) => {
    if ((message as { type?: unknown } | null)?.type !== EVENT_LOOP_STATS_MESSAGE) return;
    const stats: EventLoopStats = {
      type: EVENT_LOOP_STATS_MESSAGE,
      p50Ms: ms(histogram.percentile(50)),
      p99Ms: ms(histogram.percentile(99)),
      maxMs: ms(histogram.max),
      samples: histogram.count,
      rssMb: Math.round(process.memoryUsage.rss() / 1048576),
    };
    histogram.reset();
    send(stats);
  };
  process.on('message', onMessage);
  // The channel must not keep a server alive that is otherwise closing.
  process.channel?.unref();
  return () => {
    histogram.disable();
    process.off('message', onMessage);
  };
}
