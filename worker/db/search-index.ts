/**
 * The search index (migration 0003, decision 006): each listed product's terms, kept in the order
 * of each sort, so a page of matches is a walk down one index. drizzle-kit can express neither
 * WITHOUT ROWID tables nor the triggers on `products` that fill them, so they are declared here
 * rather than in schema.ts (which drizzle-kit generates migrations from); `search-index.test.ts`
 * checks the migrated database against this declaration. Rows point at `products.rowid`.
 */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const productTermsByDate = sqliteTable(
  'product_terms_by_date',
  {
    term: text('term').notNull(),
    createdAt: integer('created_at').notNull(),
    pid: integer('pid').notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.createdAt, t.pid] })],
);

export const productTermsByPrice = sqliteTable(
  'product_terms_by_price',
  {
    term: text('term').notNull(),
    priceMinor: integer('price_minor').notNull(),
    pid: integer('pid').notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.priceMinor, t.pid] })],
);

/** The triggers of migration 0003 that keep both tables in step with `products`. */
export const searchIndexTriggers = ['product_terms_insert', 'product_terms_delete', 'product_terms_update'] as const;
