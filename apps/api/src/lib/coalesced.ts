/**
 * A task run one at a time, for readers woken by notifications (new artwork events, a moving
 * queue): a call while it runs asks for one more run after it, however many calls came
 * meanwhile, and gets the promise of both. A failed run goes to `onError`, not to the caller, so
 * the reader is there for the next notification.
 */
export function coalesced(task: () => Promise<void>, onError: (err: unknown) => void) {
  let running: Promise<void> | null = null;
  let again = false;
  return {
    run(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          try {
            await task();
          } catch (err) {
            onError(err);
          }
        } while (again);
      })().finally(() => {
        running = null;
      });
      return running;
    },
    /** Resolves once no run is going on (at once when none is). */
    async idle(): Promise<void> {
      await running;
    },
  };
}
