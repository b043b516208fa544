import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server and `vite preview` forward API and media calls to the Fastify server.
// ATELIER_API_ORIGIN (read only here, never exposed to the client bundle) lets a second
// API instance on another port be targeted, e.g. while checking a build in a browser.
const apiOrigin = process.env.ATELIER_API_ORIGIN ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiOrigin, changeOrigin: false },
  '/media': { target: apiOrigin, changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Route pages are split with dynamic import() in src/app/router.tsx; nothing else needed.
    chunkSizeWarningLimit: 300,
  },
});
