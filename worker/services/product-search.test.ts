import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { listQuerySchema } from '../schemas/products';
import { insertCategory, signedInUser, testDb } from '../test/fixtures';
import { listProductsQuery } from './product-queries';
import { chooseSearchPlan, type SearchPlan } from './product-search';

/** `count` listings whose names carry `word`, a minute apart. */
async function listingsNamed(word: string, count: number) {
  const seller = await signedInUser('seller');
  const category = await insertCategory();
  const now = Date.now();
  // One row per statement: D1 binds at most 100 values.
  for (let i = 0; i < count; i++) {
    await testDb()
      .insert(products)
      .values({
        id: crypto.randomUUID(),
        sellerId: seller.user.id,
        categoryId: category.id,
        name: `${word} 1.5 Ton Split AC ${i}`,
        about: 'Cools fast.',
        priceMinor: 30_000 + i * 100,
        originalPriceMinor: 70_000,
        purchaseYear: 2022,
        location: 'Mirpur 10, Dhaka',
        phone: '01711-234567',
        img: '/api/images/example.png',
        createdAt: new Date(now - i * 60_000),
      });
  }
}

const query = (filter: Record<string, string>) => listQuerySchema.parse(filter);
const ids = (rows: { product: { id: string } }[]) => rows.map((row) => row.product.id);

async function planOf(filter: Record<string, string>, plan: SearchPlan) {
  const { sql, params } = listProductsQuery(testDb(), query(filter), null, plan).toSQL();
  const result = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
  return result.results.map((row) => row.detail).join(' | ');
}

describe('search plan', () => {
  it('fetches the matches while there are few, and walks the index once there are more than it would fetch', async () => {
    await listingsNamed('Zephyrcool', 4);
    expect(await chooseSearchPlan(testDb(), query({ q: 'zephyrcool' }), 4)).toBe('fetch-matches');
    expect(await chooseSearchPlan(testDb(), query({ q: 'zephyrcool' }), 3)).toBe('walk-index');
    expect(await chooseSearchPlan(testDb(), query({ q: 'zephyrcool', location: 'sylhet' }), 3)).toBe('fetch-matches');
    expect(await chooseSearchPlan(testDb(), query({}), 0)).toBe('fetch-matches');
  });

  it('gives the same pages either way', async () => {
    await listingsNamed('Borealis', 7);
    const filters: Record<string, string>[] = [{ q: 'borealis' }, { q: 'borealis', sort: 'price-desc', limit: '3' }, { location: 'mirpur', q: 'boreal' }];
    for (const filter of filters) {
      const fetched = await listProductsQuery(testDb(), query(filter), null, 'fetch-matches');
      const walked = await listProductsQuery(testDb(), query(filter), null, 'walk-index');
      expect(ids(walked), JSON.stringify(filter)).toEqual(ids(fetched));
      expect(fetched.length).toBeGreaterThan(0);
    }
  });

  it('walks the sort order’s own index instead of looking the matches up', async () => {
    expect(await planOf({ q: 'gree' }, 'fetch-matches')).toMatch(/SEARCH products USING INTEGER PRIMARY KEY/);
    expect(await planOf({ q: 'gree' }, 'walk-index')).toMatch(/products USING INDEX products_listed_newest_idx/);
    expect(await planOf({ q: 'gree', sort: 'price-asc' }, 'walk-index')).toMatch(/products USING INDEX products_listed_price_idx/);
    expect(await planOf({ q: 'gree', category: 'split-ac' }, 'walk-index')).toMatch(/products USING INDEX products_listed_category_idx/);
    expect(await planOf({ location: 'dhaka' }, 'walk-index')).not.toMatch(/INTEGER PRIMARY KEY|TEMP B-TREE/);
  });
});
