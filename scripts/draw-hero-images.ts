/**
 * Draws the home page's hero pictures: one per slide, as WebP in the widths the hero's srcset
 * offers, into web/features/home/assets/; and the home page's link-preview picture from the first
 * slide, a 1200×630 JPEG (chat apps show no WebP) in web/public/share/. Run it after changing the art:
 * `npx tsx scripts/draw-hero-images.ts`. The pictures are committed, so builds need no rasteriser.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { applianceSvg, type ApplianceKind } from '../seed/artwork';
import { siteSharePicture } from '../shared/domain';

const HERO_WIDTHS = [640, 960, 1440, 1920] as const;
const W = 1920;
const H = 1080;
const outDir = 'web/features/home/assets';
const { path: sharePath, width: SHARE_W, height: SHARE_H } = siteSharePicture;
const shareFile = join('web/public', sharePath);

// The colours of each slide's gradient before it had a picture (brand, teal-emerald, sky-indigo).
const slides: { tone: [string, string]; kind: ApplianceKind; variant: number }[] = [
  { tone: ['#0e7490', '#164e63'], kind: 'split', variant: 0 },
  { tone: ['#0f766e', '#064e3b'], kind: 'cooler', variant: 1 },
  { tone: ['#0369a1', '#312e81'], kind: 'window', variant: 4 },
];

function skyline() {
  const blocks = [140, 220, 180, 300, 160, 260, 200, 340, 150, 240, 190, 280, 170, 230, 310, 180];
  const width = W / blocks.length;
  return blocks
    .map(
      (height, i) =>
        `<rect x="${i * width}" y="${H - height}" width="${width - 10}" height="${height}" fill="#020617" opacity="0.22"/>`,
    )
    .join('');
}

function flakes() {
  const spots = [
    [220, 160, 22],
    [640, 90, 16],
    [980, 220, 26],
    [1780, 140, 20],
    [1500, 900, 18],
    [420, 760, 14],
    [860, 560, 12],
  ];
  return spots
    .map(([x, y, r]) => {
      const arms = [0, 60, 120]
        .map((deg) => `<line x1="${-r!}" y1="0" x2="${r}" y2="0" transform="rotate(${deg})"/>`)
        .join('');
      return `<g transform="translate(${x} ${y})" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.3">${arms}</g>`;
    })
    .join('');
}

/**
 * A dark sky in the slide's colours, a skyline, snowflakes and the appliance in a rounded frame at
 * the right: wide screens show it beside the text, phones show the left part (the sky) under it.
 */
function heroSvg({ tone, kind, variant }: (typeof slides)[number]) {
  // The catalogue's 800×600 illustration, placed as a nested picture in the frame.
  const card = applianceSvg(kind, variant).replace(
    /width="\d+" height="\d+"/,
    'x="1320" y="300" width="520" height="390"',
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="tone" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${tone[0]}"/><stop offset="1" stop-color="${tone[1]}"/>
    </linearGradient>
    <clipPath id="frame"><rect x="1320" y="300" width="520" height="390" rx="40"/></clipPath>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#tone)"/>
  <circle cx="1580" cy="495" r="440" fill="#ffffff" opacity="0.06"/>
  <circle cx="1580" cy="495" r="320" fill="#ffffff" opacity="0.06"/>
  ${skyline()}${flakes()}
  <g clip-path="url(#frame)">${card}</g>
  <rect x="1320" y="300" width="520" height="390" rx="40" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6"/>
</svg>`;
}

mkdirSync(outDir, { recursive: true });
for (const [index, slide] of slides.entries()) {
  const svg = Buffer.from(heroSvg(slide));
  for (const width of HERO_WIDTHS) {
    const file = join(outDir, `hero-${index + 1}-${width}.webp`);
    writeFileSync(file, await sharp(svg).resize(width).webp({ quality: 72 }).toBuffer());
    console.log(file);
  }
}

/** The first slide, cropped to a link preview's shape, with the site's name over its sky. */
const name = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_W}" height="${SHARE_H}">
  <text x="80" y="345" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="150" fill="#ffffff">Thanda</text>
</svg>`);
mkdirSync(dirname(shareFile), { recursive: true });
const sky = await sharp(Buffer.from(heroSvg(slides[0]!)))
  .resize(SHARE_W, SHARE_H, { fit: 'cover' })
  .toBuffer();
writeFileSync(
  shareFile,
  await sharp(sky)
    .composite([{ input: name }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer(),
);
console.log(shareFile);
