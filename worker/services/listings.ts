/**
 * A listing's life as its seller (and an admin) changes it: publish, edit, mark sold, remove,
 * advertise. Each answers what the API returns or throws a Refusal; the rules of images, holds and
 * categories live here, the writes in products.ts.
 */
import type { Db } from '../db/client';
import type { Product } from '../db/schema';
import { toMinor } from '../lib/money';
import { Refusal } from '../lib/refusal';
import type { ProductInput } from '../schemas/products';
import { releaseImage, shownByOthers, uploadedBy } from './image-uploads';
import { imageKeyFromUrl, imagePath } from './images';
import type { PaymentGateway } from './payments/gateway';
import { isHeld, releaseHolds } from './payments/fulfilment';
import { apiProductById, findApiProduct, listSellerProducts, toApiProduct } from './product-queries';
import {
  advertiseProduct,
  categoryExists,
  createProduct,
  deleteProduct,
  findProduct,
  markSold,
  productUpdate,
} from './products';
import type { CurrentUser } from './users';

/** An image URL of ours that this seller uploaded and nobody else's listing or category shows. */
async function sellersOwnImage(db: Db, bucket: R2Bucket, url: string, sellerId: string) {
  const key = imageKeyFromUrl(url);
  if (!key || !(await uploadedBy(db, bucket, key, sellerId))) throw new Refusal('image-not-uploaded');
  if (await shownByOthers(db, key, sellerId)) throw new Refusal('image-not-yours');
  return { key, url: imagePath(key) };
}

async function checkCategory(db: Db, categoryId: string) {
  if (!(await categoryExists(db, categoryId))) throw new Refusal('category-unknown');
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
  await checkCategory(db, input.categoryId);
  const image = await sellersOwnImage(db, bucket, input.img, sellerId);
  const id = await createProduct(db, sellerId, input, image);
  return { acknowledged: true, insertedId: id, product: await findApiProduct(db, id) };
}

export async function editListing(db: Db, bucket: R2Bucket, product: Product, input: Partial<ProductInput>) {
  if (product.paid) throw new Refusal('listing-sold');
  if (input.price !== undefined && toMinor(input.price) !== product.priceMinor) {
    refuseWhileHeld(product, 'change its price');
  }
  if (input.categoryId) await checkCategory(db, input.categoryId);
  const image =
    input.img && imageKeyFromUrl(input.img) !== product.imageKey
      ? await sellersOwnImage(db, bucket, input.img, product.sellerId)
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
  const { rowDeleted } = await deleteProduct(db, product);
  if (rowDeleted) await releaseImage(db, bucket, product.imageKey, product.sellerId);
  return { acknowledged: true, deletedCount: 1 };
}

export async function advertiseListing(db: Db, product: Product) {
  if (product.paid) throw new Refusal('listing-sold-not-advertisable');
  return { acknowledged: true, ...(await advertiseProduct(db, product)) };
}
