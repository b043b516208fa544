import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Bundles the API (and @atelier/shared) into dist/; npm dependencies stay external.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@atelier/'));

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
