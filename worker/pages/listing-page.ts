/**
 * A listing's own page (listing pages and share previews): the product, its seller's panel and
 * similar listings, read in one round trip. Sold listings stay readable (they say so); removed ones
 * are not found. An archived one's description, contact, place and photos are read from its record
 * in the archive (listings/listing-archive.ts), one range of one R2 object.
 */
import { and, asc, count, desc, eq, gte, lt, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { renderer, renderSelect, runSelects } from '../db/rendered-select';
import { isAllowed, listedWhere } from '../db/listed';
import { products, users } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { apiListingById, archivedRecord, joinedListings, toApiListing } from '../listings';
import { photosOf } from '../listings';
import { ratingOf } from '../trust';

/** Similar listings shown under a listing: the same category and capacity, nearest in price. */
export const SIMILAR_MAX = 4;

const listedOther = (id: SQLWrapper) => and(listedWhere(products), ne(products.id, id));
const ofListing = (id: SQLWrapper, column: 'category_id' | 'price_minor' | 'seller_id' | 'tons') =>
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
      .limit(SIMILAR_MAX);
  return [
    apiListingById(db, id),
    photosOf(db, id),
    db
      .select({
        name: users.name,
        verified: users.verified,
        memberSince: users.createdAt,
        ratingCount: users.ratingCount,
        ratingSum: users.ratingSum,
      })
      .from(users)
      .where(eq(users.id, ofListing(id, 'seller_id'))),
    db
      .select({ count: count() })
      .from(products)
      .where(and(eq(products.sellerId, ofListing(id, 'seller_id')), listedWhere(products))),
    near('above'),
    near('below'),
  ] as const;
}

let rendered: ReturnType<typeof renderPage> | undefined;
const renderPage = () => {
  const [listing, photos, seller, active, above, below] = pageStatements(renderer);
  return [
    renderSelect(() => listing),
    renderSelect(() => photos),
    renderSelect(() => seller),
    renderSelect(() => active),
    renderSelect(() => above),
    renderSelect(() => below),
  ] as const;
};

export async function listingPage(db: Db, archive: R2Bucket, id: string) {
  rendered ??= renderPage();
  const [[row], photos, [seller], [active], above, below] = await runSelects(db, rendered, { id });
  // A listing an admin holds back, or of a suspended seller, is not there for the public.
  if (!row || !seller || !isAllowed(row.product)) throw new Refusal('product-not-found');
  if (row.product.archivedAt) {
    const record = await archivedRecord(archive, row.product);
    const { about, phone, location } = record.product;
    row.product = { ...row.product, about, phone, location };
    photos.splice(0, photos.length, ...record.photos.map(({ img }) => ({ img })));
  }
  const price = row.product.priceMinor;
  const similar = [...above, ...below]
    .sort((a, b) => Math.abs(a.product.priceMinor - price) - Math.abs(b.product.priceMinor - price))
    .slice(0, SIMILAR_MAX);
  return {
    ...toApiListing(row),
    photos: photos.map((photo) => photo.img),
    seller: {
      id: row.product.sellerId,
      name: seller.name,
      verified: seller.verified,
      memberSince: seller.memberSince.toISOString(),
      rating: ratingOf(seller),
      activeListings: active?.count ?? 0,
    },
    similar: similar.map((item) => toApiListing(item)),
  };
}

export type ListingPage = Awaited<ReturnType<typeof listingPage>>;
