import type { Result } from 'lighthouse';
import type { MainThreadShare } from './host-contention';
import { median } from './median';

/** The performance targets for Lighthouse mobile on every measured page. */
export const TARGETS = {
  performance: 95,
  accessibility: 95,
  'best-practices': 95,
  seo: 90,
} as const;
export const MAX_CLS = 0.02;
/** Issue 63's targets for every public page, each read as the median of the runs of that figure. */
export const MAX_LCP_MS = 1200;
export const MAX_TBT_MS = 150;

export type CategoryId = keyof typeof TARGETS;
export const CATEGORY_IDS = Object.keys(TARGETS) as CategoryId[];

export interface FailingAudit {
  id: string;
  title: string;
  /** What Lighthouse shows beside the audit ("1.2 s", "3 elements"), when it has a value. */
  value?: string;
  /** Its weight in the category score (0 for diagnostics and insights). */
  weight: number;
  score: number;
}

export interface PageSummary {
  name: string;
  url: string;
  scores: Record<CategoryId, number>;
  /** With --runs N: every run's performance score (the page's figures are the median run's). */
  performanceRuns?: number[];
  /**
   * With --runs N: every run's LCP in ms. The simulation counts the code in a page's LCP when, in
   * the unthrottled load it models, the code happened to arrive before the paint: a race on a busy
   * machine, so the median run's LCP alone can mislead.
   */
  lcpRuns?: number[];
  metrics: { lcpMs: number; cls: number; tbtMs: number };
  /**
   * The median of every run's LCP and TBT, each figure on its own (the median run by performance
   * may not have the median LCP); the LCP and TBT targets are read from these.
   */
  medians: { lcpMs: number; tbtMs: number };
  /**
   * The machine Lighthouse ran on: its benchmark index (higher is faster) and the share of the
   * page's long tasks its main thread ran rather than waited for a CPU (./host-contention).
   */
  host: { benchmarkIndex: number; mainThread: MainThreadShare | null };
  /** With --runs N: every run's main-thread share, as the median run's alone can mislead. */
  shareRuns?: (number | null)[];
  /** Targets this page misses, e.g. "performance 91 < 95" or "CLS 0.05 > 0.02". */
  missed: string[];
  /** Per missed category: the audits that cost points, heaviest first. */
  failing: Partial<Record<CategoryId, FailingAudit[]>>;
  warnings: string[];
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Audits of a category that did not pass, weighted ones first: what a developer should fix. */
function failingAudits(lhr: Result, category: CategoryId): FailingAudit[] {
  return lhr.categories[category]!.auditRefs.map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
    .filter(({ audit }) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map(({ ref, audit }) => ({
      id: ref.id,
      title: audit.title,
      value: audit.displayValue || undefined,
      weight: ref.weight,
      score: audit.score!,
    }))
    .sort((a, b) => b.weight - a.weight || a.score - b.score);
}

/** The figures the performance targets ask for from one Lighthouse result, with what misses its targets. */
export function summarise(name: string, lhr: Result, mainThread: MainThreadShare | null): PageSummary {
  const scores = Object.fromEntries(
    CATEGORY_IDS.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<CategoryId, number>;
  const metrics = {
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
  };
  const missed: string[] = [];
  const failing: PageSummary['failing'] = {};
  for (const id of CATEGORY_IDS) {
    if (scores[id] >= TARGETS[id]) continue;
    missed.push(`${id} ${scores[id]} < ${TARGETS[id]}`);
    failing[id] = failingAudits(lhr, id);
  }
  if (!(metrics.cls <= MAX_CLS)) missed.push(`CLS ${metrics.cls.toFixed(3)} > ${MAX_CLS}`);
  const medians = { lcpMs: metrics.lcpMs, tbtMs: metrics.tbtMs };
  const warnings = [
    ...lhr.runWarnings,
    ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
  ];
  const host = { benchmarkIndex: Math.round(lhr.environment.benchmarkIndex), mainThread };
  return { name, url: lhr.finalDisplayedUrl, scores, metrics, medians, host, missed, failing, warnings };
}

function missedMedians({ lcpMs, tbtMs }: PageSummary['medians']) {
  return [
    ...(lcpMs <= MAX_LCP_MS ? [] : [`LCP ${seconds(lcpMs)} s > ${seconds(MAX_LCP_MS)} s`]),
    ...(tbtMs <= MAX_TBT_MS ? [] : [`TBT ${Math.round(tbtMs)} ms > ${MAX_TBT_MS} ms`]),
  ];
}

/**
 * The median run's summary (`medianRun`) with the medians of every run's LCP and TBT, and the
 * LCP and TBT targets read from those (a single run is its own median).
 */
export function withMedians(chosen: PageSummary, runs: PageSummary[]): PageSummary {
  const medians = {
    lcpMs: median(runs.map((run) => run.metrics.lcpMs)),
    tbtMs: median(runs.map((run) => run.metrics.tbtMs)),
  };
  return { ...chosen, medians, missed: [...chosen.missed, ...missedMedians(medians)] };
}

/** The median run by performance score: Lighthouse's own advice for noisy machines. */
export function medianRun<T extends { summary: PageSummary }>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => a.summary.scores.performance - b.summary.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const percent = (share: number | null) => (share === null ? '?' : `${Math.round(share * 100)}%`);

/** Below this share, the host's other work, not the page, makes most of the blocking time. */
const BUSY_HOST_SHARE = 0.6;

/** The console report: one block per page, and the failing audits of any missed category. */
export function formatSummary(page: PageSummary) {
  const lines = [
    `${page.name}  ${page.url}`,
    `  ${CATEGORY_IDS.map((id) => `${id} ${page.scores[id]}`).join('  ')}${page.performanceRuns ? `  (performance per run: ${page.performanceRuns.join(', ')})` : ''}`,
    `  LCP ${seconds(page.metrics.lcpMs)} s  CLS ${page.metrics.cls.toFixed(3)}  TBT ${Math.round(page.metrics.tbtMs)} ms${page.lcpRuns ? `  (LCP per run: ${page.lcpRuns.map(seconds).join(', ')} s)` : ''}`,
  ];
  if (page.lcpRuns) {
    lines.push(
      `  medians of the runs: LCP ${seconds(page.medians.lcpMs)} s, TBT ${Math.round(page.medians.tbtMs)} ms (targets ${seconds(MAX_LCP_MS)} s, ${MAX_TBT_MS} ms)`,
    );
  }
  const { benchmarkIndex, mainThread } = page.host;
  lines.push(
    `  host: benchmark index ${benchmarkIndex}; main thread ran ${percent(mainThread?.share ?? null)} of its long tasks${mainThread ? ` (${Math.round(mainThread.cpuMs)} of ${Math.round(mainThread.wallMs)} ms; blocking time from the time it ran: ${Math.round(mainThread.cpuBlockingMs)} ms)` : ''}${page.shareRuns ? `  (per run: ${page.shareRuns.map(percent).join(', ')})` : ''}`,
  );
  if (mainThread && mainThread.share < BUSY_HOST_SHARE) {
    lines.push('  warning: the page waited for a CPU in most of its long tasks: this host inflates its TBT');
  }
  if (page.missed.length === 0) lines.push('  meets every target');
  else lines.push(`  BELOW TARGET: ${page.missed.join(', ')}`);
  for (const [category, audits] of Object.entries(page.failing)) {
    lines.push(`  ${category}: what costs points`);
    for (const audit of audits) {
      const weight = audit.weight > 0 ? `weight ${audit.weight}` : 'diagnostic';
      lines.push(
        `    - ${audit.title}${audit.value ? ` (${audit.value})` : ''} [${audit.id}, ${weight}, score ${audit.score.toFixed(2)}]`,
      );
    }
  }
  for (const warning of page.warnings) lines.push(`  warning: ${warning}`);
  return lines.join('\n');
}
