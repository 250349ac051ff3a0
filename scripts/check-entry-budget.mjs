#!/usr/bin/env node
// The people's entry JavaScript budget (issue 13 §7): run after `vite build` by the web build command.
// Prints the gzipped size of every chunk a first visit loads before any page's own code, and fails
// the build above the budget.
//
// "The entry" is the index chunk and everything it imports statically, plus the chunks the entry
// module itself imports dynamically (web/src/app/main.tsx loads the app with `import('./render')`
// on start, only so that zod's config runs first) and their static imports. Route chunks, loaded
// through the router's `lazy`, are not counted: they are fetched for the page that needs them.
//
// `--warn-only` prints the verdict without failing (for measuring an experiment); the web build runs
// without it, so `npm run build` fails above the budget (see bench/README.md, "Lighthouse bench").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** 150 kB gzipped, kB as Vite prints them (1,000 bytes). */
const BUDGET_BYTES = 150_000;

const dist = path.resolve(fileURLToPath(new URL('../web/dist', import.meta.url)));
const manifestPath = path.join(dist, '.vite', 'manifest.json');
let manifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
} catch (error) {
  console.error(
    `entry budget: cannot read ${manifestPath} (build.manifest in web/vite.config.ts): ${error.message}`,
  );
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('entry budget: the manifest names no entry chunk');
  process.exit(1);
}

const counted = new Set();
function addWithStaticImports(key) {
  if (counted.has(key)) return;
  counted.add(key);
  for (const imported of manifest[key].imports ?? []) addWithStaticImports(imported);
}
addWithStaticImports(entryKey);
for (const started of manifest[entryKey].dynamicImports ?? []) addWithStaticImports(started);

const kB = (bytes) => (bytes / 1000).toFixed(2).padStart(8);
const rows = [...counted].map((key) => {
  const file = manifest[key].file;
  const content = readFileSync(path.join(dist, file));
  return {
    file,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);

console.info("\nPeople's entry JavaScript (index chunk, its static imports and the app start it loads):");
console.info(`${'raw kB'.padStart(8)} ${'gzip kB'.padStart(8)} ${'br kB'.padStart(8)}  chunk`);
for (const row of rows) console.info(`${kB(row.raw)} ${kB(row.gzip)} ${kB(row.brotli)}  ${row.file}`);
const gzipTotal = total('gzip');
console.info(`${kB(total('raw'))} ${kB(gzipTotal)} ${kB(total('brotli'))}  total of ${rows.length} chunks`);

const warnOnly = process.argv.includes('--warn-only');
if (gzipTotal > BUDGET_BYTES) {
  console.error(
    `\nentry budget: FAILED — ${(gzipTotal / 1000).toFixed(2)} kB gzipped is above the ${BUDGET_BYTES / 1000} kB budget. ` +
      'Load what the first page does not need lazily (route lazy, React.lazy, import()).' +
      (warnOnly ? ' (--warn-only: the build goes on)' : ''),
  );
  process.exit(warnOnly ? 0 : 1);
}
console.info(`entry budget: ${(gzipTotal / 1000).toFixed(2)} kB gzipped, within ${BUDGET_BYTES / 1000} kB\n`);
