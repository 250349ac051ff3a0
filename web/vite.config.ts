/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';
import { preloadAppStart } from './vite-plugins/preload-app-start';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadAppStart(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  // The manifest (dist/.vite/, never served) tells scripts/check-entry-budget.mjs which chunks the entry loads.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // i18next and react-i18next always in one chunk: left to the automatic splitting, any new
          // lazy page could cut them in two (two entry chunks instead of one, +0.6 kB gzipped in the
          // people's entry, over its budget when /admin/referrals was added).
          groups: [{ name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ }],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Above the 5 s of Testing Library's waits (src/testing/setup.ts), so a slow wait fails with its own message.
    testTimeout: 20_000,
  },
});
