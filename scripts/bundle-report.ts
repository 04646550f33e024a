/**
 * `npm run size`: gzip sizes of what each page downloads, from the Vite manifest of `npm run build`,
 * and of the Worker bundle (`wrangler deploy --dry-run --env production`). Exits 1 when a budget
 * (the performance targets, and the review of December 2026) is broken; sizes are deterministic,
 * so CI can hold them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const KB = 1024;
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(join('dist', file)), { level: 9 }).length;

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function closure(keys: string[], seen = new Set<string>()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key]!.imports ?? [], seen);
  }
  return seen;
}

const findKey = (fragment: string) => {
  const key = Object.keys(manifest).find((k) => k.includes(fragment));
  if (!key) throw new Error(`No chunk for ${fragment} in the manifest.`);
  return key;
};

function sizes(keys: Set<string>) {
  const js = [...keys].map((k) => manifest[k]!.file);
  const css = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
  return { js: js.reduce((sum, f) => sum + gz(f), 0), css: css.reduce((sum, f) => sum + gz(f), 0) };
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
// The first render waits for the page's language catalog, so each language counts its own.
const firstRender = closure([entry, findKey('locales/en.po')]);
const firstRenderBangla = closure([entry, findKey('locales/bn.po')]);
// What every page goes on to load after its first render: the footer and the toasts; and, for a
// visitor who holds a session, Firebase Auth and the navbar's signed-in entries (a visitor without
// one never loads them).
const everyPage = [findKey('components/footer'), findKey('components/toaster')];
const signedIn = [findKey('firebase-session'), findKey('signed-in-navbar')];
// What '/' loads by itself after its first render: the slideshow, and what is below the first
// screen (the sections, the promoted carousel) with its texts.
const homeAfterFirstRender = [
  findKey('hero-swiper'),
  findKey('routes/home-sections'),
  findKey('app/promoted-carousel'),
  findKey('locales/home/en.po'),
  findKey('locales/catalogue/en.po'),
  ...everyPage,
];
const homeLoads = closure([...signedIn, ...homeAfterFirstRender], new Set(firstRender));
const withFirebase = closure([...signedIn, ...everyPage], new Set(firstRender));
const pages = {
  "'/' first render": firstRender,
  "'/' first render, Bangla": firstRenderBangla,
  "'/' everything it loads": homeLoads,
  "'/' everything, signed out": closure(homeAfterFirstRender, new Set(firstRender)),
  // Its cards' and filters' texts are a catalog of their own (the `catalogue` area).
  "'/allproduct'": closure(
    [findKey('routes/catalogue-pages'), findKey('locales/catalogue/en.po')],
    new Set(withFirebase),
  ),
  dashboard: closure(
    [findKey('require-role'), findKey('layouts/dashboard-layout'), findKey('routes/dashboard-home')],
    new Set(withFirebase),
  ),
};

const outdir = mkdtempSync(join(tmpdir(), 'thanda-worker-'));
execFileSync('node_modules/.bin/wrangler', ['deploy', '--dry-run', '--env', 'production', '--outdir', outdir], {
  stdio: 'ignore',
});
// The script and any WebAssembly module it imports: Cloudflare's size limit counts them together.
const workerGz = readdirSync(outdir)
  .filter((f) => /\.(js|wasm)$/.test(f))
  .reduce((sum, f) => sum + gzipSync(readFileSync(join(outdir, f)), { level: 9 }).length, 0);

const rows = Object.entries(pages).map(([page, keys]) => ({ page, ...sizes(keys) }));
const fmt = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
console.log('\nBundle sizes (gzip -9)');
console.log('page'.padEnd(28), 'JavaScript'.padStart(12), 'CSS'.padStart(10));
for (const row of rows) console.log(row.page.padEnd(28), fmt(row.js).padStart(12), fmt(row.css).padStart(10));
console.log('Worker bundle'.padEnd(28), fmt(workerGz).padStart(12));

const budgets = [
  // Issue 64: the home page's first render, its language's catalog included, in 100 KB.
  { what: "JavaScript for '/' first render", size: rows[0]!.js, max: 100 * KB },
  { what: "JavaScript for '/' first render in Bangla", size: rows[1]!.js, max: 100 * KB },
  { what: "all JavaScript '/' loads, Firebase Auth included", size: rows[2]!.js, max: 200 * KB },
  { what: "CSS for '/'", size: rows[0]!.css, max: 15 * KB },
  // Picture copies come from the Images binding, not codecs in the Worker (decision 022); the
  // deployed script is minified, its source map beside it (decision 038).
  { what: 'Worker bundle', size: workerGz, max: 250 * KB },
];
const broken = budgets.filter((b) => b.size > b.max);
for (const b of budgets)
  console.log(`${b.size > b.max ? 'OVER ' : 'ok   '} ${b.what}: ${fmt(b.size)} of ${fmt(b.max)}`);
if (broken.length) process.exit(1);
