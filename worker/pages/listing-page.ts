/**
 * A listing's own page (listing pages and share previews): the product, its seller's panel and
 * similar listings, read in one round trip of three statements. Sold listings stay readable (they
 * say so); removed ones are not found. An archived one's description, contact, place and photos are
 * read from its record in the archive (listings/listing-archive.ts), one range of one R2 object.
 */
import { and, asc, desc, eq, gte, isNull, lt, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { renamed } from '../db/batch-columns';
import type { Db } from '../db/client';
import { renderer, renderSelect, runSelects } from '../db/rendered-select';
import { writtenLimit } from '../db/written-limit';
import { isAllowed, listedWhere } from '../db/listed';
import { categories, productPhotos, products, users } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { archivedRecord, joinedListings, listingColumns, toApiListing } from '../listings';
import { ratingOf } from '../trust';

/** Similar listings shown under a listing: the same category and capacity, nearest in price. */
export const SIMILAR_MAX = 4;

const listedOther = (id: SQLWrapper) => and(listedWhere(products), ne(products.id, id));
const ofListing = (id: SQLWrapper, column: 'category_id' | 'price_minor' | 'tons') =>
  sql`(SELECT ${sql.identifier(column)} FROM ${products} WHERE ${products.id} = ${id})`;

/**
 * The statements of a listing's page, each with the listing's id as its placeholder `id`: rendered
 * once (db/rendered-select.ts), run in one batch.
 */
function pageStatements(db: Db) {
  const id = sql.placeholder('id');
  const near = (side: 'above' | 'below') =>
    joinedListings(db)
      .where(
        and(
          listedOther(id),
          eq(products.categoryId, ofListing(id, 'category_id')),
          // The same capacity, when the listing says one.
          sql`(${ofListing(id, 'tons')} IS NULL OR ${products.tons} = ${ofListing(id, 'tons')})`,
          side === 'above'
            ? gte(products.priceMinor, ofListing(id, 'price_minor'))
            : lt(products.priceMinor, ofListing(id, 'price_minor')),
        ),
      )
      // Walks the (category, price) index from the listing's price outwards, both ways.
      .orderBy(
        side === 'above' ? asc(products.priceMinor) : desc(products.priceMinor),
        side === 'above' ? asc(products.id) : desc(products.id),
      )
      .limit(writtenLimit(SIMILAR_MAX));
  return [pageListing(db, id), near('above'), near('below')] as const;
}

/** The seller's listings, counted beside the listing: the table again, under a name of its own. */
const SELLERS_LISTINGS = 'sellers_listings';
const sellersListings = alias(products, SELLERS_LISTINGS);

/**
 * The listing as the lists show it, with what its page adds in the same row: its photos, and about
 * its seller since when a member and how many listings live. Each statement of a batch has a cost
 * of its own, in D1 and in its binding: in issue 63's profile, the binding's JavaScript was a third
 * of the page's time when it read six.
 */
const pageListing = (db: Db, id: SQLWrapper) =>
  db
    .select({
      ...listingColumns,
      sellerSince: renamed(users.createdAt, 'seller_created_at'),
      categoryNameBn: renamed(categories.nameBn, 'category_name_bn'),
      // Its photos after the cover, in their order, as one JSON array.
      photos: sql<
        string[]
      >`(SELECT json_group_array(${productPhotos.img} ORDER BY ${productPhotos.position}) FROM ${productPhotos} WHERE ${productPhotos.productId} = ${products.id})`
        .mapWith((text: string) => JSON.parse(text) as string[])
        .as('listing_photos'),
      sellerListed:
        sql<number>`(SELECT count(*) FROM ${products} AS ${sql.identifier(SELLERS_LISTINGS)} WHERE ${sellersListings.sellerId} = ${products.sellerId} AND ${listedWhere(sellersListings)})`
          .mapWith(Number)
          .as('seller_listed'),
    })
    .from(products)
    // As the lists join them (listings/listing-queries.ts joinedListings).
    .innerJoin(users, eq(users.id, products.sellerId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), isNull(products.removedAt)));

let rendered: ReturnType<typeof renderPage> | undefined;
const renderPage = () => {
  const [listing, above, below] = pageStatements(renderer);
  return [renderSelect(() => listing), renderSelect(() => above), renderSelect(() => below)] as const;
};

export async function listingPage(db: Db, archive: R2Bucket, id: string) {
  rendered ??= renderPage();
  const [[row], above, below] = await runSelects(db, rendered, { id });
  // A listing an admin holds back, or of a suspended seller, is not there for the public.
  if (!row || !isAllowed(row.product)) throw new Refusal('product-not-found');
  let photos = row.photos;
  if (row.product.archivedAt) {
    const record = await archivedRecord(archive, row.product);
    const { about, phone, location } = record.product;
    row.product = { ...row.product, about, phone, location };
    photos = record.photos.map(({ img }) => img);
  }
  const price = row.product.priceMinor;
  const similar = [...above, ...below]
    .sort((a, b) => Math.abs(a.product.priceMinor - price) - Math.abs(b.product.priceMinor - price))
    .slice(0, SIMILAR_MAX);
  return {
    ...toApiListing(row),
    /**
     * Its category's Bangla name, where it has one, for the Worker's page of it: a Bangla page's
     * structured data names the category so. (The SPA names categories from their own list.)
     */
    categoryNameBn: row.categoryNameBn,
    photos,
    seller: {
      id: row.product.sellerId,
      name: row.sellerName,
      verified: row.verifySeller,
      memberSince: row.sellerSince.toISOString(),
      rating: ratingOf({ ratingCount: row.sellerRatingCount, ratingSum: row.sellerRatingSum }),
      activeListings: row.sellerListed,
    },
    similar: similar.map((item) => toApiListing(item)),
  };
}

export type ListingPage = Awaited<ReturnType<typeof listingPage>>;
