/** Changing products: every field the client must not choose is set here, never taken from it. */
import { and, eq, isNull, lte, not, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../db/client';
import {
  bookings,
  conversations,
  inspections,
  productPhotos,
  products,
  users,
  wishlistItems,
  type Product,
} from '../db/schema';
import { toMinor } from '../../shared/money';
import { noteRelease } from '../images';
import { searchTerms } from './search-terms';
import { TONLESS_TYPE } from '../../shared/unit-specs';
import { districtInText, districtOf } from '../../shared/places';
import type { ListingInput } from '../../shared/schemas/listings';

/** A product that was not removed, as a query that can join a batch. */
export const listingById = (db: Db, id: string) =>
  db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.removedAt)));

/** A product, removed or not (a write that says why it refuses a removed one), as a query that can join a batch. */
export const anyListingById = (db: Db, id: string) => db.select().from(products).where(eq(products.id, id));

export async function findListing(db: Db, id: string) {
  return (await listingById(db, id).get()) ?? null;
}

/**
 * Where a listing is: the district the seller picked, else the one its location names. An edit
 * that changes neither leaves it; one that changes only the location follows the new text when it
 * names a district.
 */
function placeOf(input: Partial<ListingInput>) {
  const district = input.district ?? (input.location !== undefined ? districtInText(input.location) : null);
  return district ? { district, division: districtOf(district)!.division } : {};
}

/** The specifications sent (null clears one); an air cooler's capacity goes with the type. */
function specsOf(input: Partial<ListingInput>) {
  return {
    ...(input.brand !== undefined && { brand: input.brand }),
    ...(input.type !== undefined && { acType: input.type }),
    ...(input.tons !== undefined && { tons: input.tons }),
    ...(input.type === TONLESS_TYPE && { tons: null }),
    ...(input.inverter !== undefined && { inverter: input.inverter }),
    ...(input.warrantyMonths !== undefined && { warrantyMonths: input.warrantyMonths }),
  };
}

function columnsOf(input: Partial<ListingInput>) {
  return {
    ...placeOf(input),
    ...(input.name !== undefined && { name: input.name }),
    ...(input.about !== undefined && { about: input.about }),
    ...(input.price !== undefined && { priceMinor: toMinor(input.price) }),
    ...(input.originalPrice !== undefined && { originalPriceMinor: toMinor(input.originalPrice) }),
    ...(input.purchaseYear !== undefined && { purchaseYear: input.purchaseYear }),
    ...(input.condition !== undefined && { condition: input.condition }),
    ...(input.location !== undefined && { location: input.location }),
    ...(input.phone !== undefined && { phone: input.phone }),
    ...(input.categoryId !== undefined && { categoryId: input.categoryId }),
    ...(input.negotiable !== undefined && { negotiable: input.negotiable }),
    ...specsOf(input),
  };
}

/** A new listing's location: the area the seller wrote, else its district's name (API clients read one). */
const locationOf = (input: ListingInput) => input.location ?? districtOf(input.district!)!.en;

const DAY_MS = 86_400_000;

/**
 * What its seller saying "still available" writes (publishing or renewing a listing): confirmed now,
 * listed for `listingDays` more days, and back on the lists if it had expired.
 */
export const confirmedNow = (now: Date, listingDays: number) => ({
  confirmedAt: now,
  expiresAt: new Date(now.getTime() + listingDays * DAY_MS),
  expiredAt: null,
});

/** When a promotion bought or renewed now ends. */
export const promotedUntil = (now: Date, promotionDays: number) => new Date(now.getTime() + promotionDays * DAY_MS);

/** A new listing: its id, seller, what they sent and its cover picture. */
export interface NewListing {
  id: string;
  sellerId: string;
  input: ListingInput;
  image: { url: string; key: string };
}

/** How a new listing starts: whether it waits for an admin's review, and how long it stays listed from `now`. */
export interface ListingStart {
  awaitsReview: boolean;
  listingDays: number;
  now: Date;
}

/** A new listing of this seller (unsold, not advertised, dated now), as a statement that can join a batch. */
export function listingInsert(
  db: Db,
  { id, sellerId, input, image }: NewListing,
  { awaitsReview, listingDays, now }: ListingStart,
) {
  return db.insert(products).values({
    id,
    sellerId,
    ...confirmedNow(now, listingDays),
    // With LISTING_REVIEW on, a new listing is out of the lists until an admin approves it.
    ...(awaitsReview && { moderation: 'pending' as const }),
    // Read in the insert itself, so a suspension that lands meanwhile still covers the listing.
    sellerSuspended: sql`(SELECT ${users.suspendedAt} IS NOT NULL FROM ${users} WHERE ${users.id} = ${sellerId})`,
    name: input.name,
    about: input.about,
    priceMinor: toMinor(input.price),
    originalPriceMinor: toMinor(input.originalPrice),
    purchaseYear: input.purchaseYear,
    condition: input.condition,
    location: locationOf(input),
    ...placeOf(input),
    phone: input.phone,
    categoryId: input.categoryId,
    negotiable: input.negotiable,
    ...specsOf(input),
    img: image.url,
    imageKey: image.key,
    searchTerms: searchTerms({ ...input, location: locationOf(input) }),
  });
}

