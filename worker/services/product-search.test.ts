import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { searchTerms } from '../lib/search-terms';
import { listQuerySchema } from '../schemas/products';
import { insertCategory, signedInUser, testDb } from '../test/fixtures';
import { decodeCursor, encodeCursor } from './list-cursor';
import { listProducts, listProductsQuery } from './product-queries';
import { COMPLETIONS_MAX, planSearch, type SearchPlan } from './product-search';

interface Listing {
  name: string;
  about?: string;
  location?: string;
  priceMinor?: number;
  createdAt?: Date;
}

/** Stores listings as the Worker does, terms included; one row per statement (D1 binds at most 100 values). */
async function store(listings: Listing[]) {
  const seller = await signedInUser('seller');
  const category = await insertCategory();
  const ids: string[] = [];
  for (const listing of listings) {
    const row = { about: 'Cools fast.', location: 'Mirpur 10, Dhaka', priceMinor: 30_000, ...listing };
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
        ...row,
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
    const page: Awaited<ReturnType<typeof listProducts>> = await listProducts(
      testDb(),
      query(filter),
      cursor ? decodeCursor(cursor) : null,
    );
    seen.push(...page.items.map((item) => item._id));
    cursor = page.next;
  } while (cursor);
  return seen;
}

/** Every page under one given plan. */
async function allPagesWith(filter: Record<string, string>, plan: SearchPlan) {
  const seen: string[] = [];
  const limit = query(filter).limit;
  let cursor: { v: number; id: string } | null = null;
  for (;;) {
    const rows = await listProductsQuery(testDb(), query(filter), cursor, plan);
    seen.push(...rows.slice(0, limit).map((row) => row.product.id));
    if (rows.length <= limit) return seen;
    const last = rows[limit - 1]!.product;
    cursor = { v: filter.sort?.startsWith('price') ? last.priceMinor : last.createdAt.getTime(), id: last.id };
  }
}

async function queryPlan(
  filter: Record<string, string>,
  plan: SearchPlan,
  cursor: { v: number; id: string } | null = null,
) {
  const { sql, params } = listProductsQuery(testDb(), query(filter), cursor, plan).toSQL();
  const result = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return result.results.map((row) => row.detail).join(' | ');
}

