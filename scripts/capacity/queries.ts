/**
 * Rows D1 reads for the heaviest reads of the simulated marketplace, measured on its local D1 through
 * wrangler's platform proxy (`meta.rows_read`, what D1 bills and what a query's time follows). Each
 * statement is the Worker's own, built by its query builders; each is labelled with how its rows
 * read grow: a page of an index stays flat, the sitemap walks the live catalogue, and a shop's own
 * list and inbox hold its whole history.
 */
import { and, count, desc, eq, gt, or, sql as sqlOf } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { SQL } from 'drizzle-orm';
import { comparablesQuery } from '../../worker/advisor/price-band';
import { createDb } from '../../worker/db/client';
import { listedWhere } from '../../worker/db/listed';
import { conversations, products } from '../../worker/db/schema';
import { joinedListings, listListingsQuery, sellerListingReads } from '../../worker/listings/listing-queries';
import { priceBandQuerySchema } from '../../shared/schemas/advisor';
import { listQuerySchema } from '../../shared/schemas/listings';
import { storageProxy, type StorageBindings } from '../lib/storage-proxy';
import type { Growth } from './model';

export interface QueryCost {
  name: string;
  growth: Growth;
  rowsRead: number;
  /** EXPLAIN QUERY PLAN's lines that read `products` (a SCAN there is what to watch). */
  plan: string[];
}

const dialect = new SQLiteAsyncDialect();
// LISTINGS_PER_SITEMAP of worker/pages/sitemap.ts and PROFILE_LISTINGS_MAX of seller-profile.ts,
// whose modules need the Workers runtime (their logger imports cloudflare:workers).
const LISTINGS_PER_SITEMAP = 10_000;
const PROFILE_LISTINGS_MAX = 24;
type D1 = StorageBindings['DB'];

/** The statements to measure, given the simulated database's busiest shop and live listings. */
function statements(d1: D1, shopId: string, live: number): { name: string; growth: Growth; sql: SQL[] }[] {
  const db = createDb(d1);
  const lastSitemapFile = Math.max(1, Math.ceil(live / LISTINGS_PER_SITEMAP));
  return [
    {
      name: '/allproduct, first page',
      growth: 'flat',
      sql: [listListingsQuery(db, listQuerySchema.parse({}), null).getSQL()],
    },
    {
      name: '/allproduct?q=gree',
      growth: 'flat',
      sql: [listListingsQuery(db, listQuerySchema.parse({ q: 'gree' }), null).getSQL()],
    },
    {
      name: 'a category, cheapest first',
      growth: 'flat',
      sql: [listListingsQuery(db, listQuerySchema.parse({ category: 'split-ac', sort: 'price-asc' }), null).getSQL()],
    },
    {
      name: 'fair-price band (1.5 t inverter split)',
      growth: 'flat',
      sql: [
        comparablesQuery(
          priceBandQuerySchema.parse({ type: 'split', tons: '1.5', inverter: 'true', year: '2021', condition: 'good' }),
        ),
      ],
    },
    {
      name: 'a shop’s public profile',
      growth: 'flat',
      sql: [
        joinedListings(db)
          .where(and(eq(products.sellerId, shopId), listedWhere(products)))
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(PROFILE_LISTINGS_MAX)
          .getSQL(),
      ],
    },
    // worker/pages/sitemap.ts: the index counts the live listings; the last file skips all before it.
    {
      name: 'sitemap index (count of live)',
      growth: 'live',
      sql: [db.select({ n: count() }).from(products).where(listedWhere(products)).getSQL()],
    },
    {
      name: 'the last sitemap file (its OFFSET walks the live listings before it)',
      growth: 'live',
      sql: [
        db
          .select({ id: products.id, img: products.img, createdAt: products.createdAt, updatedAt: products.updatedAt })
          .from(products)
          .where(listedWhere(products))
          .orderBy(desc(products.createdAt), desc(products.id))
          .limit(LISTINGS_PER_SITEMAP)
          .offset((lastSitemapFile - 1) * LISTINGS_PER_SITEMAP)
          .getSQL(),
      ],
    },
    {
      name: 'a shop’s own listings (signed in)',
      growth: 'history',
      sql: sellerListingReads(db, { id: shopId }).map((q) => q.getSQL()),
    },
    {
      name: 'a shop’s inbox (signed in)',
      growth: 'history',
      // inboxOf's choice and order of rows (worker/conversations/conversations.ts, whose module needs
      // the Workers runtime); its joins add a few reads for each of the 200 rows it answers.
      sql: [
        db
          .select({ id: conversations.id })
          .from(conversations)
          .where(
            or(
              eq(conversations.buyerId, shopId),
              and(eq(conversations.sellerId, shopId), gt(conversations.lastSeq, 0)),
            ),
          )
          .orderBy(desc(sqlOf`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`))
          .limit(200)
          .getSQL(),
      ],
    },
  ];
}

/** Each statement's rows read and plan on the local D1 in `stateDir`. */
export async function queryCosts(stateDir: string, shopId: string, live: number): Promise<QueryCost[]> {
  const storage = await storageProxy(stateDir);
  try {
    const d1 = storage.env.DB;
    const costs: QueryCost[] = [];
    for (const { name, growth, sql } of statements(d1, shopId, live)) {
      let rowsRead = 0;
      const plan: string[] = [];
      for (const query of sql) {
        const { sql: text, params } = dialect.sqlToQuery(query);
        rowsRead += (
          await d1
            .prepare(text)
            .bind(...params)
            .all()
        ).meta.rows_read;
        const lines = await d1
          .prepare(`EXPLAIN QUERY PLAN ${text}`)
          .bind(...params)
          .all<{ detail: string }>();
        plan.push(
          ...lines.results
            .map((line: { detail: string }) => line.detail)
            .filter((detail: string) => /\bproducts\b|conversations/.test(detail)),
        );
      }
      costs.push({ name, growth, rowsRead, plan: [...new Set(plan)] });
    }
    return costs;
  } finally {
    await storage.dispose();
  }
}
