/**
 * A listing's life as its seller (and an admin) changes it: publish, edit, mark sold, remove,
 * advertise (renewing it is listing-freshness.ts's). Each answers what the API returns or throws a
 * Refusal; the rules of images, holds and categories live here, the writes in listing-writes.ts.
 */
import { eq } from 'drizzle-orm';
import type { BatchResponse } from 'drizzle-orm/batch';
import type { Db } from '../db/client';
import { TONLESS_TYPE } from '../../shared/unit-specs';
import { categories, productPhotos, type Product } from '../db/schema';
import { Refusal } from '../lib/refusal';
import type { ListingInput } from '../../shared/schemas/listings';
import { imageFreed, pictureChecks, releaseImage } from '../images';
import { imageExists, imageKeyFromUrl, imagePath } from '../images';
import type { PaymentGateway } from '../payments';
import { isHeld } from '../db/states';
import { releaseHolds } from '../payments';
import { apiListingById, listSellerListings, toApiListing, type ProductRow } from './listing-queries';
import {
  advertiseProduct,
  deleteListing,
  findListing,
  markSold,
  photosOf,
  photoReplacement,
  photoWrites,
  listingInsert,
  productUpdate,
  promotedUntil,
  reportEnding,
  type ListingStart,
} from './listing-writes';
import { adminDeletionOfListing } from '../trust';
import { auditOfChange } from '../accounts';
import type { CurrentUser } from '../accounts';

type Picture = { key: string; url: string };

type Wanted = { categoryId?: string; img?: string; photos?: string[] };
/** On an edit: the listing, whose cover or photos stay when not sent. */
type Current = { id: string; cover: string | null };

/**
 * The category and the pictures a listing is to show, checked in one round trip: the category
 * exists; each picture is this seller's upload, its bytes are stored, and no other seller's
 * listing and no category shows it; none is shown twice. Answers the cover and the other photos
 * when they were given.
 */
async function checkListing(db: Db, bucket: R2Bucket, sellerId: string, wanted: Wanted, current?: Current) {
  return checkedListing(bucket, wanted, await db.batch(listingChecks(db, sellerId, wanted, current)), current);
}

/** The reads of `checkListing`, as queries for one batch (the publish route sends them with the caller's row). */
export function listingChecks(db: Db, sellerId: string, wanted: Wanted, current?: Current) {
  const keys = picturesOf(wanted).map((url) => imageKeyFromUrl(url));
  return [
    db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, wanted.categoryId ?? '')),
    db
      .select({ key: productPhotos.imageKey })
      .from(productPhotos)
      .where(eq(productPhotos.productId, current?.id ?? '')),
    ...keys.flatMap((key) => pictureChecks(db, key ?? '', sellerId)),
  ] as const;
}

/** What the reads of `listingChecks` answer. */
export type ListingChecks = BatchResponse<ReturnType<typeof listingChecks>>;

const picturesOf = (wanted: Wanted) => [...(wanted.img === undefined ? [] : [wanted.img]), ...(wanted.photos ?? [])];

/** `checkListing` from the answers of its `listingChecks`. */
async function checkedListing(bucket: R2Bucket, wanted: Wanted, answers: ListingChecks, current?: Current) {
  const [category, kept, ...checks] = answers;
  const coverCount = wanted.img === undefined ? 0 : 1;
  const keys = picturesOf(wanted).map((url) => imageKeyFromUrl(url));
  if (wanted.categoryId !== undefined && category.length === 0) throw new Refusal('category-unknown');
  const stored = await Promise.all(keys.map((key) => (key ? imageExists(bucket, key) : false)));
  const pictures = keys.map((key, i): Picture => {
    const isCover = i < coverCount;
    const [upload, otherListing, categoryImage] = checks.slice(i * 3, i * 3 + 3);
    if (!key || !upload?.length || !stored[i]) throw new Refusal(isCover ? 'image-not-uploaded' : 'photo-not-uploaded');
    if (otherListing?.length || categoryImage?.length)
      throw new Refusal(isCover ? 'image-not-yours' : 'photo-not-yours');
    return { key, url: imagePath(key) };
  });
  const shown = [
    ...pictures.map((p) => p.key),
    ...(wanted.img === undefined && current?.cover ? [current.cover] : []),
    ...(wanted.photos === undefined ? kept.map((photo) => photo.key) : []),
  ];
  if (new Set(shown).size < shown.length) throw new Refusal('photo-twice');
  return {
    cover: wanted.img === undefined ? undefined : pictures[0],
    photos: wanted.photos === undefined ? undefined : pictures.slice(coverCount),
  };
}

