/**
 * A listing's life as its seller (and an admin) changes it: publish, edit, mark sold, remove,
 * advertise. Each answers what the API returns or throws a Refusal; the rules of images, holds and
 * categories live here, the writes in products.ts.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { TONLESS_TYPE } from '../domain';
import { categories, type Product } from '../db/schema';
import { toMinor } from '../lib/money';
import { Refusal } from '../lib/refusal';
import type { ProductInput } from '../schemas/products';
import { imageFreed, pictureChecks, releaseImage } from './image-uploads';
import { imageExists, imageKeyFromUrl, imagePath } from './images';
import type { PaymentGateway } from './payments/gateway';
import { isHeld, releaseHolds } from './payments/fulfilment';
import { apiProductById, listSellerProducts, toApiProduct } from './product-queries';
import { advertiseProduct, deleteProduct, findProduct, markSold, productInsert, productUpdate } from './products';
import type { CurrentUser } from './users';

/**
 * The category and the picture a listing is to show, checked in one round trip: the category
 * exists; the picture is this seller's upload, its bytes are stored, and no other seller's listing
 * and no category shows it. Answers the picture when one was given.
 */
async function checkListing(db: Db, bucket: R2Bucket, sellerId: string, wanted: { categoryId?: string; img?: string }) {
  const key = wanted.img === undefined ? null : imageKeyFromUrl(wanted.img);
  const [category, upload, otherListing, categoryImage] = await db.batch([
    db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, wanted.categoryId ?? '')),
    ...pictureChecks(db, key ?? '', sellerId),
  ]);
  if (wanted.categoryId !== undefined && category.length === 0) throw new Refusal('category-unknown');
  if (wanted.img === undefined) return undefined;
  if (!key || upload.length === 0 || !(await imageExists(bucket, key))) throw new Refusal('image-not-uploaded');
  if (otherListing.length > 0 || categoryImage.length > 0) throw new Refusal('image-not-yours');
  return { key, url: imagePath(key) };
}

/** While a buyer pays (15 minutes at most), the listing's price, sale and presence are frozen. */
function refuseWhileHeld(product: Product, what: string) {
  if (!isHeld(product)) return;
  const minutes = Math.max(1, Math.ceil((product.holdUntil!.getTime() - Date.now()) / 60_000));
  throw new Refusal(
    'listing-held',
    `A buyer is paying for this product right now, so you cannot ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/** A write the hold stopped: the hold taken meanwhile explains it. */
async function refuseHeldNow(db: Db, productId: string, what: string): Promise<never> {
  const fresh = await findProduct(db, productId);
  if (fresh) refuseWhileHeld(fresh, what);
  throw new Refusal('listing-changed');
}

/** All of a seller's listings, sold ones included: for the seller themself or an admin. */
export async function sellerListings(db: Db, sellerEmail: string, reader: CurrentUser) {
  if (reader.email !== sellerEmail && reader.role !== 'admin') throw new Refusal('not-your-products');
  return listSellerProducts(db, sellerEmail);
}

export async function publishListing(db: Db, bucket: R2Bucket, sellerId: string, input: ProductInput) {
  const image = (await checkListing(db, bucket, sellerId, input))!;
  const id = crypto.randomUUID();
  // The insert and the listing as the API shows it, in one round trip.
  const [, [row]] = await db.batch([productInsert(db, id, sellerId, input, image), apiProductById(db, id)]);
  return { acknowledged: true, insertedId: id, product: row ? toApiProduct(row) : null };
}

export async function editListing(db: Db, bucket: R2Bucket, product: Product, input: Partial<ProductInput>) {
  if (product.paid) throw new Refusal('listing-sold');
  // The schema sees only the edit; an air cooler's type may be the one already stored.
  const type = input.type === undefined ? product.acType : input.type;
  if (type === TONLESS_TYPE && input.tons != null) {
    throw new Refusal('cooler-has-no-tons');
  }
  if (input.price !== undefined && toMinor(input.price) !== product.priceMinor) {
    refuseWhileHeld(product, 'change its price');
  }
  const newImage = input.img !== undefined && imageKeyFromUrl(input.img) !== product.imageKey;
  const image =
    input.categoryId !== undefined || newImage
      ? await checkListing(db, bucket, product.sellerId, {
          ...(input.categoryId !== undefined && { categoryId: input.categoryId }),
          ...(newImage && { img: input.img }),
        })
      : undefined;
  // The write and the listing as it now reads, in one round trip.
  const [updated, [row]] = await db.batch([productUpdate(db, product, input, image), apiProductById(db, product.id)]);
  if (updated.length === 0) await refuseHeldNow(db, product.id, 'change its price');
  // The replaced image goes unless something else (another listing, a category) still shows it.
  if (image) await releaseImage(db, bucket, product.imageKey, product.sellerId);
  return { acknowledged: true, matchedCount: 1, modifiedCount: 1, product: row ? toApiProduct(row) : null };
}

export async function markListingSold(db: Db, product: Product) {
  if (!product.paid) refuseWhileHeld(product, 'mark it sold');
  const result = await markSold(db, product);
  if (!result) return refuseHeldNow(db, product.id, 'mark it sold');
  return { acknowledged: true, ...result };
}

/**
 * A seller waits for a paying buyer; an admin's removal ends the hold and cancels the payment (a
 * lapsed hold's too: the Cron Trigger may not have reached it yet).
 */
export async function removeListing(
  db: Db,
  bucket: R2Bucket,
  gateway: () => PaymentGateway,
  product: Product,
  byAdmin: boolean,
) {
  if (!byAdmin) refuseWhileHeld(product, 'delete it');
  else if (product.holdBookingId) await releaseHolds(db, gateway(), [product]);
  const { notesLeft } = await deleteProduct(db, product);
  if (product.imageKey) await imageFreed(bucket, product.imageKey, notesLeft);
  return { acknowledged: true, deletedCount: 1 };
}

export async function advertiseListing(db: Db, product: Product) {
  if (product.paid) throw new Refusal('listing-sold-not-advertisable');
  return { acknowledged: true, ...(await advertiseProduct(db, product)) };
}
