// Event loop row: the serving thread's event-loop delay (p99 and max, from
// perf_hooks.monitorEventLoopDelay at 1 ms resolution) while three studio portraits of the seed
// photo render at once, as three shoppers' jobs would; budget max <= 50 ms. Renders run on the
// render pool's threads (docs/decisions/022-render-pool.md); before, this thread rendered them
// and stalled for hundreds of milliseconds. In a child process of its own, warmed first (the
// pool's thread started, its models loaded), as a running server is; the delay with nothing
// rendering is measured the same way for comparison.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { tsImport } from 'tsx/esm/api';
import { runBenchChild } from './processes.mjs';
import { studioInput } from './studio-fixture.mjs';

const BUDGET = { maxMs: 50 };
const RENDERS = 3;
const ENGINE = '../../apps/api/src/modules/generation/engine/index.ts';
const POOL = '../../apps/api/src/lib/render-pool.ts';
const SEED_PHOTOS = '../../apps/api/src/db/seed/seed-photos.ts';

function input(photo, seed) {
  return studioInput({ kind: 'portrait', seed, photos: [photo], title: 'Divine Portrait' });
}

const ms = (ns) => ns / 1e6;

/** The loop's delay while `work` runs (or for `idleMs` without work). */
async function delayDuring(work) {
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  const start = performance.now();
  await work();
  const elapsed = performance.now() - start;
  h.disable();
  return { p99Ms: ms(h.percentile(99)), maxMs: ms(h.max), elapsedMs: elapsed };
}

async function child() {
  const { LocalStudioProvider } = await tsImport(ENGINE, import.meta.url);
  const { warmRenderPool, closeRenderPool } = await tsImport(POOL, import.meta.url);
  const { seedPhoto } = await tsImport(SEED_PHOTOS, import.meta.url);
  const photo = seedPhoto('astronaut');
  const studio = new LocalStudioProvider();
  await warmRenderPool();
  await studio.generate(input(photo, 1));
  const idle = await delayDuring(() => sleep(2000));
  const busy = await delayDuring(() =>
    Promise.all(Array.from({ length: RENDERS }, (_, i) => studio.generate(input(photo, i + 2)))),
  );
  await closeRenderPool();
  process.stdout.write(JSON.stringify({ idle, busy }) + '\n');
}

/** One row: the event loop's delay while three portraits render. */
export async function benchRenderLoop() {
  const { idle, busy } = await runBenchChild(import.meta.url, { name: 'render loop' });
  return {
    name: `Event loop while ${RENDERS} portraits render (render pool)`,
    p99Ms: busy.p99Ms,
    maxMs: busy.maxMs,
    idle,
    rendersMs: busy.elapsedMs,
    display: `max ${busy.maxMs.toFixed(1)} ms (idle: p99 ${idle.p99Ms.toFixed(1)}, max ${idle.maxMs.toFixed(1)}); ${RENDERS} renders in ${(busy.elapsedMs / 1000).toFixed(1)} s`,
    budget: { metric: 'max', limit: BUDGET.maxMs, unit: 'ms', pass: busy.maxMs <= BUDGET.maxMs },
  };
}

if (process.argv[2] === '--child') {
  await child();
} else if (import.meta.url === `file://${process.argv[1]}`) {
  // `node scripts/bench/render-loop.mjs` prints the row on its own.
  const r = await benchRenderLoop();
  console.log(
    `${r.name}: p99 ${r.p99Ms.toFixed(1)} ms, ${r.display} ${r.budget.pass ? 'PASS' : 'FAIL'}`,
  );
}
