/**
 * `npm run capacity`: the capacity plan of issue 65 (docs/capacity.md). It migrates a fresh local
 * D1, writes `--months` of Bikroy-like activity into it (simulate.ts), measures what each table and
 * index holds (measure.ts) and what the heaviest reads read (queries.ts), and prints the bytes per
 * item, when a 10 GB database fills at each scale of the traffic, what each way past that buys,
 * the rows those reads read, and the writes per second at peak (model.ts).
 *
 * Options (defaults are 1×, docs/capacity.md says why): --months 6 --listings 5000 --photos 4
 * --bookings 1.5 --conversations 3 --messages 24 --sold 0.3 --reviews 0.5 --notifications 12
 * --sms 0.15 --wishes 2 --users 1.5 --scales 1,10,100 --peak 6 --seed 65
 * State under .wrangler/capacity-state.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { databaseFile, migrate, prepareStateDir } from '../lib/local-stack';
import { step } from '../lib/processes';
import { itemCounts, measuredFrom, storedObjects } from './measure';
import { defaultTraffic, PEAK_TO_AVERAGE, type Traffic } from './model';
import { queryCosts } from './queries';
import { growthShares, itemsTable, limitsTable, objectsTable, rowsReadTable, writesTable } from './report';
import { simulate } from './simulate';

const STATE_DIR = resolve('.wrangler/capacity-state');
/** Rows read are shown after this many months: a year of a shop's history. */
const ROWS_READ_AFTER_MONTHS = 12;

const trafficOptions: Record<string, keyof Traffic> = {
  listings: 'listingsPerMonth',
  photos: 'photosPerListing',
  bookings: 'bookingsPerListing',
  conversations: 'conversationsPerListing',
  messages: 'messagesPerListing',
  sold: 'soldShare',
  reviews: 'reviewsPerSale',
  notifications: 'notificationsPerListing',
  sms: 'smsShare',
  wishes: 'wishesPerListing',
  users: 'usersPerListing',
};
const { values: options } = parseArgs({
  options: {
    months: { type: 'string', default: '6' },
    scales: { type: 'string', default: '1,10,100' },
    peak: { type: 'string', default: String(PEAK_TO_AVERAGE) },
    seed: { type: 'string', default: '65' },
    ...Object.fromEntries(
      Object.entries(trafficOptions).map(([option, key]) => [
        option,
        { type: 'string' as const, default: String(defaultTraffic[key]) },
      ]),
    ),
  },
});
const number = (option: string, { whole = false, min = 0 } = {}) => {
  const value = Number((options as Record<string, string>)[option]);
  if (!Number.isFinite(value) || value < min || (whole && !Number.isInteger(value)))
    throw new Error(`--${option} takes ${whole ? 'a whole number' : 'a number'} from ${min}.`);
  return value;
};
const months = number('months', { whole: true, min: 2 });
const traffic = Object.fromEntries(
  Object.entries(trafficOptions).map(([option, key]) => [
    key,
    number(option, { whole: option === 'listings', min: option === 'listings' ? 100 : 0 }),
  ]),
) as unknown as Traffic;
const scales = options.scales.split(',').map(Number);
if (scales.some((s) => !(s > 0))) throw new Error('--scales takes positive numbers, e.g. 1,10,100.');
const peak = number('peak', { min: 1 });

await step('A fresh local D1 with the migrations', async () => {
  prepareStateDir(STATE_DIR, { fresh: true });
  await migrate(STATE_DIR);
});
const file = databaseFile(STATE_DIR);
const simulated = await step(
  `${months} months of ${traffic.listingsPerMonth.toLocaleString('en-US')} listings a month`,
  async () => simulate(file, { months, traffic, end: Date.UTC(2026, 11, 1), seed: number('seed', { whole: true }) }),
);
const objects = storedObjects(file);
const counts = itemCounts(file);
const measured = measuredFrom(objects, counts, traffic.listingsPerMonth);
const costs = await step('Rows read by the heaviest reads', () =>
  queryCosts(STATE_DIR, simulated.busiestSellerId, simulated.live),
);

const fileBytes = statSync(file).size;
console.log(`
The simulated database: ${months} months, ${counts.listing.toLocaleString('en-US')} listings (${counts.live.toLocaleString('en-US')} listed now), ${(fileBytes / 1e6).toFixed(1)} MB on disk.

Bytes per table and index (dbstat: whole pages, so half-full pages count as D1 counts them):

${objectsTable(objects)}

Bytes per item (its row and every index entry it has):

${itemsTable(objects, counts, measured)}

When one 10 GB D1 is full, at ${scales.map((s) => `${s}×`).join(', ')} the assumed traffic (each line adds its step to the ones above):

${limitsTable(traffic, measured, scales)}

Growth a month by kind: ${growthShares(traffic, measured)}.

Rows read per request (D1's meta.rows_read on the simulated database; scaled by what each grows with):

${rowsReadTable(costs, scales, { scale: 1, months }, ROWS_READ_AFTER_MONTHS)}

Plans (products and conversations):
${costs.map((c) => `- ${c.name}: ${c.plan.join('; ')}`).join('\n')}

Writes per second to the primary in the busiest hour (peak = ${peak}× the average hour):

${writesTable(traffic, scales, peak)}
`);
