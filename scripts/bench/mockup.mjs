// Mockup row (DESIGN.md §5: median <= 300 ms): how long the canvas mockup of
// one artwork takes to render, without the stored copy the route keeps (every run renders).
// The artwork is the seeded Divine Portrait hero, rendered by the studio at the size a job
// makes (1024×1280) and stored as a PNG like an artwork's original; the sizes are the seed's
// smallest and largest canvas, each through every wrap in turn. The first render of a process
// also draws the room behind the canvas (kept in memory after), so it is shown on its own.
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';

// The same sharp the API runs, resolved from the API workspace.
const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const sharp = require('sharp');

const SHARP_SETUP = '../../apps/api/src/lib/sharp-setup.ts';
const MOCKUP = '../../apps/api/src/modules/prints/imaging/mockup.ts';
const CATALOGUE = '../../apps/api/src/db/seed/data/catalogue.ts';
const CONTENT = '../../apps/api/src/db/seed/data/content.ts';
const STUDIO_ART = '../../apps/api/src/db/seed/studio-art.ts';
const WRAPS = ['image', 'mirror', 'white', 'black'];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function seededOriginal() {
  const { SEED_PRODUCTS } = await tsImport(CATALOGUE, import.meta.url);
  const { renderStudioArt } = await tsImport(STUDIO_ART, import.meta.url);
  const spec = SEED_PRODUCTS.find((p) => p.slug === 'divine-portrait').heroAfterImage;
  const webp = await renderStudioArt({ ...spec, width: 1024, height: 1280 });
  return sharp(webp).png().toBuffer();
}

/** One row: median over `runs` renders at each of the smallest and largest seeded sizes. */
export async function benchMockup({ runs = 15, budgetMs = 300 } = {}) {
  await tsImport(SHARP_SETUP, import.meta.url);
  const { renderMockup } = await tsImport(MOCKUP, import.meta.url);
  const { SEED_CANVAS_SIZES } = await tsImport(CONTENT, import.meta.url);
  const byArea = [...SEED_CANVAS_SIZES].sort(
    (a, b) => a.widthInches * a.heightInches - b.widthInches * b.heightInches,
  );
  const sizes = [byArea[0], byArea.at(-1)];
  const image = await seededOriginal();

  const render = async (size, i) => {
    const start = performance.now();
    const { widthInches, heightInches } = size;
    await renderMockup({ image, widthInches, heightInches, wrap: WRAPS[i % WRAPS.length] });
    return performance.now() - start;
  };
  const firstMs = await render(sizes[0], 0);
  const perSize = [];
  for (const size of sizes) {
    const ms = [];
    for (let i = 0; i < runs; i++) ms.push(await render(size, i));
    perSize.push({ label: size.label, ms });
  }
  const all = perSize.flatMap((s) => s.ms);
  const p50 = median(all);
  const each = perSize.map((s) => `${s.label} ${median(s.ms).toFixed(0)}`).join(', ');
  return {
    name: 'mockup render (median)',
    runs: all.length,
    p50Ms: p50,
    maxMs: Math.max(...all),
    firstMs,
    display: `${p50.toFixed(0)} ms median (${each}), ${Math.max(...all).toFixed(0)} ms max, first in process ${firstMs.toFixed(0)} ms`,
    budget: { metric: 'median', limit: budgetMs, unit: 'ms', pass: p50 <= budgetMs },
  };
}

// `node scripts/bench/mockup.mjs` prints the row on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchMockup();
  console.log(`${r.name}: ${r.display} ${r.budget.pass ? 'PASS' : 'FAIL'}`);
}
