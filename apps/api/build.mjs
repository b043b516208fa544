import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Bundles the API (and @atelier/shared, @atelier/studio) into dist/; npm dependencies stay
// external, the workspace packages' own included (the studio finds its fonts and models in them).
const dependencies = (file) =>
  Object.keys(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).dependencies);
const external = [
  ...dependencies('./package.json'),
  ...dependencies('../../packages/studio/package.json'),
].filter((d) => !d.startsWith('@atelier/'));

await build({
  // render-worker.js, the render pool's thread, sits beside server.js and worker.js, where
  // lib/render-pool.ts looks for it.
  entryPoints: ['src/server.ts', 'src/worker.ts', 'src/render-worker.ts', 'src/db/migrate-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
console.log('api built to apps/api/dist');
