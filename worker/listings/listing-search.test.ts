import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { searchTerms } from './search-terms';
import { listQuerySchema } from '../../shared/schemas/listings';
import { insertCategory, signedInUser, testDb } from '../test/fixtures';
import { decodeCursor, encodeCursor } from './list-cursor';
import { listListings, listListingsQuery } from './listing-queries';
import { COMPLETIONS_MAX } from './listing-search';

type Listing = { name: string; about?: string; location?: string; priceMinor?: number; createdAt?: Date } & Partial<
  Pick<typeof products.$inferInsert, 'brand' | 'acType' | 'tons' | 'inverter' | 'district' | 'division' | 'condition'>
>;

/** Stores listings as the Worker does, terms included; one row per statement (D1 binds at most 100 values). */
async function store(listings: Listing[]) {
  const seller = await signedInUser('seller');
  const category = await insertCategory();
  const ids: string[] = [];
  for (const listing of listings) {
    const { name, about, location, ...rest } = { about: 'Cools fast.', location: 'Mirpur 10, Dhaka', ...listing };
    const row = { name, about, location };
    const id = crypto.randomUUID();
    await testDb()
      .insert(products)
      .values({
        id,
        sellerId: seller.user.id,
        categoryId: category.id,
        originalPriceMinor: 70_000,
        purchaseYear: 2022,
        phone: '01711-234567',
        img: '/api/images/example.png',
        priceMinor: 30_000,
        ...row,
        ...rest,
        searchTerms: searchTerms(row),
      });
    ids.push(id);
  }
  return { ids, category, seller };
}

const query = (filter: Record<string, string>) => listQuerySchema.parse(filter);

/** Every page of a list, followed cursor by cursor. */
async function allPages(filter: Record<string, string>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof listListings>> = await listListings(
      testDb(),
      query(filter),
      cursor ? decodeCursor(cursor) : null,
    );
    seen.push(...page.items.map((item) => item._id));
    cursor = page.next;
  } while (cursor);
  return seen;
}

/** The ids of stored listings in a list's order: sort value, then rowid (as searches break ties). */
async function inOrder(ids: string[], sort: string) {
  const rows = await env.DB.prepare(
    `SELECT id, rowid AS r, created_at AS c, price_minor AS p FROM products WHERE id IN (${ids.map(() => '?').join(',')})`,
  )
    .bind(...ids)
    .all<{ id: string; r: number; c: number; p: number }>();
  const ascending = sort === 'price-asc';
  const value = (row: { c: number; p: number }) => (sort.startsWith('price') ? row.p : row.c);
  return rows.results
    .toSorted((a, b) => (value(a) - value(b) || a.r - b.r) * (ascending ? 1 : -1))
    .map((row) => row.id);
}

async function queryPlan(filter: Record<string, string>, cursor: { v: number; id: string } | null = null) {
  const { sql, params } = listListingsQuery(testDb(), query(filter), cursor).toSQL();
  const result = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return result.results.map((row) => row.detail).join(' | ');
}

