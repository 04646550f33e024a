import { describe, expect, it } from 'vitest';
import { formatSummary, withMedians, type PageSummary } from './lighthouse-summary';

const run = (performance: number, lcpMs: number, tbtMs: number): PageSummary => ({
  name: 'home',
  url: 'http://localhost:8787/',
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: { lcpMs, cls: 0, tbtMs },
  medians: { lcpMs, tbtMs },
  host: { benchmarkIndex: 1500, mainThread: null },
  // As `summarise` writes it: the categories and CLS; LCP and TBT are read from the runs' medians.
  missed: performance < 95 ? [`performance ${performance} < 95`] : [],
  failing: {},
  warnings: [],
});

describe('withMedians', () => {
  it("reads the LCP and TBT targets from the median of each figure, not from the median run's", () => {
    // The median run by performance (77) had the slowest LCP of the three.
    const runs = [run(78, 1180, 900), run(77, 1710, 968), run(74, 1170, 1100)];
    const page = withMedians(runs[1]!, runs);
    expect(page.medians).toEqual({ lcpMs: 1180, tbtMs: 968 });
    expect(page.missed).toEqual(['performance 77 < 95', 'TBT 968 ms > 150 ms']);
  });

  it('names a missed LCP by its median, and clears a miss the median meets', () => {
    const runs = [run(96, 1300, 100), run(97, 1250, 140), run(98, 1100, 200)];
    expect(withMedians(runs[1]!, runs).missed).toEqual(['LCP 1.25 s > 1.20 s']);
    const met = [run(96, 1150, 100), run(97, 1250, 140), run(98, 1100, 120)];
    expect(withMedians(met[1]!, met).missed).toEqual([]);
  });

  it('prints the medians beside the targets when a page was measured more than once', () => {
    const runs = [run(78, 1180, 900), run(77, 1710, 968), run(74, 1170, 1100)];
    const page = { ...withMedians(runs[1]!, runs), lcpRuns: [1180, 1710, 1170] };
    expect(formatSummary(page)).toContain('medians of the runs: LCP 1.18 s, TBT 968 ms (targets 1.20 s, 150 ms)');
  });
});
