import { allowedWhere, isAllowed } from '../db/listed';
import { and, desc, eq, exists, isNull, ne } from 'drizzle-orm';
import { renamed } from '../db/batch-columns';
import { bound, insertedRow } from '../db/inserted-row';
import type { Db } from '../db/client';
import { categories, products, wishlistItems } from '../db/schema';
import { fromMinor } from '../../shared/money';
import { Refusal } from '../lib/refusal';
import { yearsUsed } from './listing-queries';
import { listingById } from './listing-writes';
import { activeUser, readAsCaller, type Caller } from '../accounts';
import { activeUserById, userById } from '../accounts';

/**
 * Adds a listed, unsold product to an active buyer's wish list, once, never their own; answers the item's id. One round
 * trip: the caller's row, the insert (which checks the product and the account itself), and the
 * product read that says why nothing was written.
 */
export async function addWish(db: Db, buyerId: string, admins: Set<string>, productId: string) {
  const id = crypto.randomUUID();
  const [[buyer], inserted, [product]] = await db.batch([
    userById(db, buyerId),
    db
      .insert(wishlistItems)
      .select(
        db
          .select(insertedRow(wishlistItems, { id: bound(id), buyerId: bound(buyerId), productId: products.id }))
          .from(products)
          .where(
            and(
              eq(products.id, productId),
              isNull(products.removedAt),
              eq(products.paid, false),
              // Not an archived (long-lapsed) listing: it can only be viewed now (decision 037).
              isNull(products.archivedAt),
              allowedWhere(products),
              ne(products.sellerId, buyerId),
              exists(activeUserById(db, buyerId)),
            ),
          ),
      )
      .onConflictDoNothing({ target: [wishlistItems.buyerId, wishlistItems.productId] })
      .returning({ id: wishlistItems.id }),
    listingById(db, productId),
  ]);
  activeUser(buyer, admins);
  if (inserted[0]) return id;
  if (!product || !isAllowed(product)) throw new Refusal('product-not-found');
  if (product.sellerId === buyerId) throw new Refusal('own-product-wished');
  if (product.archivedAt) throw new Refusal('listing-archived');
  throw new Refusal(product.paid ? 'product-sold' : 'already-wished');
}

/** The buyer's wish list, newest first: a query that can join a batch, its rows read through `toApiWishes`. */
export const buyerWishes = (db: Db, buyerId: string) =>
  db
    // Renamed: an item shares column names with its product, and these rows are read in a batch.
    .select({
      item: wishlistItems,
      product: {
        name: renamed(products.name, 'product_name'),
        priceMinor: renamed(products.priceMinor, 'product_price_minor'),
        purchaseYear: renamed(products.purchaseYear, 'product_purchase_year'),
        img: renamed(products.img, 'product_img'),
        categoryId: renamed(products.categoryId, 'product_category_id'),
        paid: renamed(products.paid, 'product_paid'),
      },
      categoryName: renamed(categories.name, 'category_name'),
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(wishlistItems.buyerId, buyerId))
    .orderBy(desc(wishlistItems.createdAt));

/** The wish list in docs/product.md's shape; `paid` once they bought it, `sold` once anyone did. */
export function toApiWishes(rows: Awaited<ReturnType<typeof buyerWishes>>) {
  return rows.map(({ item, product, categoryName }) => ({
    _id: item.id,
    productId: item.productId,
    productName: product.name,
    price: fromMinor(product.priceMinor),
    used: yearsUsed(product.purchaseYear),
    img: product.img,
    categoryId: product.categoryId,
    categoryName,
    wishList: true,
    paid: item.paid,
    sold: product.paid,
    date: item.createdAt.toISOString(),
  }));
}

/** Removes one of the buyer's own wish-list items; answers how many went (always 1). */
export async function removeWish(db: Db, buyerId: string, id: string) {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.buyerId, buyerId)))
    .returning({ id: wishlistItems.id });
  if (removed.length === 0) throw new Refusal('wish-not-found');
  return removed.length;
}

/** The buyer's own wish list; `email`, where the original client names it, must be theirs. */
export async function myWishes(db: Db, caller: Caller, email: string | undefined) {
  const { user, rows } = await readAsCaller(db, caller, {}, [buyerWishes(db, caller.id)]);
  if (email && email !== user.email) throw new Refusal('not-your-list', { params: { variant: 'wishlist' } });
  return toApiWishes(rows[0]);
}