describe('search plan', () => {
  it('finds the listings that have every word, the place words in the place', async () => {
    const { ids } = await store([
      { name: 'Quasarcool Split AC' },
      { name: 'Quasarcoolx Window AC' },
      { name: 'Quasarcool Portable', location: 'Sylhet' },
    ]);
    const [split, window, portable] = ids;
    expect((await allPages({ q: 'Quasarcool' })).toSorted()).toEqual(ids.toSorted());
    expect(await allPages({ q: 'quasarcool split' })).toEqual([split]);
    expect(await allPages({ q: 'quasarcoolx window' })).toEqual([window]);
    expect(await allPages({ q: 'quasarcool', location: 'sylhet' })).toEqual([portable]);
    expect(await allPages({ q: 'split', location: 'sylhet' })).toEqual([]);
    expect(await allPages({ q: 'quasarcool nosuchwordanywhere' })).toEqual([]);
    expect(await allPages({ q: 'nosuchwordanywhere' })).toEqual([]);
  });

  it('fetches and sorts a word with more completions than a page walks side by side, in the same order', async () => {
    const moment = new Date(Date.UTC(2026, 5, 2));
    const { ids } = await store(
      Array.from({ length: COMPLETIONS_MAX + 1 }, (_, i) => ({
        name: `Vortexmodel${String.fromCharCode(97 + i)} AC`,
        priceMinor: 20_000 + (i % 3) * 1_000,
        createdAt: i < 6 ? moment : new Date(moment.getTime() - i * 60_000),
      })),
    );
    for (const sort of ['newest', 'price-asc', 'price-desc']) {
      expect(await allPages({ q: 'vortexmodel', sort, limit: '4' }), sort).toEqual(await inOrder(ids, sort));
      expect(await allPages({ q: 'vortexmodel ac', sort, limit: '4' }), sort).toEqual(await inOrder(ids, sort));
    }
    expect(await allPages({ q: 'vortexmodelq' })).toEqual([ids[COMPLETIONS_MAX]]);
  });

  it('walks every page in order, ties included, with other words and places checked on each listing', async () => {
    const sameMoment = new Date(Date.UTC(2026, 5, 1));
    const listings: Listing[] = [];
    for (let i = 0; i < 9; i++) {
      listings.push({
        name: `${i % 3 === 0 ? 'Borealis' : 'Borealisplus'} ${i % 2 ? 'Inverter' : 'Turbo'} AC`,
        priceMinor: 20_000 + (i % 4) * 1_000,
        createdAt: i < 5 ? sameMoment : new Date(sameMoment.getTime() - i * 60_000),
        location: i % 2 ? 'Agrabad, Chattogram' : 'Mirpur, Dhaka',
      });
    }
    const { ids } = await store(listings);
    for (const sort of ['newest', 'price-asc', 'price-desc']) {
      expect(await allPages({ q: 'boreal', sort, limit: '2' }), sort).toEqual(await inOrder(ids, sort));
    }
    const inverters = ids.filter((_, i) => i % 2);
    const filter = { q: 'boreal inverter', location: 'chatto', limit: '3' };
    expect(await allPages(filter)).toEqual(await inOrder(inverters, 'newest'));
  });

  it('pages through its widest walk with every filter inside D1’s 100 bound values', async () => {
    const specs = {
      about: 'Cools fast.',
      location: 'Zindabazar, Sylhet',
      brand: 'gree',
      acType: 'split',
      tons: 1,
      inverter: true,
      district: 'sylhet',
      division: 'sylhet',
    } as const;
    const zonda = Array.from({ length: COMPLETIONS_MAX }, (_, i) => ({
      name: `Zonda${String.fromCharCode(97 + i)} Split 1 Ton`,
      ...specs,
    }));
    const { ids, category, seller } = await store([
      ...zonda,
      ...Array.from({ length: 20 }, () => ({ name: 'Split 1 Ton', ...specs })),
    ]);
    const filter = {
      q: 'zonda split 1 ton cools fast',
      location: 'sylhet zindabazar',
      category: category.id,
      condition: 'good',
      seller: seller.user.id,
      brand: 'gree',
      type: 'split',
      tons: '1',
      inverter: 'yes',
      district: 'sylhet',
      division: 'sylhet',
      minPrice: '1',
      maxPrice: '1000',
      limit: '3',
    };
    expect((await allPages(filter)).toSorted()).toEqual(ids.slice(0, COMPLETIONS_MAX).toSorted());
    expect(await allPages({ ...filter, inverter: 'no' })).toEqual([]);
  });

  it('follows listings as they change, sell and go', async () => {
    const { ids } = await store([
      { name: 'Nimbusfrost Split', priceMinor: 10_000 },
      { name: 'Nimbusfrost Window', priceMinor: 20_000 },
      { name: 'Plain AC' },
    ]);
    const [split, window, plain] = ids as [string, string, string];
    const found = (filter: Record<string, string>) => allPages(filter);
    expect(await found({ q: 'nimbusfrost', sort: 'price-desc' })).toEqual([window, split]);

    await testDb().update(products).set({ priceMinor: 90_000 }).where(eq(products.id, split));
    expect(await found({ q: 'nimbusfrost', sort: 'price-desc' })).toEqual([split, window]);

    await testDb().update(products).set({ paid: true }).where(eq(products.id, window));
    expect(await found({ q: 'nimbusfrost' })).toEqual([split]);
    await testDb().update(products).set({ paid: false }).where(eq(products.id, window));
    expect((await found({ q: 'nimbusfrost' })).toSorted()).toEqual([split, window].toSorted());

    const renamed = { name: 'Nimbusfrost Plain', about: 'Cools fast.', location: 'Mirpur 10, Dhaka' };
    await testDb()
      .update(products)
      .set({ ...renamed, searchTerms: searchTerms(renamed) })
      .where(eq(products.id, plain));
    expect(await found({ q: 'nimbusfrost plain' })).toEqual([plain]);

    await testDb().update(products).set({ removedAt: new Date() }).where(eq(products.id, split));
    await testDb().delete(products).where(eq(products.id, window));
    expect(await found({ q: 'nimbusfrost' })).toEqual([plain]);
    const left = await env.DB.prepare('SELECT count(*) AS n FROM product_terms_by_date WHERE term = ?')
      .bind('nimbusfrost')
      .first<{ n: number }>();
    expect(left?.n).toBe(1);
  });

  it('walks the sort order’s term index and reads only the page’s listings', async () => {
    const cursor = { v: 1_700_000_000_000, id: 'x' };
    const newest = await queryPlan({ q: 'gree inverter' }, cursor);
    expect(newest).toMatch(/SEARCH t USING PRIMARY KEY \(term=\? AND created_at<\?\)/);
    expect(newest).toMatch(/SEARCH products USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(newest).not.toMatch(/SCAN (products|t)\b/);
    expect(await queryPlan({ q: 'gree', sort: 'price-asc' }, cursor)).toMatch(
      /SEARCH t USING PRIMARY KEY \(term=\? AND price_minor>\?\)/,
    );
    expect(await queryPlan({ q: 'gree', category: 'split-ac' })).not.toMatch(/SCAN (products|t)\b/);
  });

  it('keeps a page’s cursor working when its last listing has gone', async () => {
    const moment = new Date(Date.UTC(2026, 4, 1));
    const { ids } = await store(
      [0, 1, 2].map((i) => ({ name: 'Cirrusline AC', createdAt: new Date(moment.getTime() - i * 60_000) })),
    );
    await testDb().delete(products).where(eq(products.id, ids[0]!));
    const page = await listListings(
      testDb(),
      query({ q: 'cirrusline' }),
      decodeCursor(encodeCursor({ v: moment.getTime(), id: ids[0]! })),
    );
    expect(page.items.map((item) => item._id)).toEqual([ids[1], ids[2]]);
  });
});
