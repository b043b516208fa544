/** SPEC.md §2/§9: the 'people creating portraits right now' figure, 220 to 250 by default. */
export const LIVE_COUNTER_DEFAULT = { min: 220, max: 250 } as const;

/** A uniformly random integer in [min, max], both included; tolerates swapped bounds. */
export function randomLiveCount(
  min: number = LIVE_COUNTER_DEFAULT.min,
  max: number = LIVE_COUNTER_DEFAULT.max,
  random: () => number = Math.random,
): number {
  const low = Math.ceil(Math.min(min, max));
  const high = Math.floor(Math.max(min, max));
  return low + Math.floor(random() * (high - low + 1));
}
