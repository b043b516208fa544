import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStagePacer } from './stage-pacer';

// Fake timers: the pacer's waits are stepped through by hand, nothing here depends on speed.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const pacing = { stageMs: 600, completeMs: 1000 };

function pacer(first = 0) {
  const shown: number[] = [];
  let finished = false;
  const p = createStagePacer((stage) => shown.push(stage), { first, ...pacing });
  void p.finished.then(() => (finished = true));
  return { p, shown, isFinished: () => finished };
}

describe('createStagePacer', () => {
  it('shows the first stage at once and never runs ahead of the real flow', () => {
    const { shown } = pacer();
    expect(shown).toEqual([0]);
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual([0]);
  });

  it('a flow that races ahead still shows every stage in order, each for its minimum', async () => {
    const { p, shown, isFinished } = pacer();
    p.reach(3);
    vi.advanceTimersByTime(599);
    expect(shown).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([0, 1]);
    vi.advanceTimersByTime(600);
    expect(shown).toEqual([0, 1, 2]);
    vi.advanceTimersByTime(600);
    expect(shown).toEqual([0, 1, 2, 3]);
    // 'Creation Complete' stays up before the flow may move on.
    await vi.advanceTimersByTimeAsync(999);
    expect(isFinished()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isFinished()).toBe(true);
  });

  it('a slow step keeps its stage up until it is done, then the next comes at once', () => {
    const { p, shown } = pacer();
    vi.advanceTimersByTime(5_000);
    p.reach(1);
    vi.advanceTimersByTime(0);
    expect(shown).toEqual([0, 1]);
    p.reach(1);
    vi.advanceTimersByTime(5_000);
    expect(shown).toEqual([0, 1]);
  });

  it('starts where asked (regenerate: the photos are long processed)', () => {
    const { p, shown } = pacer(1);
    p.reach(3);
    vi.advanceTimersByTime(1_200);
    expect(shown).toEqual([1, 2, 3]);
  });

  it('after cancel (an error) nothing more is shown and it never finishes', async () => {
    const { p, shown, isFinished } = pacer();
    p.reach(3);
    vi.advanceTimersByTime(600);
    p.cancel();
    p.reach(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown).toEqual([0, 1]);
    expect(isFinished()).toBe(false);
  });
});
