/**
 * Reading products: the public lists (cursor-paged, filtered, served by the partial indexes of
 * db/schema.ts), the advertised carousel and a seller's own list, in the API's shape.
 */
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { renamed } from '../db/batch-columns';
import type { Db } from '../db/client';
import { advertisedWhere, listedWhere } from '../db/listed';
import { productTermsByDate, productTermsByPrice } from '../db/search-index';
import { categories, productPhotos, products, users } from '../db/schema';
import { fromMinor } from '../../shared/money';
import { formatPhone } from '../../shared/phone-numbers';
import type { ListQuery } from '../../shared/schemas/listings';
import { encodeCursor, type Cursor } from './list-cursor';
import { listingStatus } from '../db/states';
import { writtenLimit } from '../db/written-limit';
import { ratingOf } from '../../shared/ratings';
import { cursorRow, searchCondition, searchParam, searchWords, type SearchParam } from './listing-search';
import { filterConditions, filterValues, type FilterValue } from './listing-filters';
import { renderSelect, runSelect, selectShapes, type RenderedSelect } from '../db/rendered-select';

// Search terms serve the index alone; reading them would only make every page bigger.
const { searchTerms, ...productColumns } = getTableColumns(products);

// Renamed: the product's own columns include `name`, and these rows can be read in a batch.
export const listingColumns = {
  product: productColumns,
  sellerName: renamed(users.name, 'seller_name'),
  verifySeller: renamed(users.verified, 'seller_verified'),
  sellerRatingCount: renamed(users.ratingCount, 'seller_rating_count'),
  sellerRatingSum: renamed(users.ratingSum, 'seller_rating_sum'),
  categoryName: renamed(categories.name, 'category_name'),
};

export type ProductRow = {
  product: Omit<typeof products.$inferSelect, 'searchTerms'>;
  sellerName: string;
  verifySeller: boolean;
  sellerRatingCount: number;
  sellerRatingSum: number;
  categoryName: string;
};

/** Exactly the partial indexes' condition, so SQLite can use them. */
const listed = listedWhere(products);

