/**
 * The web app manifest (vite-plugin-pwa writes it as /manifest.webmanifest and links it from
 * index.html): what Android's "Install app" and a home screen show. The icons are drawn by
 * scripts/draw-app-icons.ts and the screenshots taken by scripts/draw-app-screenshots.ts, both
 * committed under web/public.
 */
import { existsSync } from 'node:fs';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { siteTitles } from '../shared/domain';
import { brand } from '../uno.config';

/** What the site is, after "Thanda: " in each language's home title: "second-hand ACs and coolers in Bangladesh". */
const about = (title: string) => title.replace(/^Thanda:\s*/, '');

const screenshots: NonNullable<ManifestOptions['screenshots']> = [
  {
    src: '/screenshots/narrow.png',
    sizes: '390x844',
    type: 'image/png',
    form_factor: 'narrow',
    label: 'Second-hand ACs and coolers, on a phone',
  },
  {
    src: '/screenshots/wide.png',
    sizes: '1280x800',
    type: 'image/png',
    form_factor: 'wide',
    label: 'The catalogue of second-hand ACs and coolers',
  },
];

const taken = screenshots.filter(({ src }) => existsSync(new URL(`../web/public${src}`, import.meta.url)));

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Thanda · ঠান্ডা',
  short_name: 'Thanda',
  // One string in both languages: a manifest has one description, and its visitors read either.
  description: `Thanda: ${about(siteTitles.en.home)} · ${about(siteTitles.bn.home)}`,
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: brand[700],
  background_color: '#ffffff',
  categories: ['shopping'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // Chrome's richer install sheet shows them; until they are taken, the manifest names none.
  ...(taken.length > 0 && { screenshots: taken }),
};
