// Print file row (DESIGN.md §5): the print file of the largest active canvas size for a
// studio artwork made from a seeded product's inputs (the Divine Portrait with its seed photo,
// and the vision board), each in a child process of its own as the worker makes it, against
// DESIGN.md §5: ≤ 10 s and ≤ 500 MB peak RSS growth. The child warms up first (subject finder
// models, fonts, libvips) with a small print file, as a long-running worker would be.
import { tsImport } from 'tsx/esm/api';
import { runBenchChild } from './processes.mjs';

const BUDGET = { ms: 10_000, rssMb: 500 };
const PRINT_FILE = '../../apps/api/src/modules/prints/imaging/print-file.ts';
const SEED_PHOTOS = '../../apps/api/src/db/seed/seed-photos.ts';
const CONTENT = '../../apps/api/src/db/seed/data/content.ts';
const STYLES = '../../apps/api/src/db/seed/data/styles.ts';

/** The largest seeded canvas size (by area): the one the budget is about. */
async function largestSize() {
  const { SEED_CANVAS_SIZES } = await tsImport(CONTENT, import.meta.url);
  return [...SEED_CANVAS_SIZES].sort(
    (a, b) => b.widthInches * b.heightInches - a.widthInches * a.heightInches,
  )[0];
}

function input(kind, photo, style) {
  const chosen = { name: style.title, description: style.description };
  const portrait = kind === 'portrait';
  return {
    kind,
    prompt: 'A radiant portrait',
    negativePrompt: '',
    stylePreset: portrait ? 'divine-glow' : 'corkboard',
    model: null,
    width: 1024,
    height: 1280,
    seed: 20250614,
    photos: portrait ? [photo] : [photo, photo, photo],
    fields: [],
    caption: '',
    title: portrait ? 'Divine Portrait' : 'Vision Board',
    brief: {
      style: chosen,
      title: portrait ? 'Grace Elizabeth' : 'My Year of Yes',
      lines: portrait ? ['Baptism'] : ['Health & Wellness'],
      verses: portrait ? ['Psalm 23:1 — The Lord is my shepherd'] : [],
      date: portrait ? 'June 14, 2025' : '',
      elements: portrait ? ['halo'] : ['affirmations'],
      options: [],
      details: [],
      notes: [],
      list: portrait ? [] : ['Run a half marathon', 'Visit Italy with Mom', 'Open my bakery'],
    },
  };
}

/** In the child: warm up, then one print file of the largest size, timed, with peak RSS. */
async function child(kind, wrap) {
  const { renderPrintFileOf } = await tsImport(PRINT_FILE, import.meta.url);
  const { seedPhoto } = await tsImport(SEED_PHOTOS, import.meta.url);
  const { PORTRAIT_STYLES, BOARD_STYLES } = await tsImport(STYLES, import.meta.url);
  const size = await largestSize();
  const style = (kind === 'portrait' ? PORTRAIT_STYLES : BOARD_STYLES)[0];
  const source = {
    artwork: { width: 1024, height: 1280 },
    input: input(kind, seedPhoto('astronaut'), style),
    studio: true,
    original: async () => Buffer.alloc(0),
  };
  const opts = { upscaler: 'lanczos' };
  await renderPrintFileOf(source, { widthInches: 2, heightInches: 3, wrap }, opts);
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const start = performance.now();
  const file = await renderPrintFileOf(
    source,
    { widthInches: size.widthInches, heightInches: size.heightInches, wrap },
    opts,
  );
  const ms = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);
  process.stdout.write(
    JSON.stringify({
      ms,
      rssGrowthMb: (peak - before) / 1e6,
      size: `${file.width}x${file.height}`,
      label: size.label,
      bytes: file.data.length,
    }) + '\n',
  );
}

/** Rows: the largest size's print file (image wrap: the most pixels) of a portrait and a board. */
export async function benchPrintFile() {
  const rows = [];
  for (const kind of ['portrait', 'vision_board']) {
    const r = await runBenchChild(import.meta.url, {
      name: 'print file',
      args: [kind, 'image'],
      nodeArgs: ['--expose-gc'],
    });
    const pass = r.ms <= BUDGET.ms && r.rssGrowthMb <= BUDGET.rssMb;
    rows.push({
      name: `Print file ${r.label} (${kind === 'portrait' ? 'portrait' : 'vision board'}, ${r.size})`,
      ...r,
      display: `${(r.ms / 1000).toFixed(1)} s, ${r.rssGrowthMb.toFixed(0)} MB peak RSS growth`,
      budget: {
        text: `<= ${BUDGET.ms / 1000} s and <= ${BUDGET.rssMb} MB`,
        pass,
      },
    });
  }
  return rows;
}

if (process.argv[2] === '--child') {
  await child(process.argv[3], process.argv[4]);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  // `node scripts/bench/print-file.mjs` prints the rows on their own.
  for (const r of await benchPrintFile())
    console.log(`${r.name}: ${r.display} ${r.budget.pass ? 'PASS' : 'FAIL'}`);
}
