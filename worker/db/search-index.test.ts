import { env } from 'cloudflare:test';
import { getTableConfig } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { productTermsByDate, productTermsByPrice, searchIndexTriggers } from './search-index';

type ColumnInfo = { name: string; type: string; notnull: number; pk: number };

describe('the search index tables', () => {
  for (const table of [productTermsByDate, productTermsByPrice]) {
    const config = getTableConfig(table);

    it(`${config.name} is in the migrated database as declared: columns, key order, WITHOUT ROWID`, async () => {
      const info = await env.DB.prepare(`PRAGMA table_info(${config.name})`).all<ColumnInfo>();
      expect(info.results.map(({ name, type, notnull }) => ({ name, type: type.toLowerCase(), notnull }))).toEqual(
        config.columns.map((column) => ({
          name: column.name,
          type: column.getSQLType(),
          notnull: column.notNull ? 1 : 0,
        })),
      );
      const keyOrder = info.results
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name);
      expect(keyOrder).toEqual(config.primaryKeys[0]!.columns.map((column) => column.name));
      const created = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
        .bind(config.name)
        .first<{ sql: string }>();
      expect(created?.sql).toMatch(/WITHOUT ROWID$/);
    });
  }

  it('is kept in step by the triggers migration 0003 made', async () => {
    const triggers = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'products'",
    ).all<{
      name: string;
    }>();
    expect(triggers.results.map((t) => t.name).sort()).toEqual([...searchIndexTriggers].sort());
  });
});
