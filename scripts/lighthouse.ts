/**
 * `npm run lighthouse`: Lighthouse (mobile, its default settings) on '/', '/allproduct', a category
 * page, the newest listing's seller's profile and that listing's page of the local stack, with the
 * system Chromium. Prints the four category scores with LCP, CLS and TBT per page, the audits that
 * cost points where a page misses the performance targets, and how busy the machine was (./lib/host-contention: its benchmark
 * index, and how much of the page's long tasks its main thread ran rather than waited for a CPU:
 * the simulation scales the wait by 4 like work). Writes lighthouse-results/latest.json and one
 * HTML report per page. Reported, not asserted: the exit code is 0 whatever the scores, and 1 only
 * when a page could not be measured.
 *
 * Uses the stack on :8787 when one answers, or starts `npm start` and stops it afterwards.
 * Options: --runs N measures each page N times (3 by default) and keeps the median run (by
 * performance score), and reads issue 63's LCP and TBT targets from the median of every run's
 * figure; --only home|allproduct|category|seller|listing measures one page; --throttling
 * devtools slows the network and CPU for real as the page loads (Lighthouse's "applied"
 * throttling) instead of simulating the slow phone from an unthrottled load, Lighthouse's default.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { ensureLocalStack } from './lib/local-stack';
import { mainThreadShare } from './lib/host-contention';
import {
  formatSummary,
  medianRun,
  summarise,
  withMedians,
  TARGETS,
  MAX_CLS,
  MAX_LCP_MS,
  MAX_TBT_MS,
  type PageSummary,
} from './lib/lighthouse-summary';

// Scores move by a few points from run to run on a shared machine: three runs and the median by default.
const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, only: { type: 'string' }, throttling: { type: 'string' } },
});
const throttlings = ['simulate', 'devtools'] as const;
const throttling = (options.throttling ?? 'simulate') as (typeof throttlings)[number];
if (!throttlings.includes(throttling)) throw new Error('--throttling takes simulate (the default) or devtools.');
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more.');

const outDir = 'lighthouse-results';
const chromeFlags = ['--headless', ...CHROMIUM_FLAGS];

/** Lighthouse measures the production build: `npm run dev` leaves :8787 without one. */
async function assertBuiltSpa(baseUrl: string) {
  const res = await fetch(baseUrl);
  if (!res.ok || !(await res.text()).includes('id="root"')) {
    throw new Error(`${baseUrl} serves no SPA build (is it \`npm run dev\`?). Stop it, or run \`npm start\` instead.`);
  }
}

/** A real category page: the first category the API lists. */
async function categoryPath(baseUrl: string) {
  const res = await fetch(`${baseUrl}/api/categories`);
  if (!res.ok) throw new Error(`GET /api/categories answered ${res.status}.`);
  const [first] = (await res.json()) as { _id: string }[];
  if (!first) throw new Error('The local stack has no categories to measure (was it seeded?).');
  return `/products/${encodeURIComponent(first._id)}`;
}

/** The newest listing, whose page a buyer opens from a card, and whose seller's profile from there. */
async function newestListing(baseUrl: string) {
  const res = await fetch(`${baseUrl}/api/allproduct?limit=1`);
  if (!res.ok) throw new Error(`GET /api/allproduct answered ${res.status}.`);
  const [newest] = (await res.json()) as { _id: string; sellerId: string }[];
  if (!newest) throw new Error('The local stack has no listings to measure (was it seeded?).');
  return newest;
}

let running: LaunchedChrome | undefined;

/** One Lighthouse run in a Chromium of its own, so no page inherits another's storage or cache. */
async function runOnce(url: string) {
  // Our own signal handler (below) stops Chromium and the stack; chrome-launcher's would exit first.
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags, logLevel: 'silent', handleSIGINT: false });
  running = chrome;
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    return result;
  } finally {
    chrome.kill();
    running = undefined;
  }
}

/** A run with usable figures: Lighthouse now and then loses the trace (NO_NAVSTART), so it retries. */
async function measure(name: string, url: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await runOnce(url);
    const error = result.lhr.runtimeError;
    if (!error) {
      const share = mainThreadShare(result.artifacts.Trace.traceEvents);
      return { summary: summarise(name, result.lhr, share), html: result.report as string };
    }
    if (attempt === attempts) throw new Error(`Could not measure ${url}: ${error.code} (${error.message})`);
    console.warn(`${name}: ${error.code}, measuring again…`);
  }
}

async function main() {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: apt-get install chromium, or set CHROMIUM_PATH.`);
  const stack = await ensureLocalStack();
  // The stack runs in its own process group, so Ctrl+C must stop it here or it would outlive us.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      running?.kill();
      void stack.stop().finally(() => process.exit(130));
    });
  }
  try {
    await assertBuiltSpa(stack.url);
    const newest = await newestListing(stack.url);
    const pages = [
      { name: 'home', path: '/' },
      { name: 'allproduct', path: '/allproduct' },
      { name: 'category', path: await categoryPath(stack.url) },
      { name: 'seller', path: `/seller/${encodeURIComponent(newest.sellerId)}` },
      { name: 'listing', path: `/listing/${encodeURIComponent(newest._id)}` },
    ].filter((page) => !options.only || page.name === options.only);
    if (pages.length === 0) throw new Error('--only takes one of: home, allproduct, category, listing.');
    // A first run, not counted: the Worker, the local database and Chromium's files are cold after
    // a start, which costs the first page a few points.
    await runOnce(stack.url + pages[0]!.path);
    mkdirSync(outDir, { recursive: true });
    const summaries: PageSummary[] = [];
    for (const page of pages) {
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await measure(page.name, stack.url + page.path));
      const { summary: chosen, html } = medianRun(results);
      const summary = withMedians(
        chosen,
        results.map((result) => result.summary),
      );
      if (runs > 1) {
        summary.performanceRuns = results.map((result) => result.summary.scores.performance);
        summary.lcpRuns = results.map((result) => result.summary.metrics.lcpMs);
        summary.shareRuns = results.map((result) => result.summary.host.mainThread?.share ?? null);
      }
      writeFileSync(join(outDir, `${page.name}.html`), html);
      summaries.push(summary);
      console.log(`\n${formatSummary(summary)}`);
    }
    const report = {
      measuredAt: new Date().toISOString(),
      settings: 'Lighthouse default (mobile, simulated throttling)',
      runsPerPage: runs,
      targets: { ...TARGETS, maxCls: MAX_CLS, maxLcpMs: MAX_LCP_MS, maxTbtMs: MAX_TBT_MS },
      pages: summaries,
    };
    writeFileSync(join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    const missing = summaries.filter((s) => s.missed.length > 0).length;
    console.log(
      `\n${missing === 0 ? 'Every page meets its targets.' : `${missing} page(s) below target.`} Reports in ${outDir}/.`,
    );
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
