/**
 * The admins' tables of sellers and buyers, a page at a time, newest first, searched by name,
 * e-mail or phone. A page reads the index users_role_created_idx from its cursor on.
 */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import {
  bookings,
  notificationSettings,
  products,
  users,
  verificationRequests,
  type Role,
  type User,
} from '../db/schema';
import type { AdminListQuery } from '../../shared/schemas/admin-lists';
import { afterCursor, contains, cursorAfter, pageOf, phoneDigits, SCAN_MAX, searchedPageOf } from './list-pages';

/**
 * A row of the admins' tables. `configuredAdmin`: the address is one of ADMIN_EMAILS (an admin
 * registered before it was, or not yet verified), whom no admin may delete or suspend.
 */
const toListedUser = (user: User, admins: Set<string>) => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  configuredAdmin: admins.has(user.email),
  /** An admin made them a technician (Inspected by Thanda), beside their role. */
  technician: user.technician,
});

const newestFirst = [desc(users.createdAt), desc(users.id)];

/** Active users of the role from the cursor on: the index's range. */
const ofRole = (role: Role, cursor: AdminListQuery['cursor']) =>
  and(eq(users.role, role), isNull(users.deletedAt), afterCursor(users.createdAt, users.id, cursor));

/** Whether one of a user's rows in `table` (found by `owner`, an indexed column) holds a phone containing `digits`. */
const hasPhone = (table: SQLiteTable, owner: SQLiteColumn, phone: SQLiteColumn, digits: string) =>
  sql`EXISTS (SELECT 1 FROM ${table} WHERE ${owner} = ${users.id} AND ${contains(phone, digits)})`;

/**
 * Whether a user matches a search: name or e-mail contains it, or, for digits, a phone number they
 * gave does: on a listing or a booking, to be verified, or for texts. Each is a seek by the user's
 * id in an index of that table, and only a search of digits asks.
 */
function matching(q: string) {
  const digits = phoneDigits(q);
  const phones = digits
    ? [
        hasPhone(products, products.sellerId, products.phone, digits),
        hasPhone(bookings, bookings.buyerId, bookings.phone, digits),
        hasPhone(verificationRequests, verificationRequests.sellerId, verificationRequests.phone, digits),
        hasPhone(notificationSettings, notificationSettings.userId, notificationSettings.smsPhone, digits),
      ]
    : [];
  return or(contains(users.name, q), contains(users.email, q), ...phones);
}

const cursorOf = (user: User) => cursorAfter(user.createdAt, user.id);

/** The statement of a page without a search (exported so tests can read its query plan). */
export const usersPageQuery = (db: Db, role: Role, query: AdminListQuery) =>
  db
    .select()
    .from(users)
    .where(ofRole(role, query.cursor))
    .orderBy(...newestFirst)
    .limit(query.limit + 1);

/**
 * The statements of a searched page: the matches among the next SCAN_MAX rows of the index, looked
 * up by id, and the last of those rows (an OFFSET within one page's reading, never over the table).
 */
export function usersSearchQueries(db: Db, role: Role, query: AdminListQuery & { q: string }) {
  const range = ofRole(role, query.cursor);
  const scan = db.$with('scan').as(
    db
      .select({ id: users.id })
      .from(users)
      .where(range)
      .orderBy(...newestFirst)
      .limit(SCAN_MAX),
  );
  return [
    db
      .with(scan)
      .select({ user: users })
      .from(scan)
      .innerJoin(users, eq(users.id, scan.id))
      .where(matching(query.q))
      .orderBy(...newestFirst)
      .limit(query.limit + 1),
    db
      .select({ createdAt: users.createdAt, id: users.id })
      .from(users)
      .where(range)
      .orderBy(...newestFirst)
      .limit(1)
      .offset(SCAN_MAX - 1),
  ] as const;
}

/** One page of a role's active users, with the cursor of the next page (null on the last). */
export async function usersPage(db: Db, role: Role, query: AdminListQuery) {
  const { q } = query;
  if (!q) return pageOf(await usersPageQuery(db, role, query), query.limit, cursorOf);
  // One round trip for both statements.
  const [rows, [end]] = await db.batch(usersSearchQueries(db, role, { ...query, q }));
  return searchedPageOf(
    rows.map((row) => row.user),
    query.limit,
    cursorOf,
    end ? cursorAfter(end.createdAt, end.id) : null,
  );
}

/** GET /dashboard/allbuyer: a page of buyers. */
export async function buyersPage(db: Db, admins: Set<string>, query: AdminListQuery) {
  const { items, next } = await usersPage(db, 'buyer', query);
  return { items: items.map((buyer) => toListedUser(buyer, admins)), next };
}

/** GET /dashboard/allseller: a page of sellers, who carry `verified` (the badge). */
export async function sellersPage(db: Db, admins: Set<string>, query: AdminListQuery) {
  const { items, next } = await usersPage(db, 'seller', query);
  return {
    items: items.map((seller) => ({ ...toListedUser(seller, admins), verified: seller.verified })),
    next,
  };
}
