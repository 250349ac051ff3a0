#!/usr/bin/env node
// Writes the installed app's icons (web app manifest and apple-touch-icon) into web/public from the
// Pathwise mark (web/public/favicon.svg, the same drawing as components/ui/logo.tsx). The PNGs are
// committed; run again only when the mark changes: `node web/scripts/make-app-icons.mjs`.
// sharp comes with the server workspace.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

// Maskable and Apple icons are cropped by the device (circle, squircle): the brand colour must fill
// the whole square, so the rounded corners go. The mark's drawing already sits inside the 80% safe zone.
const fullBleed = mark.replace(/ rx="8"/, '');
if (fullBleed === mark) throw new Error('favicon.svg changed: its rounded rectangle (rx="8") was not found');

const icons = [
  { file: 'icon-192.png', svg: mark, size: 192 },
  { file: 'icon-512.png', svg: mark, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, file));
  console.info(`wrote web/public/${file} (${size}×${size})`);
}
