/** The capacity plan's tables, in Markdown for the terminal and docs/capacity.md. */
import type { StoredObject } from './measure';
import {
  growthPerMonth,
  itemKinds,
  itemsPerMonth,
  monthsToLimitAfter,
  peakWritesPerSecond,
  scaledRowsRead,
  steps,
  type ItemKind,
  type Measured,
  type PerKind,
  type Traffic,
} from './model';
import type { QueryCost } from './queries';

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const mb = (bytes: number) => (bytes / 1e6).toFixed(bytes < 1e7 ? 2 : 1);
const gb = (bytes: number) => (bytes / 1e9).toFixed(bytes < 1e9 ? 3 : 2);
const months = (n: number) =>
  n === Infinity ? 'never' : n >= 1200 ? '> 100 years' : n < 1 ? `${Math.round(n * 30)} days` : n.toFixed(1);

function table(header: string[], rows: (string | number)[][]) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** Every table and index that grows, with its entries and bytes; the base and the empty ones in a line each. */
export function objectsTable(objects: readonly StoredObject[]) {
  const order: string[] = [...itemKinds, 'live'];
  const growing = objects
    .filter((o) => o.kind !== 'base' && o.entries > 0)
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || b.bytes - a.bytes);
  const empty = objects.filter((o) => o.kind !== 'base' && o.entries === 0);
  const base = objects.filter((o) => o.kind === 'base');
  const rows = growing.map((o) => [
    o.kind,
    o.type === 'table' ? `**${o.name}**` : o.name,
    whole(o.entries),
    mb(o.bytes),
    whole(o.bytes / o.entries),
  ]);
  rows.push([
    'base',
    `${base.length} other tables and indexes, and the schema`,
    '–',
    mb(base.reduce((s, o) => s + o.bytes, 0)),
    '–',
  ]);
  const table_ = table(['grows with', 'table or index', 'entries', 'MB', 'bytes per entry'], rows);
  return `${table_}

Empty in this simulation (partial indexes of states it does not write): ${empty.map((o) => o.name).join(', ')}.`;
}

/** Bytes per item of each kind: its row, its index entries, and the live listing's extra. */
export function itemsTable(objects: readonly StoredObject[], counts: PerKind & { live: number }, measured: Measured) {
  const rows = itemKinds.map((kind) => {
    const mine = objects.filter((o) => o.kind === kind);
    const bytes = (type: 'table' | 'index') => mine.filter((o) => o.type === type).reduce((s, o) => s + o.bytes, 0);
    const per = (n: number) => (counts[kind] === 0 ? '–' : whole(n / counts[kind]));
    return [kind, whole(counts[kind]), per(bytes('table')), per(bytes('index')), whole(measured.bytesPerItem[kind])];
  });
  rows.push([
    'listing while listed (extra)',
    whole(counts.live),
    '–',
    whole(measured.liveBytesPerListing),
    whole(measured.liveBytesPerListing),
  ]);
  return table(['item', 'in the database', 'row bytes', 'index bytes', 'bytes per item'], rows);
}

/** Growth a month, months to 10 GB as today, and after each way past the limit, at each scale. */
export function limitsTable(traffic: Traffic, measured: Measured, scales: readonly number[]) {
  const header = ['', ...scales.map((s) => `${s}×`)];
  const at = scales.map((s) => itemsPerMonth(traffic, s));
  const rows: string[][] = [
    ['listings a month', ...at.map((items) => whole(items.listing))],
    ['D1 growth a month (GB)', ...at.map((items) => gb(growthPerMonth(measured, items).total))],
    ...steps.map((_, i) => [
      i === 0 ? 'months to 10 GB, as today' : `… + ${steps[i]!.name}`,
      ...at.map((items) => months(monthsToLimitAfter(measured, items, steps.slice(0, i + 1)))),
    ]),
  ];
  return table(header, rows);
}

/** Which kinds the growth is made of, at 1× (the shares are the same at every scale). */
export function growthShares(traffic: Traffic, measured: Measured) {
  const { byKind, total } = growthPerMonth(measured, itemsPerMonth(traffic, 1));
  return itemKinds
    .map((kind) => ({ kind, share: byKind[kind] / total }))
    .sort((a, b) => b.share - a.share)
    .map(({ kind, share }) => `${kind} ${(share * 100).toFixed(0)}%`)
    .join(', ');
}

/** Rows read by each measured query, and at each scale after `after` months. */
export function rowsReadTable(
  costs: readonly QueryCost[],
  scales: readonly number[],
  simulated: { scale: number; months: number },
  after: number,
) {
  return table(
    [
      'query',
      'grows with',
      `rows read (simulated: ${simulated.months} months)`,
      ...scales.map((s) => `${s}×, month ${after}`),
    ],
    costs.map((c) => [
      c.name,
      c.growth === 'flat' ? 'nothing (a page of an index)' : c.growth === 'live' ? 'live listings' : 'a shop’s months',
      whole(c.rowsRead),
      ...scales.map((scale) => whole(scaledRowsRead(c, { scale, months: after }, simulated))),
    ]),
  );
}

/** Write statements per second to the primary in the busiest hour. */
export function writesTable(traffic: Traffic, scales: readonly number[], peakToAverage: number) {
  const at = scales.map((s) => itemsPerMonth(traffic, s));
  const rate = (items: PerKind, leaves: readonly ItemKind[] = []) =>
    peakWritesPerSecond(items, { peakToAverage, leaves }).toFixed(1);
  return table(
    ['writes/s to D1’s primary at peak', ...scales.map((s) => `${s}×`)],
    [
      ['as today', ...at.map((items) => rate(items))],
      ['messages in Durable Objects', ...at.map((items) => rate(items, ['message']))],
    ],
  );
}
