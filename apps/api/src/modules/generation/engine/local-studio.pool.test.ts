import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closeRenderPool,
  configureRenderPool,
  runningRenderPool,
  runRenderTask,
} from '../../../lib/render-pool';
import { LocalStudioProvider } from './local-studio';
import { testPhoto } from './studio-samples';
import { baseInput } from '@atelier/studio/testing';
import { EMPTY_BRIEF } from './types';

afterAll(closeRenderPool);

const portrait = (seed: number) =>
  baseInput({
    seed,
    photos: [testPhoto('astronaut')],
    brief: { ...EMPTY_BRIEF, title: 'Grace Elizabeth', elements: ['halo'] },
  });

describe('studio renders and the serving thread', () => {
  it('three portraits rendering at once leave the event loop free to answer', async () => {
    const studio = new LocalStudioProvider();
    // A running server has its models loaded (the plugin warms them): so has this process.
    await studio.generate(portrait(1));

    const before = performance.eventLoopUtilization();
    const renders = await Promise.all([1, 2, 3].map((seed) => studio.generate(portrait(seed))));
    const loop = performance.eventLoopUtilization(before);

    expect(renders.map((r) => [r.width, r.height])).toEqual([
      [1024, 1280],
      [1024, 1280],
      [1024, 1280],
    ]);
    // The share of the renders' time this thread spent running code rather than waiting for
    // work: segmentation and painting here kept it busy half the time or more (0.51 measured,
    // with single stalls of 1.5–2 s); on the pool's threads it is a few percent (0.03).
    expect(loop.utilization).toBeLessThan(0.2);
    // Four portraits, two of them on a thread that starts and loads its models: minutes on a
    // busy shared machine.
  }, 240_000);
});

describe('a render-pool failure no caller waits for', () => {
  it('is logged, does not end the process, and the next task still runs', async () => {
    const logged: { err: unknown; message: string }[] = [];
    configureRenderPool({
      threads: 1,
      log: { error: ({ err }, message) => void logged.push({ err, message }) },
    });
    // A task the thread does not know fails its caller; the pool is running from here on.
    await expect(runRenderTask('no-such-task', null)).rejects.toThrow(/no task 'no-such-task'/);
    const pool = runningRenderPool()!;
    // What Piscina emits when a thread dies between tasks or a close outlasts its timeout:
    // without a listener, EventEmitter throws it (an uncaught exception in the process).
    const failure = new Error('thread exited between tasks');
    expect(() => pool.emit('error', failure)).not.toThrow();
    expect(logged).toEqual([{ err: failure, message: 'render pool: a thread failed' }]);
    await expect(runRenderTask('no-such-task', null)).rejects.toThrow(/no task/);
  }, 120_000);
});
