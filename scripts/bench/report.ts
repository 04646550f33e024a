/** The benchmark's results: Markdown tables for the terminal and docs/performance-history.md, and the JSON record. */
import type { Measurement } from './measure';

/** Edge cache off, edge cache on, or edge cache off with every D1 round trip delayed (the latency model). */
export type Mode = 'origin' | 'edge cache' | `D1 +${number} ms`;

/** One endpoint in one mode, at every catalogue size, with both baselines measured just before. */
export interface Group {
  endpoint: string;
  mode: Mode;
  cacheable: boolean;
  list: boolean;
  minimal: Measurement;
  /** The one-read Worker: one indexed D1 read of 24 rows (D1 round trips, decision 011). */
  oneRead: Measurement;
  /** In the order of the run's sizes. */
  bySize: Measurement[];
}

/** The performance targets for the API. */
export const targets = {
  /** A list at the largest catalogue keeps at least this share of its throughput at the smallest. */
  flatListShare: 0.8,
  /** A cacheable public GET reaches at least this share of the minimal Worker's throughput. */
  cacheableShare: 0.5,
  /** From the origin, a public list reaches at least this share of the one-read Worker's throughput. */
  publicListOfOneRead: 0.8,
  /** From the origin, a signed-in read or a write reaches at least this share of the one-read Worker's. */
  signedInOfOneRead: 0.6,
};

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (n < 10 ? n.toFixed(1) : whole(n));
const label = (group: Pick<Group, 'endpoint' | 'mode'>) =>
  group.mode === 'origin' ? group.endpoint : `${group.endpoint}, ${group.mode}`;
export const ratio = (result: Measurement, minimal: Measurement) => result.rps / minimal.rps;

function cell(result: Measurement, baselines?: Pick<Group, 'minimal' | 'oneRead'>) {
  const parts = [`${whole(result.rps)}/s`, `${ms(result.p50Ms)}/${ms(result.p99Ms)} ms`];
  if (baselines)
    parts.push(`${ratio(result, baselines.minimal).toFixed(2)}× / ${ratio(result, baselines.oneRead).toFixed(2)}×`);
  if (result.non2xx > 0) parts.push(`${whole(result.non2xx)} non-2xx`);
  if (result.errors > 0) parts.push(`${whole(result.errors)} errors`);
  return parts.join(' · ');
}

function table(header: string[], rows: string[][]) {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** One row per endpoint and mode: both baselines' figures, then one column per catalogue size. */
export function resultsTable(sizes: number[], groups: Group[]) {
  return table(
    ['endpoint', 'minimal Worker', 'one-read Worker', ...sizes.map((n) => `${whole(n)} products`)],
    groups.map((g) => [label(g), cell(g.minimal), cell(g.oneRead), ...g.bySize.map((m) => cell(m, g))]),
  );
}

/** p50/p99 of each endpoint from the origin and with the latency model, at the smallest catalogue. */
export function latencyTable(sizes: number[], groups: Group[]) {
  const delayed = groups.filter((g) => g.mode.startsWith('D1 +'));
  if (delayed.length === 0) return null;
  const rows = delayed.flatMap((d) => {
    const origin = groups.find((g) => g.mode === 'origin' && g.endpoint === d.endpoint);
    if (!origin) return [];
    const [before, after] = [origin.bySize[0]!, d.bySize[0]!];
    return [
      [
        d.endpoint,
        `${ms(before.p50Ms)} / ${ms(before.p99Ms)}`,
        `${ms(after.p50Ms)} / ${ms(after.p99Ms)}`,
        `+${ms(after.p50Ms - before.p50Ms)}`,
      ],
    ];
  });
  const one = (m: Measurement) => `${ms(m.p50Ms)} / ${ms(m.p99Ms)}`;
  const [originBaseline, delayedBaseline] = [groups.find((g) => g.mode === 'origin')?.oneRead, delayed[0]!.oneRead];
  if (originBaseline)
    rows.unshift([
      'one-read Worker (1 round trip)',
      one(originBaseline),
      one(delayedBaseline),
      `+${ms(delayedBaseline.p50Ms - originBaseline.p50Ms)}`,
    ]);
  return table(
    [`endpoint (${whole(sizes[0]!)} products)`, 'p50 / p99 ms', `p50 / p99 ms, ${delayed[0]!.mode}`, 'p50 added'],
    rows,
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
  // The D1 round trips' targets (decision 011): from the origin, against the one-read Worker
  // measured in the same rounds.
  const ofOneRead = groups
    .filter((g) => g.mode === 'origin')
    .map((g) => {
      const target = g.cacheable ? targets.publicListOfOneRead : targets.signedInOfOneRead;
      const ratios = g.bySize.map((m) => ratio(m, g.oneRead));
      return { endpoint: g.endpoint, target, ratios, met: ratios.every((r) => r >= target) };
    });
  return { flatLists, cacheable, ofOneRead };
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
  const ofOneRead = table(
    ['edge cache off', ...sizes.map((n) => `${whole(n)} products`), 'target × one-read', ''],
    checks.ofOneRead.map((c) => [
      c.endpoint,
      ...c.ratios.map((r) => `${r.toFixed(2)}×`),
      `≥ ${c.target}×`,
      c.met ? 'met' : 'NOT met',
    ]),
  );
  return `${flat}\n\n${cacheable}\n\n${ofOneRead}`;
}
