/** SPEC.md §4 submission progress, shown as a percentage of 4. */
export const SUBMISSION_STAGES = [
  'Processing Your Photo',
  'Reading Your Energy',
  'Crafting Sacred Art',
  'Creation Complete',
] as const;

/** Index of 'Creation Complete', the stage that means the submission is done. */
export const LAST_STAGE = SUBMISSION_STAGES.length - 1;

/**
 * How long a stage stays up at least: a step the server finishes in 50 ms must still be
 * readable, and 'Creation Complete' is seen before the page moves on.
 */
export const SUBMISSION_PACING = { stageMs: 600, completeMs: 1000 } as const;

export interface StagePacer {
  /** The real flow has reached `stage` (it never goes back). Does not wait. */
  reach(stage: number): void;
  /** Resolves once 'Creation Complete' has been shown for `completeMs`; never after cancel. */
  readonly finished: Promise<void>;
  /** Stops showing anything more (an error, or the form went away). */
  cancel(): void;
}

/**
 * Lets the display trail the real flow: the work never waits for the display, but the
 * display shows every stage in order, each for at least `stageMs`, and only moves to a stage
 * the flow has actually reached. `show` is called with each stage as it comes up, starting
 * with `first`.
 */
export interface PacerOptions {
  /** The stage shown at once. */
  first?: number;
  stageMs?: number;
  completeMs?: number;
}

export function createStagePacer(
  show: (stage: number) => void,
  {
    first = 0,
    stageMs = SUBMISSION_PACING.stageMs,
    completeMs = SUBMISSION_PACING.completeMs,
  }: PacerOptions = {},
): StagePacer {
  let shown = first;
  let target = first;
  let shownAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  let resolveFinished: () => void = () => {};
  const finished = new Promise<void>((resolve) => (resolveFinished = resolve));

  const schedule = () => {
    if (cancelled || timer !== undefined) return;
    if (shown === LAST_STAGE) {
      timer = setTimeout(resolveFinished, completeMs);
      return;
    }
    if (target <= shown) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        if (cancelled) return;
        shown += 1;
        shownAt = Date.now();
        show(shown);
        schedule();
      },
      Math.max(0, shownAt + stageMs - Date.now()),
    );
  };

  show(first);
  schedule();
  return {
    reach(stage) {
      target = Math.min(LAST_STAGE, Math.max(target, stage));
      schedule();
    },
    finished,
    cancel() {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}
