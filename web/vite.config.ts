/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './vite-plugins/precompress';
import { preloadAppStart } from './vite-plugins/preload-app-start';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    preloadAppStart(),
    precompress(),
    // The offline cache and the install manifest (spec §9). The worker's rules are in
    // src/features/offline/sw.ts. `script-defer` adds a small registerSW.js to index.html, outside the
    // bundle, that registers /sw.js after load: the people's entry chunk does not grow.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/offline',
      filename: 'sw.ts',
      injectRegister: 'script-defer',
      registerType: 'autoUpdate',
      // The worker is written before the other plugins' closeBundle, so precompress sees its final text.
      integration: { closeBundleOrder: 'pre' },
      injectManifest: {
        // The whole build (the app starts offline on any of its pages), never the .br/.gz copies.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/*.br', '**/*.gz', '.vite/**'],
      },
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Pathwise',
        short_name: 'Pathwise',
        description: 'Career and personality profiling',
        lang: 'en-US',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // --color-brand-600 and the page background (slate-50) of src/index.css.
        theme_color: '#0270c4',
        background_color: '#f8fafc',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
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