/** Products with their seller and category, in the shape `toApiListing` reads; it can join a batch. */
export function joinedListings(db: Pick<Db, 'select'>) {
  return db
    .select(listingColumns)
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

/** Years of use shown for a product (docs/product.md: at least 1). */
export function yearsUsed(purchaseYear: number, now = new Date()) {
  return Math.max(1, now.getFullYear() - purchaseYear);
}

/**
 * The API's product: docs/product.md section 3's fields, prices in currency units. Everyone may read
 * it, so it names its seller by `sellerId`, never by e-mail (the review of December 2026: a
 * scraper would harvest them); the seller's own list adds the SPEC's `email`.
 */
export function toApiListing(row: ProductRow, now = new Date()) {
  const p = row.product;
  return {
    _id: p.id,
    name: p.name,
    price: fromMinor(p.priceMinor),
    /** The seller is open to offers on the price. */
    negotiable: p.negotiable,
    originalPrice: fromMinor(p.originalPriceMinor),
    purchaseYear: p.purchaseYear,
    used: yearsUsed(p.purchaseYear, now),
    condition: p.condition,
    location: p.location,
    district: p.district,
    division: p.division,
    phone: formatPhone(p.phone),
    about: p.about,
    brand: p.brand,
    type: p.acType,
    tons: p.tons,
    inverter: p.inverter,
    warrantyMonths: p.warrantyMonths,
    img: p.img,
    categoryId: p.categoryId,
    categoryName: row.categoryName,
    sellerName: row.sellerName,
    verifySeller: row.verifySeller,
    /** The seller's profile (trust and safety) and their rating from reviews of real sales, if any. */
    sellerId: p.sellerId,
    sellerRating: ratingOf({ ratingCount: row.sellerRatingCount, ratingSum: row.sellerRatingSum }),
    advertise: p.advertise,
    paid: p.paid,
    /** Its state (docs/architecture.md section 9): a `held` listing is being paid for and cannot be booked. */
    status: listingStatus(p, now.getTime()),
    date: p.createdAt.toISOString(),
    /** When its seller last said it is available (published or renewed it), and when it leaves the lists unless renewed. */
    confirmedAt: p.confirmedAt?.toISOString() ?? null,
    expiresAt: p.expiresAt?.toISOString() ?? null,
    /** Inspected by Thanda: when its passed report was made, and the report; null without one. */
    inspectedAt: p.inspected ? (p.inspectedAt?.toISOString() ?? null) : null,
    inspectionId: p.inspected ? p.inspectionId : null,
  };
}

export type ApiListing = ReturnType<typeof toApiListing>;

const byDate = { index: productTermsByDate, key: 'created_at' } as const;
const byPrice = { index: productTermsByPrice, key: 'price_minor' } as const;

/** A list's order: its sort column and direction, and the term index a search walks for it. */
function ordering(sort: ListQuery['sort']) {
  switch (sort) {
    case 'price-asc':
      return {
        key: products.priceMinor,
        descending: false,
        terms: byPrice,
        value: (p: ProductRow['product']) => p.priceMinor,
      };
    case 'price-desc':
      return {
        key: products.priceMinor,
        descending: true,
        terms: byPrice,
        value: (p: ProductRow['product']) => p.priceMinor,
      };
    default:
      return {
        key: products.createdAt,
        descending: true,
        terms: byDate,
        value: (p: ProductRow['product']) => p.createdAt.getTime(),
      };
  }
}

/**
 * The conditions of a public list on products alone, so a search can apply them inside its walk.
 * Values come from `value`: a search reads them from its bound parameters (`searchListQuery`).
 */
function listFilters(query: ListQuery, value?: FilterValue) {
  return [listed, ...filterConditions(query, value)];
}

/** How a list's statement takes the request's values: in place, or as named placeholders. */
type Bind = (name: string, value: string | number | boolean | Date) => unknown;

/** A plain list's statement: its filters on the partial indexes, the cursor's seek, its limit. */
function plainListQuery(db: Db, query: ListQuery, cursor: Cursor | null, bind: Bind) {
  const order = ordering(query.sort);
  const [after, from, direction] = order.descending ? [lt, lte, desc] : [gt, gte, asc];
  const conditions: (SQL | undefined)[] = listFilters(query, bind as FilterValue);
  if (cursor) {
    const value = bind('cursor_value', order.key === products.createdAt ? new Date(cursor.v) : cursor.v) as Date;
    const id = bind('cursor_id', cursor.id) as string;
    conditions.push(
      // The plain bound on the sort key lets SQLite seek to the cursor in the index; without it,
      // it walks every earlier row, and deep pages cost more the bigger the catalogue.
      from(order.key, value),
      or(after(order.key, value), and(eq(order.key, value), after(products.id, id))),
    );
  }
  return joinedListings(db)
    .where(and(...conditions))
    .orderBy(direction(order.key), direction(products.id))
    .limit(writtenLimit(query.limit + 1));
}

/**
 * A search's statement (listing-search.ts): the filters' values bound once in its `search_params`,
 * the cursor's listing by id; the words, the cursor's sort value and the limit are written in.
 */
function searchListQuery(db: Db, query: ListQuery, cursor: Cursor | null, bind: Bind) {
  const order = ordering(query.sort);
  const direction = order.descending ? desc : asc;
  const params: SearchParam[] = [];
  const filters = listFilters(query, (name, value) => {
    params.push({
      name,
      value: bind(name, typeof value === 'boolean' ? Number(value) : value) as SearchParam['value'],
    });
    return searchParam(name);
  });
  const condition = searchCondition(
    searchWords(query),
    { ...order.terms, descending: order.descending },
    filters,
    params,
    cursor,
    query.limit + 1,
  );
  // The search applies filters and cursor in its walk and fetch; its page's rows need only sorting.
  return joinedListings(cursor ? db.with(cursorRow(db, bind('cursor_id', cursor.id) as string)) : db)
    .where(condition)
    .orderBy(direction(order.key), direction(sql`${products}.rowid`))
    .limit(writtenLimit(query.limit + 1));
}

/**
 * The statement behind one page of a public list (exported so tests can read its query plan).
 * Plain lists walk the partial indexes of db/schema.ts in (sort value, id) order; searches walk
 * the term index of listing-search.ts in (sort value, rowid) order.
 */
export function listListingsQuery(db: Db, query: ListQuery, cursor: Cursor | null) {
  const inPlace: Bind = (_name, value) => value;
  return searchWords(query).length > 0
    ? searchListQuery(db, query, cursor, inPlace)
    : plainListQuery(db, query, cursor, inPlace);
}

const listShapes = selectShapes<ProductRow>();

/**
 * A list's statement rendered once for its shape (db/rendered-select.ts), and the request's values
 * for it as the driver takes them. A plain list's shape is its sort and limit, which filters it
 * has, and a cursor or none; a search's also its words and its cursor's sort value, written in its
 * text.
 */
export function listStatement(query: ListQuery, cursor: Cursor | null) {
  const values: Record<string, string | number> = {};
  for (const [name, value] of filterValues(query)) values[name] = typeof value === 'boolean' ? Number(value) : value;
  const words = searchWords(query);
  if (cursor) {
    // Both sort keys are numbers in the database: milliseconds, or minor units.
    if (words.length === 0) values.cursor_value = cursor.v;
    values.cursor_id = cursor.id;
  }
  const searched = words.length > 0 ? ` ${JSON.stringify(words)} ${cursor ? cursor.v : ''}` : '';
  // The limit is written in the text (db/written-limit.ts).
  const shape = `${query.sort} ${query.limit} ${Object.keys(values).join(' ')}${searched}`;
  const toPlaceholder: Bind = (name) => sql.placeholder(name);
  const select = listShapes(shape, (db) =>
    words.length > 0
      ? searchListQuery(db, query, cursor, toPlaceholder)
      : plainListQuery(db, query, cursor, toPlaceholder),
  );
  return { select, values };
}

/** One page of unsold products with the filters applied, and the cursor of the next page. */
export async function listListings(db: Db, query: ListQuery, cursor: Cursor | null) {
  const order = ordering(query.sort);
  const { select, values } = listStatement(query, cursor);
  const rows = await runSelect(db, select, values);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next =
    rows.length > query.limit && last ? encodeCursor({ v: order.value(last.product), id: last.product.id }) : null;
  const now = new Date();
  return { items: page.map((row) => toApiListing(row, now)), next };
}

export const ADVERTISED_MAX = 24;

let advertised: RenderedSelect<ProductRow> | undefined;

/** Unsold advertised products for the home carousel, newest first. */
export async function listAdvertised(db: Db) {
  advertised ??= renderSelect((r) =>
    joinedListings(r)
      .where(advertisedWhere(products))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(writtenLimit(ADVERTISED_MAX)),
  );
  const rows = await runSelect(db, advertised);
  const now = new Date();
  return rows.map((row) => toApiListing(row, now));
}

/**
 * Every product of one seller that was not removed, sold ones included, as the reads of one batch:
 * their listings and the photos after each cover (for editing). The seller is named by id (the
 * caller's own list) or by e-mail (the SPEC's GET /product/:sellerEmail).
 */
export function sellerListingReads(db: Db, seller: { id: string } | { email: string }) {
  const theirs = and(
    'id' in seller ? eq(products.sellerId, seller.id) : eq(users.email, seller.email.toLowerCase()),
    isNull(products.removedAt),
  );
  return [
    joinedListings(db).where(theirs).orderBy(desc(products.createdAt)),
    db
      .select({ productId: productPhotos.productId, img: productPhotos.img })
      .from(productPhotos)
      .innerJoin(products, eq(products.id, productPhotos.productId))
      .innerJoin(users, eq(users.id, products.sellerId))
      .where(theirs)
      .orderBy(productPhotos.productId, productPhotos.position),
  ] as const;
}

/** The caller's own listings (GET /product/mine), read in the batch of their row. */
export const ownListingReads = (db: Db, sellerId: string) => sellerListingReads(db, { id: sellerId });

type SellerListingRows = readonly [ProductRow[], { productId: string; img: string }[]];

/** A seller's own list from `sellerListingReads`' rows; `email` is theirs, as the SPEC's product has it. */
export function toSellerListings([rows, photos]: SellerListingRows, email: string) {
  return rows.map((row) => ({
    ...toApiListing(row),
    email,
    photos: photos.filter((photo) => photo.productId === row.product.id).map((photo) => photo.img),
    // Why an admin holds it back, which only its seller sees; public lists do not show it at all.
    moderation: row.product.moderation,
    moderationReason: row.product.moderationReason,
    sellerSuspended: row.product.sellerSuspended,
    /** When its promotion ends (or ended); `advertise` says whether it still runs. */
    advertisedUntil: row.product.advertisedUntil?.toISOString() ?? null,
    /** Sold or lapsed long ago and archived (decision 037): it can only be viewed now. */
    archived: row.product.archivedAt !== null,
  }));
}

/** Every product of one seller (by e-mail) that was not removed, sold ones included. */
export async function listSellerListings(db: Db, sellerEmail: string) {
  const address = sellerEmail.toLowerCase();
  return toSellerListings(await db.batch(sellerListingReads(db, { email: address })), address);
}

/** A product that was not removed, in the API's shape once read through `toApiListing`; it can join a batch. */
export const apiListingById = (db: Db, id: string | SQLWrapper) =>
  joinedListings(db).where(and(eq(products.id, id), isNull(products.removedAt)));
