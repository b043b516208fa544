import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz next to every text asset at build time, so the server can send them
 * as they are (@fastify/static `preCompressed`) instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'atelier-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => /\.(js|css|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const data = await readFile(full);
          if (data.length < 1024) return;
          await writeFile(`${full}.gz`, gzipSync(data, { level: 9 }));
          await writeFile(
            `${full}.br`,
            brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }),
      );
    },
  };
}

// React Router's package exports only its development build (dev-only warnings and checks);
// the production build beside it is the same API without them.
const reactRouterDev = fileURLToPath(import.meta.resolve('react-router'));
const reactRouterProduction = reactRouterDev.replace(
  `${path.sep}development${path.sep}`,
  `${path.sep}production${path.sep}`,
);
const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  ...(reactRouterProduction !== reactRouterDev && existsSync(reactRouterProduction)
    ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
    : []),
];

/**
 * After the browser build, builds src/app/static-shell.tsx for Node into dist/ssr/ (React and
 * every dependency bundled in). The API renders the landing and product pages' first paint with
 * it; the web server never serves dist/ssr/. The folder and file names are the API's too
 * (packages/shared shell-data.ts: SHELL_RENDERER_DIR, SHELL_RENDERER_FILE); the config cannot
 * import them, since Node loads it without TypeScript.
 */
function staticShell(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'atelier-static-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        mode: 'production',
        logLevel: 'warn',
        plugins: [react()],
        resolve: { alias },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/app/static-shell.tsx',
          outDir: path.join(outDir, 'ssr'),
          emptyOutDir: true,
          sourcemap: false,
          minify: true,
          rolldownOptions: {
            output: { format: 'esm', entryFileNames: 'static-shell.mjs', codeSplitting: false },
          },
        },
      });
    },
  };
}

// The dev server and `vite preview` forward API and media calls to the Fastify server.
// ATELIER_API_ORIGIN (read only here, never exposed to the client bundle) lets a second
// API instance on another port be targeted, e.g. while checking a build in a browser.
const apiOrigin = process.env.ATELIER_API_ORIGIN ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiOrigin, changeOrigin: false },
  '/media': { target: apiOrigin, changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), staticShell()],
  resolve: { alias },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Route pages are split with dynamic import() in src/app/router.tsx; nothing else needed.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (and so every page loads first) in one chunk:
        // without this, modules shared with lazy chunks become many tiny files (more bytes
        // and requests than the same code in one file).
        codeSplitting: {
          groups: [
            { name: 'app', test: /[\\/]src[\\/]main\.tsx$/, includeDependenciesRecursively: true },
          ],
        },
      },
    },
  },
});
