import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesced';

/** A task whose runs end when the test says so. */
function gatedTask() {
  const gates: Array<() => void> = [];
  let runs = 0;
  const task = () =>
    new Promise<void>((resolve) => {
      runs++;
      gates.push(resolve);
    });
  const open = async () => {
    // Lets the run that is waiting to start get to its gate.
    await new Promise((r) => setImmediate(r));
    gates.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { task, open, runs: () => runs };
}

describe('coalesced', () => {
  it('runs once for a call, and once more for any number of calls made while it ran', async () => {
    const g = gatedTask();
    const reader = coalesced(g.task, () => {});
    const first = reader.run();
    const during = [reader.run(), reader.run(), reader.run()];
    expect(g.runs()).toBe(1);
    await g.open();
    expect(g.runs()).toBe(2);
    await g.open();
    await Promise.all([first, ...during]);
    expect(g.runs()).toBe(2);
    // Idle again: the next call starts a run of its own.
    const later = reader.run();
    expect(g.runs()).toBe(3);
    await g.open();
    await later;
  });

  it('hands a failure to onError and keeps running the next calls', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const reader = coalesced(
      async () => {
        calls++;
        if (calls === 1) throw new Error('database down');
      },
      (err) => errors.push(err),
    );
    await expect(reader.run()).resolves.toBeUndefined();
    expect(errors).toEqual([new Error('database down')]);
    await reader.run();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it('idle() waits for the run going on', async () => {
    const g = gatedTask();
    const reader = coalesced(g.task, () => {});
    void reader.run();
    let idle = false;
    const waiting = reader.idle().then(() => (idle = true));
    await new Promise((r) => setImmediate(r));
    expect(idle).toBe(false);
    await g.open();
    await waiting;
    expect(idle).toBe(true);
    await expect(reader.idle()).resolves.toBeUndefined();
  });
});
