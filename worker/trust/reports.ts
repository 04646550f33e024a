/**
 * Reports (trust and safety): anyone signed in and not suspended reports a listing, a user or a
 * conversation they take part in, once while it is open (the same report sent again, say by a
 * double tap, answers the open one); they see how each of their reports was closed.
 */
import { aliasedTable, and, desc, eq, exists, isNull, ne, or, sql } from 'drizzle-orm';
import { renamed } from '../db/batch-columns';
import type { Db } from '../db/client';
import { bound, insertedRow } from '../db/inserted-row';
import { conversations, products, reports, users } from '../db/schema';
import { Refusal } from '../lib/refusal';
import type { ReportInput } from '../../shared/schemas/reports';
import { activeUser } from '../accounts';
import { refuseSuspended, unsuspendedUserById, userById } from '../accounts';

/** The reports a reporter sees, newest first. */
export const MY_REPORTS_MAX = 100;

/**
 * The target's row when the caller may report it, as the SELECT of the report's insert: a listing
 * not removed and not their own, an active user other than themself, a conversation they are in.
 */
function reportable(db: Db, input: ReportInput, callerId: string) {
  switch (input.targetType) {
    case 'listing':
      return db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, input.targetId), isNull(products.removedAt), ne(products.sellerId, callerId)));
    case 'user':
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.targetId), isNull(users.deletedAt), ne(users.id, callerId)));
    case 'conversation':
      return db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            eq(conversations.id, input.targetId),
            or(eq(conversations.buyerId, callerId), eq(conversations.sellerId, callerId)),
          ),
        );
  }
}

/** The target as it is, to say why a report was not written. */
function target(db: Db, input: ReportInput) {
  switch (input.targetType) {
    case 'listing':
      return db
        .select({ owner: products.sellerId, gone: sql<number>`${products.removedAt} IS NOT NULL` })
        .from(products)
        .where(eq(products.id, input.targetId));
    case 'user':
      return db
        .select({ owner: users.id, gone: sql<number>`${users.deletedAt} IS NOT NULL` })
        .from(users)
        .where(eq(users.id, input.targetId));
    case 'conversation':
      // Someone outside a conversation learns nothing of it: it is "not found" to them.
      return db
        .select({ owner: sql<string>`''`, gone: sql<number>`0` })
        .from(conversations)
        .where(eq(conversations.id, input.targetId));
  }
}

const NOT_FOUND = {
  listing: 'product-not-found',
  user: 'user-not-found',
  conversation: 'conversation-not-found',
} as const;

/**
 * The caller's open report of the target, if any: what a report sent again answers.
 */
function openReport(db: Db, input: ReportInput, callerId: string) {
  return db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, input.targetType),
        eq(reports.targetId, input.targetId),
        eq(reports.reporterId, callerId),
        isNull(reports.closedAt),
      ),
    );
}

/**
 * Files the caller's report; answers its id and whether it is new. One round trip: the caller's
 * row, the insert (which checks the target and that the account is active and not suspended, and
 * which the open-report index keeps to one per reporter and target), the caller's open report of
 * the target and the target that says why nothing was written. A report the caller has open already
 * is answered, not refused: sending the same report twice (a double tap, a retry) is not a mistake,
 * and nothing is written twice. A suspended account files none (the review of December 2026): while
 * suspended it acts on no one else, and a report is a charge against someone that an admin must
 * weigh.
 */
export async function fileReport(db: Db, callerId: string, admins: Set<string>, input: ReportInput) {
  const id = crypto.randomUUID();
  const eligible = reportable(db, input, callerId).as('eligible');
  const [[caller], inserted, [open], [found]] = await db.batch([
    userById(db, callerId),
    db
      .insert(reports)
      .select(
        db
          .select(
            insertedRow(reports, {
              id: bound(id),
              targetType: bound(input.targetType),
              targetId: eligible.id,
              reporterId: bound(callerId),
              reason: bound(input.reason),
              note: bound(input.note ?? null),
            }),
          )
          .from(eligible)
          .where(exists(unsuspendedUserById(db, callerId))),
      )
      .onConflictDoNothing()
      .returning({ id: reports.id }),
    openReport(db, input, callerId),
    target(db, input),
  ]);
  const user = activeUser(caller, admins);
  if (inserted[0]) return { id, created: true };
  refuseSuspended(user);
  if (open) return { id: open.id, created: false };
  if (!found || found.gone) throw new Refusal(NOT_FOUND[input.targetType]);
  if (input.targetType === 'conversation') {
    const [inIt] = await reportable(db, input, callerId);
    if (!inIt) throw new Refusal('not-your-conversation');
  } else if (found.owner === callerId) {
    throw new Refusal('cannot-report-own');
  }
  throw new Error('A report was neither written nor refused.');
}

const reportedProduct = aliasedTable(products, 'reported_product');
const reportedUser = aliasedTable(users, 'reported_user');
const conversationProduct = aliasedTable(products, 'conversation_product');

/** The caller's reports with what each is about and, once closed, what was done. */
export async function myReports(db: Db, userId: string) {
  const rows = await db
    .select({
      report: reports,
      listingName: renamed(reportedProduct.name, 'listing_name'),
      userName: renamed(reportedUser.name, 'user_name'),
      conversationListing: renamed(conversationProduct.name, 'conversation_listing'),
    })
    .from(reports)
    .leftJoin(reportedProduct, and(eq(reports.targetType, 'listing'), eq(reportedProduct.id, reports.targetId)))
    .leftJoin(reportedUser, and(eq(reports.targetType, 'user'), eq(reportedUser.id, reports.targetId)))
    .leftJoin(conversations, and(eq(reports.targetType, 'conversation'), eq(conversations.id, reports.targetId)))
    .leftJoin(conversationProduct, eq(conversationProduct.id, conversations.productId))
    .where(eq(reports.reporterId, userId))
    .orderBy(desc(reports.createdAt))
    .limit(MY_REPORTS_MAX);
  return rows.map((row) => ({
    _id: row.report.id,
    targetType: row.report.targetType,
    targetId: row.report.targetId,
    targetName: row.listingName ?? row.userName ?? row.conversationListing ?? '',
    reason: row.report.reason,
    note: row.report.note,
    createdAt: row.report.createdAt.toISOString(),
    closedAt: row.report.closedAt?.toISOString() ?? null,
    outcome: row.report.outcome,
  }));
}