/** A listing's photos after its cover, in order, as a query that can join a batch. */
export const photosOf = (db: Db, productId: string | SQLWrapper) =>
  db
    .select({ img: productPhotos.img })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(productPhotos.position);

/**
 * The statement that gives a new listing its photos after its cover, for the batch of its insert.
 * Photos no longer shown are left to the daily sweep of unused uploads (image-uploads.ts).
 */
export function photoWrites(db: Db, productId: string, photos: { url: string; key: string }[]) {
  return photos.length > 0
    ? [
        db
          .insert(productPhotos)
          .values(photos.map((photo, i) => ({ productId, position: i + 1, img: photo.url, imageKey: photo.key }))),
      ]
    : [];
}

/** No buyer holds the product now: the write itself checks, so a hold taken meanwhile wins. */
const notHeld = (now = new Date()) => or(isNull(products.holdUntil), lte(products.holdUntil, now));

/**
 * The listing an edit read may still take it: unsold, listed, and for a new price not held. Each of
 * the edit's statements checks it, so a sale, a removal or a hold in between stops all of them.
 */
function stillEditable(product: Product, now: Date) {
  // Held: a buyer is paying for the listing as they saw it, so none of it changes (decision 023).
  return and(eq(products.id, product.id), eq(products.paid, false), isNull(products.removedAt), notHeld(now));
}

/**
 * Statements that make these an edited listing's photos after its cover, for the batch of its
 * `productUpdate`: written only where that is (the same check), so a refused edit leaves its photos.
 * Photos no longer shown are left to the daily sweep of unused uploads (image-uploads.ts).
 */
export function photoReplacement(
  db: Db,
  product: Product,
  input: Partial<ListingInput>,
  photos: { url: string; key: string }[],
  now: Date,
) {
  const editable = sql`EXISTS (SELECT 1 FROM ${products} WHERE ${stillEditable(product, now)})`;
  const rows = photos.map((photo, i) => sql`(${i + 1}, ${photo.url}, ${photo.key})`);
  return [
    db.delete(productPhotos).where(and(eq(productPhotos.productId, product.id), editable)),
    ...(rows.length > 0
      ? [
          db
            .insert(productPhotos)
            .select(
              sql`SELECT ${product.id}, v.column1, v.column2, v.column3 FROM (VALUES ${sql.join(rows, sql`, `)}) AS v WHERE ${editable}`,
            ),
        ]
      : []),
  ];
}

/** The columns that describe the unit itself: changing any of them ends its inspection report (issue 62). */
const specColumns = ['brand', 'acType', 'tons', 'inverter', 'warrantyMonths', 'purchaseYear', 'condition'] as const;

/** Whether an edit changes what the unit is, so a report of it no longer describes it. */
function changesSpecs(product: Product, changes: Partial<Record<(typeof specColumns)[number], unknown>>) {
  return specColumns.some((column) => changes[column] !== undefined && changes[column] !== product[column]);
}

/**
 * The statements that end the listing's inspection report when an edit changes its specifications,
 * for the batch after `productUpdate` (written only if that wrote: SQLite's `changes()`).
 */
