// Studio rows: how long the local studio renderer (the default generation provider) takes per
// image on this machine, one row per portrait style and per vision-board style of the seeded
// products, made from a real photo (apps/api/src/db/seed/photos/astronaut.png) with the subject finder
// included; the subject finder alone; and the watermarked preview made from a result. Runs the
// TypeScript engine through tsx, in-process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';
import { studioInput } from './studio-fixture.mjs';

// The same sharp the API runs, resolved from the API workspace.
const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const sharp = require('sharp');

const ENGINE = '../../apps/api/src/modules/generation/engine/index.ts';
const STUDIO = '../../packages/studio/src/index.ts';
const STYLES = '../../apps/api/src/db/seed/data/styles.ts';
const PHOTO = new URL('../../apps/api/src/db/seed/photos/astronaut.png', import.meta.url);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(fn, runs) {
  await fn(); // warm-up: models, fonts, libvips caches, module JIT
  const ms = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    last = await fn(i);
    ms.push(performance.now() - start);
  }
  return { ms, last };
}

/** A bench row; budgetMs null = measured, not judged. */
function row(name, ms, budgetMs, extra = {}) {
  const p50 = median(ms);
  const max = Math.max(...ms);
  return {
    name,
    runs: ms.length,
    p50Ms: p50,
    maxMs: max,
    display: `${p50.toFixed(0)} ms median, ${max.toFixed(0)} ms max`,
    ...(budgetMs === null
      ? {}
      : { budget: { metric: 'median', limit: budgetMs, unit: 'ms', pass: p50 <= budgetMs } }),
    ...extra,
  };
}

/**
 * Rows for the bench table: studio render time per style at 1024×1280 against a 2 s median
 * budget (subject finder included), the subject finder alone against 600 ms (its models loaded
 * first), and the preview (resize + watermark + WebP), measured only.
 */
export async function benchStudio({ runs = 5, budgetMs = 2000, segmentBudgetMs = 600 } = {}) {
  const engine = await tsImport(ENGINE, import.meta.url);
  const { findSubject, warmSubjectFinder } = await tsImport(STUDIO, import.meta.url);
  const { PORTRAIT_STYLES, BOARD_STYLES } = await tsImport(STYLES, import.meta.url);
  const studio = new engine.LocalStudioProvider();
  const photo = readFileSync(PHOTO);
  await warmSubjectFinder();
  // The portrait remembers the subject of its last few photos (a regeneration does not run
  // the models again); every timed render gets the photo with other bytes (the same pixels,
  // another pHYs density), so each row's time includes the subject finder.
  const variants = await Promise.all(
    Array.from({ length: (runs + 1) * PORTRAIT_STYLES.length }, (_, i) =>
      sharp(photo)
        .withMetadata({ density: 72 + i })
        .png()
        .toBuffer(),
    ),
  );
  let next = 0;
  const input = (kind, style, seed) =>
    studioInput({
      kind,
      style,
      seed,
      photos: kind === 'portrait' ? [variants[next++]] : [photo, photo, photo],
      title: 'Bench',
    });

  const rows = [];
  let last;
  for (const [kind, styles] of [
    ['portrait', PORTRAIT_STYLES],
    ['vision_board', BOARD_STYLES],
  ]) {
    for (const style of styles) {
      const t = await time(
        async (i = 0) => studio.generate(await input(kind, style, 100 + i)),
        runs,
      );
      last ??= t.last;
      rows.push(
        row(`Studio render (${style.title})`, t.ms, budgetMs, {
          size: `${t.last.width}x${t.last.height}`,
          bytes: t.last.data.length,
        }),
      );
    }
  }
  const segment = await time(() => findSubject(photo, { hint: 'person' }), runs);
  rows.push(
    row('Studio segmentation', segment.ms, segmentBudgetMs, { found: Boolean(segment.last) }),
  );
  const preview = await time(() => engine.makePreview(last.data), runs);
  rows.push(
    row('Artwork preview (watermark, WebP)', preview.ms, null, { bytes: preview.last.data.length }),
  );
  return rows;
}

// `node scripts/bench/studio.mjs` prints the rows on their own.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchStudio())
    console.log(`${r.name}: ${r.display}${r.budget ? (r.budget.pass ? ' PASS' : ' FAIL') : ''}`);
}
