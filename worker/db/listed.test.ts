import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
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

  it('is what the search triggers of migration 0003 spell by hand', () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0003_'))!;
    const text = migration.queries.join('\n');
    for (const row of ['new', 'old']) {
      const spelled = render(listedWhere({ paid: sql.raw(`${row}.paid`), removedAt: sql.raw(`${row}.removed_at`) }));
      expect(text).toContain(spelled);
    }
  });
});
