/**
 * What wish lists tell their owners (docs/decisions/028-notifications.md): a wished-for listing got
 * cheaper, or was sold to someone else. Read from the listing as it is now and keyed by it (the new
 * price, the sale), so telling twice tells once.
 */
import { and, eq } from 'drizzle-orm';
import type { Currency } from '../../shared/domain';
import { products, wishlistItems } from '../db/schema';
import { dhakaDay } from '../lib/bangladesh-time';
import { notify, type NotificationEvent, type Notifier } from './notify';

export async function tellWishers(
  notifier: Notifier,
  productId: string,
  { currency, priceBeforeMinor }: { currency: Currency; priceBeforeMinor?: number },
) {
  const { db } = notifier;
  const rows = await db
    .select({
      userId: wishlistItems.buyerId,
      product: products.name,
      paid: products.paid,
      priceMinor: products.priceMinor,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    // The buyer's own item is marked paid with the sale: they are not told it was sold.
    .where(and(eq(wishlistItems.productId, productId), eq(wishlistItems.paid, false)));
  const link = `/listing/${productId}`;
  const events = rows.flatMap((row): NotificationEvent[] => {
    if (row.paid)
      return [
        {
          userId: row.userId,
          kind: 'wish-sold',
          key: `wish-sold:${productId}`,
          params: { product: row.product },
          link,
        },
      ];
    if (priceBeforeMinor !== undefined && row.priceMinor < priceBeforeMinor)
      return [
        {
          userId: row.userId,
          kind: 'price-drop',
          // Once a day per listing: a seller moving the price up and down does not flood the wishers.
          key: `price-drop:${productId}:${dhakaDay(new Date())}`,
          params: { product: row.product, amountMinor: row.priceMinor, currency },
          link,
        },
      ];
    return [];
  });
  await notify(notifier, events);
}