/** While a buyer pays (15 minutes at most), the listing is frozen: all they saw, its sale and its presence. */
function refuseWhileHeld(product: Product, what: HeldChange) {
  if (!isHeld(product)) return;
  const minutes = Math.max(1, Math.ceil((product.holdUntil!.getTime() - Date.now()) / 60_000));
  throw new Refusal('listing-held', { params: { variant: what, minutes } });
}

/** What a seller tried while a buyer held the listing (shared/refusals/'s variants of 'listing-held'). */
type HeldChange = 'change' | 'sell' | 'delete';

/** A write that a change since the request read the listing stopped: a sale, or a hold taken meanwhile, explains it. */
async function refuseChangedNow(db: Db, productId: string, what: HeldChange): Promise<never> {
  const fresh = await findListing(db, productId);
  if (fresh?.paid) throw new Refusal('listing-sold');
  if (fresh) refuseWhileHeld(fresh, what);
  throw new Refusal('listing-changed');
}

/** All of a seller's listings, sold ones included: for the seller themself or an admin. */
export async function sellerListings(db: Db, sellerEmail: string, reader: CurrentUser) {
  if (reader.email !== sellerEmail && reader.role !== 'admin') throw new Refusal('not-your-products');
  return listSellerListings(db, sellerEmail);
}

/**
 * Publishes a listing, confirmed available now and listed for `listingDays`; `checks` are the
 * answers of its `listingChecks`, read with the seller's own row.
 */
export async function publishListing(
  db: Db,
  bucket: R2Bucket,
  { sellerId, input, checks }: { sellerId: string; input: ListingInput; checks: ListingChecks },
  start: Omit<ListingStart, 'now'>,
) {
  const { cover, photos = [] } = await checkedListing(bucket, input, checks);
  const id = crypto.randomUUID();
  // The inserts and the listing as the API shows it, in one round trip.
  const [row, photoRows] = lastTwo(
    await db.batch([
      listingInsert(db, { id, sellerId, input, image: cover! }, { ...start, now: new Date() }),
      ...photoWrites(db, id, photos),
      apiListingById(db, id),
      photosOf(db, id),
    ]),
  );
  return { acknowledged: true, insertedId: id, product: withPhotos(row, photoRows) };
}

/** A batch's last two answers: the listing as it now reads, and its photos. */
export function lastTwo(results: unknown[]) {
  return results.slice(-2) as [ProductRow[], { img: string }[]];
}

/** The listing as the API answers a write of it, from `apiListingById` and `photosOf`. */
export const withPhotos = ([row]: ProductRow[], photos: { img: string }[]) =>
  row ? { ...toApiListing(row), photos: photos.map((photo) => photo.img) } : null;

