// Reference renders for review: every seeded product in each of its styles, made by the local
// studio renderer from the sample shopper's form (generation/engine/studio-samples.ts) and the
// real test photos, plus per product one render with every toggle and premium option on and one
// regeneration (another seed). Written to docs/studio-references/ as 512×640 WebP with a
// README.md that lists them. Runs the TypeScript engine through tsx, like the bench.
//   npm run studio:references
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const sharp = require('sharp');

const ENGINE = '../apps/api/src/modules/generation/engine/local-studio.ts';
const SAMPLES = '../apps/api/src/modules/generation/engine/studio-samples.ts';
const CATALOGUE = '../apps/api/src/db/seed/data/catalogue.ts';
const OUT = new URL('../docs/studio-references/', import.meta.url);
const SEED = 7;
const slugOf = (title) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const { renderStudio } = await tsImport(ENGINE, import.meta.url);
const { sampleInput, productStyles, testPhoto } = await tsImport(SAMPLES, import.meta.url);
const { SEED_PRODUCTS } = await tsImport(CATALOGUE, import.meta.url);

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

/** What the brief asked for, in a few words, for the README. */
function describe(input, render) {
  const b = input.brief;
  const words = [
    b.title && `“${b.title}”`,
    ...b.lines,
    b.date,
    ...b.verses.map((v) => `verse “${v}”`),
  ]
    .filter(Boolean)
    .join(', ');
  const extras = [
    b.elements.length ? `toggles: ${b.elements.join(', ')}` : 'no toggles',
    ...b.options.map((o) => `${o.aspect}: ${o.value}`),
    input.kind === 'vision_board' ? `${b.list.length} goals, ${input.photos.length} photos` : '',
    input.kind === 'portrait'
      ? render.segmented
        ? 'subject cut out'
        : 'attention-crop fallback'
      : '',
  ].filter(Boolean);
  return `${words}; ${extras.join('; ')}`;
}

const rows = [];
async function reference(product, style, variant, opts) {
  const input = sampleInput(product.slug, { style: style.title, seed: SEED, ...opts });
  const start = performance.now();
  const render = await renderStudio(input);
  const ms = performance.now() - start;
  const name = `${product.slug}-${slugOf(style.title)}${variant ? `-${variant}` : ''}.webp`;
  const webp = await sharp(render.png)
    .resize(512, 640, { fit: 'fill' })
    .webp({ quality: 70 })
    .toBuffer();
  writeFileSync(new URL(name, OUT), webp);
  rows.push({
    name,
    product: product.title,
    style: style.title,
    variant,
    seed: input.seed,
    shows: describe(input, render),
  });
  console.log(
    `${name}: ${ms.toFixed(0)} ms, style ${render.style}, ${(webp.length / 1024).toFixed(0)} KB`,
  );
}

for (const product of SEED_PRODUCTS) {
  const styles = productStyles(product);
  for (const style of styles) await reference(product, style, '', {});
  await reference(product, styles[0], 'everything', { everything: true });
  await reference(product, styles[0], 'seed2', { seed: SEED + 1 });
}
// A photo with no person or pet in it: the attention-crop fallback inside the styled scene.
await reference(SEED_PRODUCTS[0], productStyles(SEED_PRODUCTS[0])[1], 'no-subject', {
  photos: [testPhoto('coffee')],
});

const total = readdirSync(OUT).reduce((sum, f) => sum + statSync(new URL(f, OUT)).size, 0);
const readme = [
  '# Studio reference renders',
  '',
  'What the local studio renderer (the offline default provider) makes for each seeded product',
  'in each of its styles, from the sample shopper in',
  '`apps/api/src/modules/generation/engine/studio-samples.ts` (the brief built by the',
  "product's own blueprint roles) and the seed shop's photos in `apps/api/src/db/seed/photos/` (astronaut for the",
  'person products, chelsea the cat for the pet portrait, all three for the vision board).',
  `Seed ${SEED}; "everything" = every toggle ticked and the second option of each premium`,
  `field; "seed2" = the same input regenerated with seed ${SEED + 1}; "no-subject" = the coffee`,
  'photo, where the subject finder finds no one (the attention-crop fallback). Rendered at',
  '1024×1280 and saved at 512×640 (WebP, quality 70). Regenerate with',
  '`npm run studio:references`.',
  '',
  '| file | product | style | what it shows |',
  '|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| [${r.name}](${r.name}) | ${r.product} | ${r.style}${r.variant ? ` (${r.variant})` : ''} | ${r.shows.replace(/\|/g, '\\|')} |`,
  ),
  '',
  `${rows.length} renders, ${(total / 1024 / 1024).toFixed(2)} MB in all.`,
  '',
].join('\n');
writeFileSync(new URL('README.md', OUT), readme);
console.log(`${rows.length} renders, ${(total / 1024).toFixed(0)} KB`);
