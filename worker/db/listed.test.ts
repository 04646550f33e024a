import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { LISTED_PREDICATE, NEWEST_LISTED } from '../../scripts/bench/one-read-statement';
import { listedWhere } from './listed';
import { products } from './schema';

const render = (fragment: ReturnType<typeof listedWhere>) => new SQLiteAsyncDialect().sqlToQuery(fragment).sql;

describe('the "listed" predicate', () => {
  it('is the very predicate of every listed index in the migrated database', async () => {
    const indexes = await env.DB.prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'products' AND name LIKE 'products_listed_%'",
    ).all<{ name: string; sql: string }>();
    expect(indexes.results.length).toBeGreaterThan(0);
    const predicate = render(listedWhere(products));
    for (const index of indexes.results) expect(index.sql, index.name).toContain(`WHERE ${predicate}`);
  });

  it('is what the search triggers spell by hand', async () => {
    const triggers = await env.DB.prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'products' AND name LIKE 'product_terms_%'",
    ).all<{ name: string; sql: string }>();
    expect(triggers.results.map((t) => t.name).sort()).toEqual([
      'product_terms_delete',
      'product_terms_insert',
      'product_terms_update',
    ]);
    const spelled = (row: string) =>
      render(
        listedWhere({
          paid: sql.raw(`${row}.paid`),
          removedAt: sql.raw(`${row}.removed_at`),
          expiredAt: sql.raw(`${row}.expired_at`),
          moderation: sql.raw(`${row}.moderation`),
          sellerSuspended: sql.raw(`${row}.seller_suspended`),
        }),
      );
    const text = (name: string) => triggers.results.find((t) => t.name === name)!.sql;
    expect(text('product_terms_insert')).toContain(spelled('new'));
    expect(text('product_terms_delete')).toContain(spelled('old'));
    expect(text('product_terms_update')).toContain(spelled('new'));
    expect(text('product_terms_update')).toContain(spelled('old'));
  });

  it("is the bench's one-read baseline's predicate, and its statement walks the listed index", async () => {
    // A baseline that scans instead (as it did without `expired_at IS NULL`) flatters every ratio to it.
    expect(LISTED_PREDICATE).toBe(render(listedWhere(products)));
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${NEWEST_LISTED}`).all<{ detail: string }>();
    const details = plan.results.map((step) => step.detail);
    expect(details).toContain('SCAN products USING INDEX products_listed_newest_idx');
    expect(details.join('\n')).not.toMatch(/TEMP B-TREE/);
  });
});
