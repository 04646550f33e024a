/**
 * Saved searches of any number for the matching bench, as SQL for `wrangler d1 execute`: people who
 * keep up to 20 each, searches spread as people would write them (a district usually, Dhaka and
 * Chattogram most; a capacity and inverter often; a category, a brand, words or a price now and
 * then; '*' wherever they left one out), and new listings to match: common ones (a 1.5 ton inverter
 * split unit in Dhaka) and rare ones (a 2.5 ton window unit in Bandarban). The same size always
 * gives the same data.
 */
import { demoCategories } from '../../seed/data';
import { districtIds, districtOf } from '../../shared/places';
import { searchTerms } from '../../worker/listings/search-terms';
import { searchKeys, storedFilters } from '../../worker/saved-searches/search-keys';
import { savedFiltersSchema } from '../../shared/schemas/notifications';
import { seededRandom, type Random } from '../../worker/test/seeded-random';

const ROWS_PER_INSERT = 100;
const SEARCHES_PER_PERSON = 20;
const NOW = Date.UTC(2026, 10, 1);
/** New listings of each kind: one run of matching each (a listing is matched once). */
export const LISTINGS_PER_KIND = 7;

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const sqlValue = (value: string | number | null) =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : quote(value);

function inserts(table: string, columns: string[], rows: (string | number | null)[][]) {
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const values = rows.slice(i, i + ROWS_PER_INSERT).map((row) => `(${row.map(sqlValue).join(',')})`);
    statements.push(`INSERT INTO ${table} (${columns.join(',')}) VALUES\n${values.join(',\n')};`);
  }
  return statements;
}

/** One value by weight: `[value, weight]` pairs. */
function weighted<T>(rand: Random, choices: [T, number][]): T {
  let left = rand.next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of choices) if ((left -= weight) < 0) return value;
  return choices.at(-1)![0];
}

const maybe = (rand: Random, chance: number, value: () => string) => (rand.next() < chance ? value() : undefined);

/** One person's search of /allproduct, as its query string holds it. */
function searchFilters(rand: Random): Record<string, string> {
  const filters = {
    category: maybe(rand, 0.35, () => rand.pick(demoCategories).id),
    district: maybe(rand, 0.7, () =>
      weighted(rand, [
        ['dhaka', 40],
        ['chattogram', 15],
        ['gazipur', 5],
        ['narayanganj', 4],
        [rand.pick(districtIds), 36],
      ]),
    ),
    tons: maybe(rand, 0.55, () =>
      weighted(rand, [
        ['1', 20],
        ['1.5', 45],
        ['2', 25],
        ['2.5', 10],
      ]),
    ),
    inverter: maybe(rand, 0.45, () => (rand.next() < 0.7 ? 'yes' : 'no')),
    brand: maybe(rand, 0.15, () => rand.pick(['gree', 'walton', 'general', 'samsung', 'lg', 'midea'])),
    maxPrice: maybe(rand, 0.5, () => String(20_000 + rand.int(13) * 5_000)),
    q: maybe(rand, 0.1, () => rand.pick(['gree', 'inverter', 'split', 'walton 1.5'])),
    condition: maybe(rand, 0.08, () => rand.pick(['good', 'excellent'])),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
}

export interface MatchingData {
  sql: string;
  searches: number;
  /** New listings to match, by kind. */
  listings: { common: string[]; rare: string[] };
}

export function generateSavedSearches(size: number): MatchingData {
  const rand = seededRandom(size + 60);
  const statements = inserts(
    'categories',
    ['id', 'name', 'img', 'about', 'position'],
    demoCategories.map((c, position) => [c.id, c.name, `/api/images/category-${c.id}.webp`, c.about, position]),
  );
  const people = Math.ceil(size / SEARCHES_PER_PERSON) + 1;
  const personId = (n: number) => `bench-person-${n}`;
  statements.push(
    ...inserts(
      'users',
      ['id', 'name', 'email', 'role', 'created_at'],
      Array.from({ length: people }, (_, n) => [
        personId(n),
        `Bench person ${n}`,
        `person${n}@bench.thanda.test`,
        n === 0 ? 'seller' : 'buyer',
        NOW,
      ]),
    ),
  );
  const frequencies: [string, number][] = [
    ['instant', 60],
    ['daily', 30],
    ['off', 10],
  ];
  const searchRows = Array.from({ length: size }, (_, n) => {
    const filters = savedFiltersSchema.parse(searchFilters(rand));
    const keys = searchKeys(filters);
    return [
      `bench-search-${n}`,
      personId(1 + Math.floor(n / SEARCHES_PER_PERSON)),
      `Search ${n}`,
      JSON.stringify(storedFilters(filters)),
      keys.category,
      keys.district,
      keys.tons,
      keys.inverter,
      weighted(rand, frequencies),
      NOW - rand.int(90) * 86_400_000,
    ];
  });
  statements.push(
    ...inserts(
      'saved_searches',
      [
        'id',
        'user_id',
        'name',
        'filters',
        'category_key',
        'district_key',
        'tons_key',
        'inverter_key',
        'frequency',
        'created_at',
      ],
      searchRows,
    ),
  );

  const kinds = {
    common: { name: 'Gree 1.5 Ton Inverter Split AC', category: 'split-ac', district: 'dhaka', tons: 1.5, inverter: 1 },
    rare: { name: 'General 2.5 Ton Window AC', category: 'window-ac', district: 'bandarban', tons: 2.5, inverter: 0 },
  };
  const listings = { common: [] as string[], rare: [] as string[] };
  const productRows = Object.entries(kinds).flatMap(([kind, facts]) =>
    Array.from({ length: LISTINGS_PER_KIND }, (_, n) => {
      const id = `bench-${kind}-listing-${n}`;
      listings[kind as keyof typeof listings].push(id);
      const location = `Sadar, ${districtOf(facts.district)!.en}`;
      const about = 'Serviced last month, cools fast.';
      return [
        id,
        personId(0),
        facts.category,
        facts.name,
        about,
        3_500_000,
        7_000_000,
        2022,
        'good',
        location,
        facts.district,
        districtOf(facts.district)!.division,
        '+8801711234567',
        facts.tons,
        facts.inverter,
        '/api/images/bench.webp',
        NOW,
        JSON.stringify(searchTerms({ name: facts.name, about, location })),
      ];
    }),
  );
  statements.push(
    ...inserts(
      'products',
      [
        'id',
        'seller_id',
        'category_id',
        'name',
        'about',
        'price_minor',
        'original_price_minor',
        'purchase_year',
        'condition',
        'location',
        'district',
        'division',
        'phone',
        'tons',
        'inverter',
        'img',
        'created_at',
        'search_terms',
      ],
      productRows,
    ),
  );
  return { sql: statements.join('\n'), searches: size, listings };
}