export async function editListing(db: Db, bucket: R2Bucket, product: Product, input: Partial<ListingInput>) {
  if (product.paid) throw new Refusal('listing-sold');
  // The schema sees only the edit; an air cooler's type may be the one already stored.
  const type = input.type === undefined ? product.acType : input.type;
  if (type === TONLESS_TYPE && input.tons != null) {
    throw new Refusal('cooler-has-no-tons');
  }
  const newImage = input.img !== undefined && imageKeyFromUrl(input.img) !== product.imageKey;
  const checked =
    input.categoryId !== undefined || newImage || input.photos !== undefined
      ? await checkListing(
          db,
          bucket,
          product.sellerId,
          {
            ...(input.categoryId !== undefined && { categoryId: input.categoryId }),
            ...(newImage && { img: input.img }),
            ...(input.photos !== undefined && { photos: input.photos }),
          },
          { id: product.id, cover: product.imageKey },
        )
      : undefined;
  // After the checks of what was sent: a bad picture is a 400 whether or not a buyer is paying.
  refuseWhileHeld(product, 'change');
  const image = checked?.cover;
  const now = new Date();
  // The writes and the listing as it now reads, in one round trip.
  const [updated, ...rest] = await db.batch([
    productUpdate(db, product, input, image, now),
    ...reportEnding(db, product, input, now),
    ...(checked?.photos ? photoReplacement(db, product, input, checked.photos, now) : []),
    apiListingById(db, product.id),
    photosOf(db, product.id),
  ]);
  if (updated.length === 0) await refuseChangedNow(db, product.id, 'change');
  // The replaced cover goes unless something else (this listing's photos, another listing, a
  // category) still shows it.
  if (image) await releaseImage(db, bucket, product.imageKey, product.sellerId);
  const [row, photoRows] = lastTwo(rest);
  return { acknowledged: true, matchedCount: 1, modifiedCount: 1, product: withPhotos(row, photoRows) };
}

/** Marks a listing sold, by its seller or an admin (whose action on someone's listing is audited). */
export async function markListingSold(db: Db, product: Product, caller: CurrentUser) {
  if (!product.paid) refuseWhileHeld(product, 'sell');
  const audited =
    caller.role === 'admin' && product.sellerId !== caller.id
      ? [
          auditOfChange(db, {
            adminId: caller.id,
            action: 'listing-marked-sold',
            targetType: 'listing',
            targetId: product.id,
          }),
        ]
      : [];
  const result = await markSold(db, product, audited);
  if (!result) {
    // Sold by another call since the request read it: marking it sold again changes nothing.
    const fresh = await findListing(db, product.id);
    if (fresh?.paid && !fresh.removedAt) return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
    return refuseChangedNow(db, product.id, 'sell');
  }
  return { acknowledged: true, ...result };
}

/**
 * A seller waits for a paying buyer, and keeps a sold listing (sold is final: their list shows it as
 * sold, the buyer's orders and wish list lead to it); an admin's removal ends the hold and cancels
 * the payment (a lapsed hold's too: the Cron Trigger may not have reached it yet).
 */
export async function removeListing(
  db: Db,
  bucket: R2Bucket,
  gateway: () => PaymentGateway,
  product: Product,
  caller: CurrentUser,
) {
  const byAdmin = caller.role === 'admin';
  if (!byAdmin) {
    if (product.paid) throw new Refusal('listing-sold');
    refuseWhileHeld(product, 'delete');
  } else if (product.holdBookingId) await releaseHolds(db, gateway(), [product]);
  // An admin deleting someone's listing closes its reports and writes the audit log in the same batch.
  const moderated = byAdmin && product.sellerId !== caller.id ? adminDeletionOfListing(db, caller, product.id) : [];
  const { deleted, notesLeft } = await deleteListing(db, product, { onlyUnsoldAndFree: !byAdmin, also: moderated });
  if (!deleted) await refuseChangedNow(db, product.id, 'delete');
  if (product.imageKey) await imageFreed(bucket, product.imageKey, notesLeft);
  return { acknowledged: true, deletedCount: 1 };
}

/**
 * Advertises a listing for `promotionDays` from now (the home page's carousel), or renews its
 * promotion from now. An expired listing is refused: its seller renews it first, as the carousel shows only listed ones.
 */
export async function advertiseListing(db: Db, product: Product, promotionDays: number) {
  if (product.paid) throw new Refusal('listing-sold-not-advertisable');
  if (product.expiredAt) throw new Refusal('listing-expired-not-advertisable');
  if (!(await advertiseProduct(db, product, promotedUntil(new Date(), promotionDays)))) {
    // A sale, a removal or its expiry came since the request read it.
    const fresh = await findListing(db, product.id);
    if (fresh?.paid) throw new Refusal('listing-sold-not-advertisable');
    if (fresh?.expiredAt) throw new Refusal('listing-expired-not-advertisable');
    throw new Refusal('listing-changed');
  }
  return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
}
