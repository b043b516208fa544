import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Room for the 4 s waits of src/test/setup.ts on a loaded machine.
    testTimeout: 15_000,
    // CI only: a test that fails once on a busy machine runs again before it fails the build
    // (Playwright does the same); one that fails twice still fails it.
    retry: process.env.CI ? 1 : 0,
  },
});
