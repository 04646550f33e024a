import { env } from 'cloudflare:test';
import { fillPlaceholders } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listQuerySchema } from '../../shared/schemas/listings';
import { runSelect } from '../db/rendered-select';
import { testDb } from '../test/fixtures';
import { listingForSale } from '../test/orders';
import { listListingsQuery, listStatement } from './listing-queries';

async function planOf(filter: Record<string, string>, cursor: { v: number; id: string } | null) {
  const { sql, params } = listListingsQuery(testDb(), listQuerySchema.parse(filter), cursor).toSQL();
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return plan.results.map((row) => row.detail).join(' | ');
}

describe('a later page of a public list', () => {
  // Walking the index from the first row to the cursor would make deep pages cost more as the
  // catalogue grows; the plan must seek to the cursor instead.
  it.each([
    [{ sort: 'newest' }, /products USING INDEX products_listed_newest_idx \(created_at<\?\)/],
    [
      { sort: 'newest', category: 'split-ac' },
      /products USING INDEX products_listed_category_idx \(category_id=\? AND created_at<\?\)/,
    ],
    [
      { sort: 'newest', condition: 'good' },
      /products USING INDEX products_listed_condition_idx \(condition=\? AND created_at<\?\)/,
    ],
    [{ sort: 'price-asc' }, /products USING INDEX products_listed_price_idx \(price_minor>\?\)/],
    [
      { sort: 'price-desc', category: 'split-ac' },
      /products USING INDEX products_listed_category_price_idx \(category_id=\? AND price_minor<\?\)/,
    ],
  ])('starts at the cursor in the index (%j)', async (filter, seek) => {
    expect(await planOf(filter, { v: 1_700_000_000_000, id: 'x' })).toMatch(seek);
  });
});

describe("a list's statement rendered once for its shape", () => {
  it.each([
    [{}, null],
    [{ sort: 'price-asc', limit: '5' }, null],
    [{ category: 'split-ac', condition: 'good', inverter: 'yes', minPrice: '200', maxPrice: '600' }, null],
    [
      { district: 'dhaka', inspected: 'no', tons: '1.5' },
      { v: 1_700_000_000_000, id: 'p1' },
    ],
    [
      { sort: 'price-desc', brand: 'gree' },
      { v: 50_000, id: 'p2' },
    ],
  ])('is the statement Drizzle builds for %j, with the same values', (filter, cursor) => {
    const query = listQuerySchema.parse(filter);
    const built = listListingsQuery(testDb(), query, cursor).toSQL();
    const { select, values } = listStatement(query, cursor);
    expect(select.sql).toBe(built.sql);
    expect(fillPlaceholders(select.params, values)).toEqual(built.params);
  });

  // A bound LIMIT makes SQLite prepare the statement again at each run (db/written-limit.ts).
  it.each([{}, { limit: '5', category: 'split-ac' }, { q: 'daikin' }, { q: 'daikin gree', sort: 'price-asc' }])(
    'writes its limit in its text (%j)',
    (filter) => {
      const query = listQuerySchema.parse(filter);
      const { select, values } = listStatement(query, { v: 1_700_000_000_000, id: 'p1' });
      expect(select.sql).toMatch(new RegExp(` limit ${query.limit + 1}$`));
      expect(Object.keys(values)).not.toContain('limit');
    },
  );

  it('is rendered once per shape, whatever the values', () => {
    const first = listStatement(listQuerySchema.parse({ brand: 'gree' }), null).select;
    expect(listStatement(listQuerySchema.parse({ brand: 'lg' }), null).select).toBe(first);
    expect(listStatement(listQuerySchema.parse({ brand: 'lg', condition: 'good' }), null).select).not.toBe(first);
    expect(listStatement(listQuerySchema.parse({ brand: 'lg', limit: '5' }), null).select).not.toBe(first);
    // A search's words are written in its text: other words, another statement.
    const search = listStatement(listQuerySchema.parse({ q: 'daikin', brand: 'gree' }), null).select;
    expect(listStatement(listQuerySchema.parse({ q: 'daikin', brand: 'lg' }), null).select).toBe(search);
    expect(listStatement(listQuerySchema.parse({ q: 'hitachi', brand: 'lg' }), null).select).not.toBe(search);
  });

  it("reads the rows Drizzle's own mapping gives", async () => {
    await listingForSale();
    await listingForSale();
    const query = listQuerySchema.parse({});
    const { select, values } = listStatement(query, null);
    const rows = await runSelect(testDb(), select, values);
    expect(rows.length).toBe(2);
    expect(rows).toEqual(await listListingsQuery(testDb(), query, null));
  });
});