export function reportEnding(db: Db, product: Product, input: Partial<ListingInput>, now = new Date()) {
  if (!changesSpecs(product, columnsOf(input))) return [];
  return [
    db
      .update(inspections)
      .set({ endsAt: now })
      .where(
        and(
          eq(inspections.productId, product.id),
          eq(inspections.state, 'done'),
          sql`${inspections.endsAt} > ${now.getTime()}`,
          sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.id} = ${product.id} AND ${products.updatedAt} = ${now.getTime()})`,
        ),
      ),
  ];
}

/**
 * Changes a listing, as a statement that can join a batch. It is written only while the listing is
 * unsold and listed, and a new price only while no buyer holds it: it answers no row when a sale,
 * a removal or a hold stopped it.
 */
export function productUpdate(
  db: Db,
  product: Product,
  input: Partial<ListingInput>,
  image?: { url: string; key: string },
  now = new Date(),
) {
  // A location that only named the old district (no area was given) moves with the district.
  const movedDistrict =
    input.district !== undefined &&
    input.location === undefined &&
    product.district !== null &&
    product.location === districtOf(product.district)?.en;
  const changes = { ...columnsOf(input), ...(movedDistrict && { location: districtOf(input.district!)!.en }) };
  const text = input.name !== undefined || input.about !== undefined || changes.location !== undefined;
  // A report describes the unit as it was inspected: new specifications take the badge down.
  const uninspected = changesSpecs(product, changes);
  return db
    .update(products)
    .set({
      ...changes,
      ...(image && { img: image.url, imageKey: image.key }),
      ...(text && { searchTerms: searchTerms({ ...product, ...changes }) }),
      // A rejected listing that its seller changed waits for review again; an approved one does not.
      ...(product.moderation === 'rejected' && { moderation: 'pending' as const, moderationReason: null }),
      ...(uninspected && { inspected: false, inspectionId: null, inspectedAt: null }),
      updatedAt: now,
    })
    .where(stillEditable(product, now))
    .returning({ id: products.id });
}

/**
 * Sold outside Thanda: final, and it leaves every public list. Null when it did not sell: a buyer's
 * hold stopped it, or the listing was sold or removed since it was read.
 * `also` joins the write's batch after it (an admin's audit entry, written only if it sold).
 */
export async function markSold(db: Db, product: Product, also: readonly BatchItem<'sqlite'>[] = []) {
  if (product.paid) return { matchedCount: 1, modifiedCount: 0 };
  const [sold] = await db.batch([
    db
      .update(products)
      .set({ paid: true, soldAt: new Date(), advertise: false })
      // Unsold and not removed now, not only when the request read it: of two calls at once, one sells.
      .where(and(eq(products.id, product.id), eq(products.paid, false), isNull(products.removedAt), notHeld()))
      .returning({ id: products.id }),
    ...also,
  ]);
  return sold.length > 0 ? { matchedCount: 1, modifiedCount: 1 } : null;
}

/**
 * Promotes a listing until `until`: bought, renewed while it runs, or bought again after it ended,
 * it runs from now. Written only while the listing is unsold, not removed and not expired: false
 * when a sale, a removal or its expiry came since the request read it.
 */
export async function advertiseProduct(db: Db, product: Product, until: Date) {
  const written = await db
    .update(products)
    .set({ advertise: true, advertisedUntil: until })
    .where(
      and(
        eq(products.id, product.id),
        eq(products.paid, false),
        isNull(products.removedAt),
        isNull(products.expiredAt),
      ),
    )
    .returning({ id: products.id });
  return written.length > 0;
}

/**
 * Its seller says the listing is still available, as a statement that can join a batch: confirmed
 * now, listed `listingDays` more, back on the lists if it had expired. Written only while it is
 * unsold and not removed: it answers no row when a sale or a removal came first.
 */
export function renewal(db: Db, productId: string, { listingDays, now }: Omit<ListingStart, 'awaitsReview'>) {
  return db
    .update(products)
    .set(confirmedNow(now, listingDays))
    .where(and(eq(products.id, productId), eq(products.paid, false), isNull(products.removedAt)))
    .returning({ id: products.id });
}

/**
 * Deletes a listing and its wish-list entries, and releases its picture (`noteRelease`), in one
 * round trip. A product someone booked or wrote about stays in the database, removed from every
 * list (and its hold released), so their booking or conversation keeps its record and picture;
 * otherwise the row goes. `onlyUnsoldAndFree` (a seller's own delete) has each statement check that
 * no sale or hold came since the request read the listing: then nothing is written, and `deleted`
 * is false. Answers that and the notes of the picture left (none: its bytes may go).
 */
export async function deleteListing(
  db: Db,
  product: Product,
  { onlyUnsoldAndFree = false, also = [] }: { onlyUnsoldAndFree?: boolean; also?: readonly BatchItem<'sqlite'>[] } = {},
) {
  const kept = sql`(EXISTS (SELECT 1 FROM ${bookings} WHERE ${bookings.productId} = ${product.id})
    OR EXISTS (SELECT 1 FROM ${conversations} WHERE ${conversations.productId} = ${product.id}))`;
  const free = onlyUnsoldAndFree
    ? sql`EXISTS (SELECT 1 FROM ${products} WHERE ${and(eq(products.id, product.id), eq(products.paid, false), notHeld())})`
    : undefined;
  // Whether anything refers to it decides in SQL which of the two writes happens.
  const [, removed, , deleted, , notesLeft] = await db.batch([
    // A buyer's paid item stays: it is their record of the purchase (an admin may delete a sold listing).
    db.delete(wishlistItems).where(and(eq(wishlistItems.productId, product.id), eq(wishlistItems.paid, false), free)),
    db
      .update(products)
      .set({ removedAt: new Date(), advertise: false, holdBookingId: null, holdUntil: null })
      .where(and(eq(products.id, product.id), kept, free))
      .returning({ id: products.id }),
    // A deleted listing's other photos are left to the daily sweep of unused uploads.
    db.delete(productPhotos).where(and(eq(productPhotos.productId, product.id), not(kept), free)),
    db
      .delete(products)
      .where(and(eq(products.id, product.id), not(kept), free))
      .returning({ id: products.id }),
    // Releases the note only where no listing shows the picture: a listing left standing keeps it.
    ...noteRelease(db, product.imageKey ?? '', product.sellerId),
    ...also,
  ]);
  return { deleted: removed.length + deleted.length > 0, notesLeft };
}
