/**
 * Draws the installed app's icons (build/web-manifest.ts) from the favicon's snowflake, as PNG into
 * web/public/icons/: the rounded tile as it is, and a maskable one, a full square with the flake
 * inside the middle 80 % that every launcher's mask keeps. Run it after changing the art:
 * `npx tsx scripts/draw-app-icons.ts`. The icons are committed, so builds need no rasteriser.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { brand } from '../uno.config';

const outDir = 'web/public/icons';
const SIZES = [192, 512] as const;

/** The favicon's flake (its <g>), on a 64-unit canvas. */
const flake = readFileSync('web/public/favicon.svg', 'utf8').match(/<g[\s\S]*<\/g>/)?.[0];
if (!flake) throw new Error('web/public/favicon.svg has no <g> with the snowflake.');

const tile = readFileSync('web/public/favicon.svg');
// The flake spans 40 of the 64 units; scaled to 0.8 it spans 32, well inside the 51-unit safe circle.
const maskable = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${brand[700]}"/>` +
    `<g transform="translate(32 32) scale(0.8) translate(-32 -32)">${flake}</g></svg>`,
);

mkdirSync(outDir, { recursive: true });
for (const size of SIZES) {
  for (const [name, svg] of [
    ['icon', tile],
    ['maskable', maskable],
  ] as const) {
    const file = join(outDir, `${name}-${size}.png`);
    // The SVG drawn at the icon's size (not scaled up from 64 px), then compressed as far as PNG goes.
    const png = await sharp(svg, { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    writeFileSync(file, png);
    console.log(file, `${png.length} bytes`);
  }
}
