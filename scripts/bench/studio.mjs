// Studio rows: how long the local studio renderer (the default generation provider) takes per
// image on this machine, for a portrait and a vision board made from photo-sized JPEGs, and the
// watermarked preview made from each result. Runs the TypeScript engine through tsx, in-process.
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';

// The same sharp the API runs, resolved from the API workspace.
const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const sharp = require('sharp');

const ENGINE = '../../apps/api/src/modules/generation/engine/index.ts';

/** A 1920×1440 JPEG with a face on a noisy background (a phone photo after upload). */
async function photo(skin, wall) {
  const face = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1440"><rect x="200" y="160" width="420" height="520" fill="${wall}" fill-opacity="0.7"/><ellipse cx="1150" cy="1400" rx="430" ry="330" fill="#4f6d8f"/><ellipse cx="1150" cy="620" rx="240" ry="300" fill="${skin}"/><circle cx="1075" cy="600" r="24" fill="#222"/><circle cx="1225" cy="600" r="24" fill="#222"/><path d="M1060 760 Q1150 820 1240 760" stroke="#8a3a3a" stroke-width="14" fill="none"/></svg>`;
  return sharp({
    create: {
      width: 1920,
      height: 1440,
      channels: 3,
      background: wall,
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .composite([{ input: Buffer.from(face) }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(fn, runs) {
  await fn(); // warm-up: fonts, libvips caches, module JIT
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
 * Rows for the bench table: studio render time per image (portrait, vision board) against a
 * 1.5 s budget, and the preview (resize + watermark + WebP), measured only.
 */
export async function benchStudio({ runs = 5, budgetMs = 1500 } = {}) {
  const engine = await tsImport(ENGINE, import.meta.url);
  const studio = new engine.LocalStudioProvider();
  const photos = [
    await photo('#e0ac84', '#c9b8a0'),
    await photo('#8d5a3b', '#9fb3c9'),
    await photo('#f1c7a5', '#d6cdd4'),
    await photo('#c68863', '#cfd6d9'),
  ];
  const input = (kind, seed) => ({
    kind,
    prompt: 'A radiant portrait',
    negativePrompt: '',
    stylePreset: kind === 'portrait' ? 'divine-glow' : 'corkboard',
    model: null,
    width: 1024,
    height: 1280,
    seed,
    photos: kind === 'portrait' ? photos.slice(0, 1) : photos,
    fields: [
      { name: 'name', label: 'Name', value: 'Rose' },
      { name: 'goal', label: 'My goal', value: 'Run a marathon by the sea' },
      { name: 'verse', label: 'Verse', value: 'The Lord is my shepherd; I shall not want.' },
    ],
    caption: kind === 'portrait' ? 'In Loving Memory of Rose' : 'Believe and become',
    title: 'My 2027 Vision',
    signal: new AbortController().signal,
  });

  const portrait = await time((i = 0) => studio.generate(input('portrait', 100 + i)), runs);
  const board = await time((i = 0) => studio.generate(input('vision_board', 200 + i)), runs);
  const preview = await time(() => engine.makePreview(portrait.last.data), runs);
  return [
    row('Studio render (portrait)', portrait.ms, budgetMs, {
      size: `${portrait.last.width}x${portrait.last.height}`,
      bytes: portrait.last.data.length,
    }),
    row('Studio render (vision board, 4 photos)', board.ms, budgetMs, {
      size: `${board.last.width}x${board.last.height}`,
      bytes: board.last.data.length,
    }),
    row('Artwork preview (watermark, WebP)', preview.ms, null, { bytes: preview.last.data.length }),
  ];
}

// `node scripts/bench/studio.mjs` prints the rows on their own.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchStudio())
    console.log(`${r.name}: ${r.display}${r.budget ? (r.budget.pass ? ' PASS' : ' FAIL') : ''}`);
}
