/** The benchmark's results: Markdown tables for the terminal and the README, and the JSON record. */
import type { Measurement } from './measure';

export type Mode = 'origin' | 'edge cache';

/** One endpoint in one mode, at every catalogue size, with the minimal Worker measured just before. */
export interface Group {
  endpoint: string;
  mode: Mode;
  cacheable: boolean;
  list: boolean;
  minimal: Measurement;
  /** In the order of the run's sizes. */
  bySize: Measurement[];
}

/** Issue 6's API targets. */
export const targets = {
  /** A list at the largest catalogue keeps at least this share of its throughput at the smallest. */
  flatListShare: 0.8,
  /** A cacheable public GET reaches at least this share of the minimal Worker's throughput. */
  cacheableShare: 0.5,
};

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (n < 10 ? n.toFixed(1) : whole(n));
const label = (group: Pick<Group, 'endpoint' | 'mode'>) =>
  group.mode === 'origin' ? group.endpoint : `${group.endpoint}, edge cache`;
export const ratio = (result: Measurement, minimal: Measurement) => result.rps / minimal.rps;

function cell(result: Measurement, minimal?: Measurement) {
  const parts = [`${whole(result.rps)}/s`, `${ms(result.p50Ms)}/${ms(result.p99Ms)} ms`];
  if (minimal) parts.push(`${ratio(result, minimal).toFixed(2)}×`);
  if (result.non2xx > 0) parts.push(`${whole(result.non2xx)} non-2xx`);
  if (result.errors > 0) parts.push(`${whole(result.errors)} errors`);
  return parts.join(' · ');
}

function table(header: string[], rows: string[][]) {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** One row per endpoint and mode: the minimal Worker's figures, then one column per catalogue size. */
export function resultsTable(sizes: number[], groups: Group[]) {
  return table(
    ['endpoint', 'minimal Worker', ...sizes.map((n) => `${whole(n)} products`)],
    groups.map((g) => [label(g), cell(g.minimal), ...g.bySize.map((m) => cell(m, g.minimal))]),
  );
}

const statusMix = (result: Measurement) =>
  Object.entries(result.statuses)
    .map(([status, count]) => `${whole(count)} × ${status}`)
    .join(', ');

/** What the writes were answered, per size: how many really booked. */
export function writeNotes(sizes: number[], groups: Group[]) {
  return groups
    .filter((g) => g.endpoint.startsWith('POST'))
    .flatMap((g) => g.bySize.map((m, i) => `${g.endpoint} at ${whole(sizes[i]!)} products: ${statusMix(m)}`));
}

export function targetChecks(sizes: number[], groups: Group[]) {
  const flatLists =
    sizes.length > 1
      ? groups
          .filter((g) => g.list && g.mode === 'origin')
          .map((g) => {
            const [first, last] = [g.bySize[0]!, g.bySize.at(-1)!];
            const share = last.rps / first.rps;
            return {
              endpoint: g.endpoint,
              from: sizes[0]!,
              to: sizes.at(-1)!,
              rpsFrom: first.rps,
              rpsTo: last.rps,
              share,
              met: share >= targets.flatListShare,
            };
          })
      : [];
  // Cacheable GETs count as deployed: through the edge cache when it is on, else from the origin.
  const cachedRun = groups.some((g) => g.mode === 'edge cache');
  const cacheable = groups
    .filter((g) => g.cacheable && (g.mode === 'edge cache') === cachedRun)
    .map((g) => {
      const ratios = g.bySize.map((m) => ratio(m, g.minimal));
      return { endpoint: label(g), ratios, met: ratios.every((r) => r >= targets.cacheableShare) };
    });
  return { flatLists, cacheable };
}

export function targetsTable(sizes: number[], checks: ReturnType<typeof targetChecks>) {
  const flat = table(
    ['list, edge cache off', 'req/s', 'kept', `target ≥ ${targets.flatListShare * 100}%`],
    checks.flatLists.map((c) => [
      c.endpoint,
      `${whole(c.rpsFrom)} → ${whole(c.rpsTo)} (${whole(c.from)} → ${whole(c.to)} products)`,
      `${Math.round(c.share * 100)}%`,
      c.met ? 'met' : 'NOT met',
    ]),
  );
  const cacheable = table(
    [
      'cacheable public GET',
      ...sizes.map((n) => `${whole(n)} products`),
      `target ≥ ${targets.cacheableShare}× minimal`,
    ],
    checks.cacheable.map((c) => [c.endpoint, ...c.ratios.map((r) => `${r.toFixed(2)}×`), c.met ? 'met' : 'NOT met']),
  );
  return `${flat}\n\n${cacheable}`;
}
