/**
 * The admins' audit of payments refused after the money moved, and given back: a page at a time,
 * newest refund first, searched by the product's name, the buyer's name or e-mail, or the phone
 * the booking gave. A page reads the index payments_refunded_idx from its cursor on.
 */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, payments, products, users } from '../db/schema';
import { fromMinor } from '../../shared/money';
import type { AdminListQuery } from '../../shared/schemas/admin-lists';
import { afterCursor, contains, cursorAfter, pageOf, phoneDigits, SCAN_MAX, searchedPageOf } from './list-pages';

type Payment = typeof payments.$inferSelect;

interface RefundRow {
  payment: Payment;
  productName: string;
  buyerEmail: string;
}

const toListedRefund = ({ payment, productName, buyerEmail }: RefundRow) => ({
  _id: payment.id,
  bookingId: payment.bookingId,
  productId: payment.productId,
  productName,
  buyerEmail,
  amount: fromMinor(payment.amountMinor),
  currency: payment.currency,
  gateway: payment.gateway,
  refundId: payment.refundId,
  reason: payment.refundReason,
  refundedAt: payment.refundedAt?.toISOString() ?? null,
});

const newestFirst = [desc(payments.refundedAt), desc(payments.id)];

/** Refunded payments from the cursor on; the status is written out so SQLite sees the partial index's condition. */
const refunded = (cursor: AdminListQuery['cursor']) =>
  and(sql`${payments.status} = 'refunded'`, afterCursor(payments.refundedAt, payments.id, cursor));

function matching(q: string) {
  const digits = phoneDigits(q);
  return or(
    contains(products.name, q),
    contains(users.name, q),
    contains(users.email, q),
    digits
      ? sql`EXISTS (SELECT 1 FROM ${bookings} WHERE ${bookings.id} = ${payments.bookingId} AND ${contains(bookings.phone, digits)})`
      : undefined,
  );
}

const refundColumns = { payment: payments, productName: products.name, buyerEmail: users.email };

const cursorOf = (row: RefundRow) => cursorAfter(row.payment.refundedAt, row.payment.id);

/** The statement of a page without a search (exported so tests can read its query plan). */
export const refundsPageQuery = (db: Db, query: AdminListQuery) =>
  db
    .select(refundColumns)
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .innerJoin(users, eq(users.id, payments.buyerId))
    .where(refunded(query.cursor))
    .orderBy(...newestFirst)
    .limit(query.limit + 1);

/** The statements of a searched page, as account-lists.ts makes them: the matches and the last row read. */
export function refundsSearchQueries(db: Db, query: AdminListQuery & { q: string }) {
  const range = refunded(query.cursor);
  const scan = db.$with('scan').as(
    db
      .select({ id: payments.id })
      .from(payments)
      .where(range)
      .orderBy(...newestFirst)
      .limit(SCAN_MAX),
  );
  return [
    db
      .with(scan)
      .select(refundColumns)
      .from(scan)
      .innerJoin(payments, eq(payments.id, scan.id))
      .innerJoin(products, eq(products.id, payments.productId))
      .innerJoin(users, eq(users.id, payments.buyerId))
      .where(matching(query.q))
      .orderBy(...newestFirst)
      .limit(query.limit + 1),
    db
      .select({ refundedAt: payments.refundedAt, id: payments.id })
      .from(payments)
      .where(range)
      .orderBy(...newestFirst)
      .limit(1)
      .offset(SCAN_MAX - 1),
  ] as const;
}

async function refundRowsPage(db: Db, query: AdminListQuery) {
  const { q } = query;
  if (!q) return pageOf(await refundsPageQuery(db, query), query.limit, cursorOf);
  // One round trip for both statements.
  const [rows, [end]] = await db.batch(refundsSearchQueries(db, { ...query, q }));
  return searchedPageOf(rows, query.limit, cursorOf, end ? cursorAfter(end.refundedAt, end.id) : null);
}

/** One page of refunds, with the cursor of the next page (null on the last). */
export async function refundsPage(db: Db, query: AdminListQuery) {
  const { items, next } = await refundRowsPage(db, query);
  return { items: items.map(toListedRefund), next };
}
