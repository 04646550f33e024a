/**
 * Reads the local D1 database straight from the state dir (through wrangler's platform proxy, as
 * the seed does), not through the Worker: what is really stored, whatever the API says.
 */
import { readRetrying, storageProxy } from '../lib/storage-proxy';

export interface StoredRows {
  products: { id: string; seller: string; paid: number }[];
  bookings: { id: string; buyer: string; productId: string; paid: number }[];
  wishes: { id: string; buyer: string; productId: string; paid: number }[];
  payments: { id: string; buyer: string; bookingId: string; productId: string; transactionId: string }[];
}

/**
 * Rows that break the fulfilment rules anywhere in the database: a payment is recorded together
 * with its paid booking, its sold product and its paid wish-list item, or not at all.
 */
const fulfilmentRules = {
  'every payment has its booking paid and its product sold, at the booking’s product and price': `
    SELECT p.id FROM payments p
    JOIN bookings b ON b.id = p.booking_id JOIN products pr ON pr.id = p.product_id
    WHERE b.paid = 0 OR pr.paid = 0 OR b.product_id <> p.product_id OR b.buyer_id <> p.buyer_id OR p.amount_minor <> pr.price_minor`,
  'no paid booking without its payment': `
    SELECT b.id FROM bookings b WHERE b.paid = 1 AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id)`,
  'no product with two payments': `
    SELECT product_id FROM payments GROUP BY product_id HAVING count(*) > 1`,
  // Thanda Protect (docs/decisions/027): what was paid is held, owed, paid out, refunded or the fee,
  // each part once; a sale's money is either still held or released, never both.
  'every payment’s money adds up to what was paid, no part negative': `
    SELECT id FROM payments
    WHERE held_minor < 0 OR owed_minor < 0 OR paid_out_minor < 0 OR refunded_minor < 0 OR fee_minor < 0
    OR held_minor + owed_minor + paid_out_minor + refunded_minor + fee_minor
      <> CASE WHEN gateway = 'in-person' THEN 0 ELSE amount_minor END`,
  'no payment both held and released': `
    SELECT id FROM payments WHERE held_minor > 0 AND released_at IS NOT NULL`,
  'no paid wish-list item without its payment': `
    SELECT w.id FROM wishlist_items w WHERE w.paid = 1
    AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.buyer_id = w.buyer_id AND p.product_id = w.product_id)`,
};

/** The run's products are never marked sold outside the site, so each sold one must have its payment. */
const runRule = `
  SELECT pr.id FROM products pr JOIN users u ON u.id = pr.seller_id
  WHERE u.email LIKE ?1 AND pr.paid = 1 AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.product_id = pr.id)`;

export async function readStoredData(stateDir: string, emailPattern: string) {
  const platform = await storageProxy(stateDir);
  try {
    const db = platform.env.DB;
    const all = async <T>(sql: string): Promise<T[]> =>
      readRetrying(async () => (await db.prepare(sql).bind(emailPattern).all<T>()).results);
    const rows: StoredRows = {
      products: await all(
        `SELECT pr.id, u.email AS seller, pr.paid FROM products pr JOIN users u ON u.id = pr.seller_id WHERE u.email LIKE ?1`,
      ),
      bookings: await all(
        `SELECT b.id, u.email AS buyer, b.product_id AS productId, b.paid FROM bookings b JOIN users u ON u.id = b.buyer_id WHERE u.email LIKE ?1`,
      ),
      wishes: await all(
        `SELECT w.id, u.email AS buyer, w.product_id AS productId, w.paid FROM wishlist_items w JOIN users u ON u.id = w.buyer_id WHERE u.email LIKE ?1`,
      ),
      payments: await all(
        `SELECT p.id, u.email AS buyer, p.booking_id AS bookingId, p.product_id AS productId, p.transaction_id AS transactionId
         FROM payments p JOIN users u ON u.id = p.buyer_id WHERE u.email LIKE ?1`,
      ),
    };
    const broken: { rule: string; ids: string[] }[] = [];
    for (const [rule, sql] of Object.entries(fulfilmentRules)) {
      const found: Record<string, string>[] = await readRetrying(
        async () => (await db.prepare(sql).all<Record<string, string>>()).results,
      );
      broken.push({ rule, ids: found.map((r) => Object.values(r)[0]!) });
    }
    const unpaidSales = await all<{ id: string }>(runRule);
    broken.push({ rule: 'no sold product of this run without its payment', ids: unpaidSales.map((r) => r.id) });
    return { rows, broken };
  } finally {
    await platform.dispose();
  }
}