describe('search plan', () => {
  it('walks the completions of the rarest word and checks the others on each listing', async () => {
    await store([
      { name: 'Quasarcool Split AC' },
      { name: 'Quasarcoolx Window AC' },
      { name: 'Quasarcool Portable', location: 'Sylhet' },
    ]);
    expect(await planSearch(testDb(), { q: 'Quasarcool' })).toEqual({
      kind: 'walk',
      terms: ['quasarcool', 'quasarcoolx'],
      others: [],
    });
    expect(await planSearch(testDb(), { q: 'quasarcool split' })).toMatchObject({
      kind: 'walk',
      others: expect.any(Array),
    });
    expect(await planSearch(testDb(), { q: 'quasarcoolx', location: 'sylhet' })).toEqual({
      kind: 'walk',
      terms: ['quasarcoolx'],
      others: ['l:sylhet'],
    });
    expect(await planSearch(testDb(), { q: 'quasarcool nosuchwordanywhere' })).toEqual({ kind: 'no-match' });
    expect(await planSearch(testDb(), {})).toBeNull();
  });

  it('fetches and sorts when a word has more completions than a page walks side by side', async () => {
    await store(
      Array.from({ length: COMPLETIONS_MAX + 1 }, (_, i) => ({ name: `Vortexmodel${String.fromCharCode(97 + i)} AC` })),
    );
    expect(await planSearch(testDb(), { q: 'vortexmodel' })).toEqual({
      kind: 'fetch',
      word: 'vortexmodel',
      others: [],
    });
    expect(await planSearch(testDb(), { q: 'vortexmodelq' })).toEqual({
      kind: 'walk',
      terms: ['vortexmodelq'],
      others: [],
    });
  });

  it('gives the same pages, ties included, whichever way it goes', async () => {
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
    const walk: SearchPlan = { kind: 'walk', terms: ['borealis', 'borealisplus'], others: [] };
    const fetch: SearchPlan = { kind: 'fetch', word: 'boreal', others: [] };
    for (const sort of ['newest', 'price-asc', 'price-desc']) {
      const filter = { q: 'boreal', sort, limit: '2' };
      const walked = await allPagesWith(filter, walk);
      expect(walked.toSorted(), sort).toEqual(ids.toSorted());
      expect(await allPagesWith(filter, fetch), sort).toEqual(walked);
      expect(await allPages(filter), sort).toEqual(walked);
    }
    const inverters = { q: 'boreal inverter', location: 'chatto', limit: '3' };
    const expected = ids.filter((_, i) => i % 2);
    expect((await allPages(inverters)).toSorted()).toEqual(expected.toSorted());
    expect(await allPagesWith(inverters, { kind: 'fetch', word: 'boreal', others: ['inverter', 'l:chatto'] })).toEqual(
      await allPages(inverters),
    );
  });

  it('pages through its widest walk with every filter inside D1’s 100 bound values', async () => {
    const zonda = Array.from({ length: COMPLETIONS_MAX }, (_, i) => ({
      name: `Zonda${String.fromCharCode(97 + i)} Split 1 Ton`,
      about: 'Cools fast.',
      location: 'Zindabazar, Sylhet',
    }));
    const { ids, category, seller } = await store([
      ...zonda,
      ...Array.from({ length: 20 }, () => ({
        name: 'Split 1 Ton',
        about: 'Cools fast.',
        location: 'Zindabazar, Sylhet',
      })),
    ]);
    const filter = {
      q: 'zonda split 1 ton cools fast',
      location: 'sylhet zindabazar',
      category: category.id,
      condition: 'good',
      seller: seller.user.email,
      minPrice: '1',
      maxPrice: '1000',
      limit: '3',
    };
    expect(await planSearch(testDb(), query(filter))).toMatchObject({
      kind: 'walk',
      terms: expect.arrayContaining(['zondaa', 'zondap']),
    });
    expect((await allPages(filter)).toSorted()).toEqual(ids.slice(0, COMPLETIONS_MAX).toSorted());
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
    const walk: SearchPlan = { kind: 'walk', terms: ['gree', 'greenline'], others: ['inverter'] };
    const cursor = { v: 1_700_000_000_000, id: 'x' };
    const newest = await queryPlan({ q: 'gree inverter' }, walk, cursor);
    expect(newest).toMatch(/SEARCH t USING PRIMARY KEY \(term=\? AND created_at<\?\)/);
    expect(newest).toMatch(/SEARCH products USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(newest).not.toMatch(/SCAN (products|t)\b/);
    expect(await queryPlan({ q: 'gree', sort: 'price-asc' }, walk, cursor)).toMatch(
      /SEARCH t USING PRIMARY KEY \(term=\? AND price_minor>\?\)/,
    );
    expect(await queryPlan({ q: 'gree', category: 'split-ac' }, walk)).not.toMatch(/SCAN (products|t)\b/);
  });

  it('keeps a page’s cursor working when its last listing has gone', async () => {
    const moment = new Date(Date.UTC(2026, 4, 1));
    const { ids } = await store(
      [0, 1, 2].map((i) => ({ name: 'Cirrusline AC', createdAt: new Date(moment.getTime() - i * 60_000) })),
    );
    await testDb().delete(products).where(eq(products.id, ids[0]!));
    const page = await listProducts(
      testDb(),
      query({ q: 'cirrusline' }),
      decodeCursor(encodeCursor({ v: moment.getTime(), id: ids[0]! })),
    );
    expect(page.items.map((item) => item._id)).toEqual([ids[1], ids[2]]);
  });
});
