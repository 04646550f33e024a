/**
 * The admins' moderation (trust and safety): the queue of open reports by target, and what an admin
 * does about them — dismiss, hide or restore a listing, delete it, suspend or lift a user's
 * suspension. Each action is one batch with the reports it closes and its audit entry.
 */
import {
  aliasedTable,
  and,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { renamed } from '../db/batch-columns';
import type { Db } from '../db/client';
import { conversations, products, reports, users } from '../db/schema';
import type { ReportOutcome, ReportTarget } from '../../shared/domain';
import { fromMinor } from '../../shared/money';
import { Refusal } from '../lib/refusal';
import type { SuspensionInput } from '../../shared/schemas/reports';
import { auditEntry, auditOfChange } from '../accounts';
import type { PaymentGateway } from '../payments';
import { heldListingsOfUser, releaseHolds } from '../payments';
import type { CurrentUser } from '../accounts';
import { waitingVerifications } from './verification';

/** The open reports the queue reads at most (the busiest targets come first). */
const QUEUE_REPORTS_MAX = 500;
/** The listings waiting for review the queue shows at most, oldest first. */
const PENDING_MAX = 100;
/** The messages of a reported conversation the queue shows, newest last. */
const CONTEXT_MESSAGES = 20;

const reporter = aliasedTable(users, 'reporter');
const seller = aliasedTable(users, 'seller');
const buyer = aliasedTable(users, 'buyer');
const openOn = (type: ReportTarget) =>
  sql`(SELECT ${reports.targetId} FROM ${reports} WHERE ${reports.closedAt} IS NULL AND ${reports.targetType} = ${type})`;

/** A reported conversation's newest messages, oldest first, from its Durable Object. */
export type RecentMessages = (
  conversationId: string,
  count: number,
) => Promise<{ seq: number; senderId: string; text: string; createdAt: string }[]>;

/**
 * The queue: open reports grouped by what they are about, the most reported first, each with its
 * target in context (the listing, the user, or the conversation and its latest messages), and the
 * new listings waiting for review. One D1 round trip, then one call to each reported
 * conversation's Durable Object for its messages, in parallel. A reported user of ADMIN_EMAILS
 * (`admins`) says so: no admin can suspend or delete them.
 */
export async function moderationQueue(db: Db, admins: Set<string>, recentMessages: RecentMessages) {
  const [open, listings, people, talks, pending, verifications] = await db.batch([
    db
      .select({ report: reports, reporterName: renamed(reporter.name, 'reporter_name') })
      .from(reports)
      .innerJoin(reporter, eq(reporter.id, reports.reporterId))
      .where(isNull(reports.closedAt))
      .orderBy(desc(reports.createdAt))
      .limit(QUEUE_REPORTS_MAX),
    db
      .select({
        id: products.id,
        name: products.name,
        img: products.img,
        priceMinor: products.priceMinor,
        paid: products.paid,
        removed: sql<boolean>`${products.removedAt} IS NOT NULL`.mapWith(Boolean).as('removed'),
        moderation: products.moderation,
        moderationReason: products.moderationReason,
        sellerId: products.sellerId,
        sellerName: renamed(seller.name, 'seller_name'),
      })
      .from(products)
      .innerJoin(seller, eq(seller.id, products.sellerId))
      .where(inArray(products.id, openOn('listing'))),
    db
      .select()
      .from(users)
      .where(inArray(users.id, openOn('user'))),
    db
      .select({
        id: conversations.id,
        productId: conversations.productId,
        productName: renamed(products.name, 'product_name'),
        buyerId: conversations.buyerId,
        buyerName: renamed(buyer.name, 'buyer_name'),
        sellerId: conversations.sellerId,
        sellerName: renamed(seller.name, 'seller_name'),
      })
      .from(conversations)
      .innerJoin(products, eq(products.id, conversations.productId))
      .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
      .innerJoin(seller, eq(seller.id, conversations.sellerId))
      .where(inArray(conversations.id, openOn('conversation'))),
    // New listings waiting for review (LISTING_REVIEW), oldest first.
    db
      .select({
        _id: products.id,
        name: products.name,
        img: products.img,
        priceMinor: products.priceMinor,
        about: products.about,
        createdAt: products.createdAt,
        sellerId: products.sellerId,
        sellerName: renamed(seller.name, 'seller_name'),
      })
      .from(products)
      .innerJoin(seller, eq(seller.id, products.sellerId))
      .where(and(eq(products.moderation, 'pending'), isNull(products.removedAt)))
      .orderBy(products.createdAt)
      .limit(PENDING_MAX),
    waitingVerifications(db),
  ]);
  const recent = new Map(
    await Promise.all(talks.map(async (talk) => [talk.id, await recentMessages(talk.id, CONTEXT_MESSAGES)] as const)),
  );
  const groups = new Map<string, (typeof open)[number][]>();
  for (const row of open) {
    const key = `${row.report.targetType}:${row.report.targetId}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const now = new Date();
  const reported = [...groups.values()]
    .map((rows) => {
      const { targetType, targetId } = rows[0]!.report;
      const listing = targetType === 'listing' ? listings.find((l) => l.id === targetId) : undefined;
      const person = targetType === 'user' ? people.find((p) => p.id === targetId) : undefined;
      const talk = targetType === 'conversation' ? talks.find((t) => t.id === targetId) : undefined;
      return {
        targetType,
        targetId,
        count: rows.length,
        latestAt: rows[0]!.report.createdAt.toISOString(),
        reports: rows.map(({ report, reporterName }) => ({
          _id: report.id,
          reason: report.reason,
          note: report.note,
          reporterName,
          createdAt: report.createdAt.toISOString(),
        })),
        listing: listing && {
          _id: listing.id,
          name: listing.name,
          img: listing.img,
          price: fromMinor(listing.priceMinor),
          sold: listing.paid,
          removed: listing.removed,
          moderation: listing.moderation,
          moderationReason: listing.moderationReason,
          sellerId: listing.sellerId,
          sellerName: listing.sellerName,
        },
        user: person && {
          _id: person.id,
          name: person.name,
          email: person.email,
          role: person.role,
          configuredAdmin: admins.has(person.email),
          deleted: person.deletedAt !== null,
          suspension: suspensionOf(person, now),
        },
        conversation: talk && {
          ...talk,
          messages: (recent.get(talk.id) ?? []).map(({ seq, senderId, text, createdAt }) => ({
            conversationId: talk.id,
            seq,
            senderId,
            text,
            createdAt,
          })),
        },
      };
    })
    .sort((a, b) => b.count - a.count || b.latestAt.localeCompare(a.latestAt));
  return {
    reported,
    pending: pending.map(({ priceMinor, createdAt, ...listing }) => ({
      ...listing,
      price: fromMinor(priceMinor),
      createdAt: createdAt.toISOString(),
    })),
    verifications: verifications.map(({ createdAt, memberSince, ...request }) => ({
      ...request,
      memberSince: memberSince.toISOString(),
      createdAt: createdAt.toISOString(),
    })),
  };
}

/** A user's suspension as the API shows it, or null when they are not suspended now. */
export function suspensionOf(
  user: { suspendedAt: Date | null; suspendedUntil: Date | null; suspensionReason: string | null },
  now = new Date(),
) {
  if (!user.suspendedAt || (user.suspendedUntil && user.suspendedUntil <= now)) return null;
  return {
    since: user.suspendedAt.toISOString(),
    until: user.suspendedUntil?.toISOString() ?? null,
    reason: user.suspensionReason ?? '',
  };
}

/**
 * Who is suspended now, for the admins' tables of sellers and buyers, whose rows keep the SPEC's
 * fields: walks the suspended users' partial index.
 */
export async function currentSuspensions(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(and(isNotNull(users.suspendedAt), isNull(users.deletedAt)));
  const now = new Date();
  return rows.flatMap((row) => {
    const suspension = suspensionOf(row, now);
    return suspension ? [{ _id: row.id, ...suspension }] : [];
  });
}

/** Closes the open reports on a target with what was done; joins the action's batch. */
export const closeReportsOn = (
  db: Db,
  type: ReportTarget,
  id: string,
  outcome: ReportOutcome,
  admin: CurrentUser,
  /** Closed only if this holds after the action's write: an action that did nothing closes nothing. */
  done?: SQL,
) =>
  db
    .update(reports)
    .set({ closedAt: new Date(), outcome, closedBy: admin.id })
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id), isNull(reports.closedAt), done))
    .returning({ id: reports.id });

/** The admin found nothing to act on: closes the target's open reports as dismissed. */
export async function dismissReports(
  db: Db,
  admin: CurrentUser,
  input: { targetType: ReportTarget; targetId: string; reason?: string | undefined },
) {
  const [closed] = await db.batch([
    closeReportsOn(db, input.targetType, input.targetId, 'dismissed', admin),
    auditOfChange(db, {
      adminId: admin.id,
      action: 'report-dismissed',
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
    }),
  ]);
  if (closed.length === 0) throw new Refusal('report-not-found');
  return { acknowledged: true, closedCount: closed.length };
}

/** A listing's moderation state now, to say why an action changed nothing. */
const listingState = (db: Db, id: string) =>
  db
    .select({ paid: products.paid, removedAt: products.removedAt, moderation: products.moderation })
    .from(products)
    .where(eq(products.id, id));

function refuseListing(row: { paid: boolean; removedAt: Date | null; moderation: string | null } | undefined) {
  if (!row || row.removedAt) throw new Refusal('product-not-found');
  if (row.paid) throw new Refusal('listing-sold');
}

/**
 * Hides a listing from every public list (and its page) with a reason its seller sees; closes its
 * open reports. Its conversations and bookings keep their history; nobody can book it meanwhile,
 * and a payment under way for it is stopped: its hold ends and its intent is cancelled (one that
 * went through all the same is refunded at fulfilment).
 */
export async function hideListing(
  db: Db,
  gateway: () => PaymentGateway,
  admin: CurrentUser,
  id: string,
  reason: string,
) {
  const [held, hidden, , closed, [row]] = await db.batch([
    db
      .select({ id: products.id, holdBookingId: products.holdBookingId, holdUntil: products.holdUntil })
      .from(products)
      .where(eq(products.id, id)),
    db
      .update(products)
      .set({ moderation: 'hidden', moderationReason: reason, advertise: false })
      .where(
        and(
          eq(products.id, id),
          isNull(products.removedAt),
          eq(products.paid, false),
          // A listing waiting for (or refused) review is not public: hiding must not skip the review.
          or(isNull(products.moderation), eq(products.moderation, 'hidden')),
        ),
      )
      .returning({ id: products.id }),
    auditOfChange(db, { adminId: admin.id, action: 'listing-hidden', targetType: 'listing', targetId: id, reason }),
    closeReportsOn(
      db,
      'listing',
      id,
      'listing-hidden',
      admin,
      sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.id} = ${id} AND ${products.moderation} = 'hidden')`,
    ),
    listingState(db, id),
  ]);
  if (hidden.length === 0) {
    refuseListing(row);
    throw new Refusal('listing-under-review');
  }
  await releaseHolds(db, gateway(), held);
  return { acknowledged: true, closedCount: closed.length };
}

/** Puts a hidden listing back in the public lists. */
export async function restoreListing(db: Db, admin: CurrentUser, id: string, reason?: string) {
  const [restored, , [row]] = await db.batch([
    db
      .update(products)
      .set({ moderation: null, moderationReason: null })
      .where(and(eq(products.id, id), eq(products.moderation, 'hidden'), isNull(products.removedAt)))
      .returning({ id: products.id }),
    auditOfChange(db, { adminId: admin.id, action: 'listing-restored', targetType: 'listing', targetId: id, reason }),
    listingState(db, id),
  ]);
  if (restored.length > 0) return { acknowledged: true };
  if (!row || row.removedAt) throw new Refusal('product-not-found');
  throw new Refusal('listing-not-hidden');
}

/**
 * Decides a listing waiting for review (LISTING_REVIEW): approved, it goes live; rejected, it
 * stays out with the reason its seller reads, until they change it (which asks for review again).
 */
export async function reviewListing(
  db: Db,
  admin: CurrentUser,
  id: string,
  decision: { approve: true; listingDays: number } | { approve: false; reason: string },
) {
  const waiting = and(eq(products.id, id), eq(products.moderation, 'pending'), isNull(products.removedAt));
  const now = Date.now();
  const [decided, , [row]] = await db.batch([
    db
      .update(products)
      .set(
        decision.approve
          ? // Its days on the lists start when it goes live, not when it was sent for review.
            {
              moderation: null,
              moderationReason: null,
              confirmedAt: new Date(now),
              expiresAt: new Date(now + decision.listingDays * 86_400_000),
            }
          : { moderation: 'rejected', moderationReason: decision.reason },
      )
      .where(waiting)
      .returning({ id: products.id }),
    auditOfChange(db, {
      adminId: admin.id,
      action: decision.approve ? 'listing-approved' : 'listing-rejected',
      targetType: 'listing',
      targetId: id,
      reason: decision.approve ? null : decision.reason,
    }),
    listingState(db, id),
  ]);
  if (decided.length > 0) return { acknowledged: true };
  if (!row || row.removedAt) throw new Refusal('product-not-found');
  throw new Refusal('listing-not-pending');
}

/**
 * What an admin's deletion of someone's listing adds to its batch (listings/listing-life.ts
 * `removeListing`): its open reports closed as deleted, and the audit entry.
 */
export const adminDeletionOfListing = (db: Db, admin: CurrentUser, id: string) =>
  [
    closeReportsOn(db, 'listing', id, 'deleted', admin),
    auditEntry(db, { adminId: admin.id, action: 'listing-deleted', targetType: 'listing', targetId: id }),
  ] as const;

/** The user is suspended and not deleted: what the statements after a suspension's write require. */
const suspendedNow = (id: string) =>
  sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${id} AND ${users.suspendedAt} IS NOT NULL
    AND ${users.deletedAt} IS NULL)`;

/**
 * Suspends a user (never the admin themself, nor another admin): their listings leave the public lists and they can
 * no longer list, book, pay or message, until `until` or until an admin lifts it. A new suspension
 * of a suspended user replaces its reason and end. Closes the open reports on the user. Payments
 * under way for their listings, or their own, are stopped as a hidden listing's are.
 */
export async function suspendUser(
  db: Db,
  gateway: () => PaymentGateway,
  admin: CurrentUser,
  admins: Set<string>,
  id: string,
  input: SuspensionInput,
) {
  if (id === admin.id) throw new Refusal('cannot-suspend-self');
  const [held, suspended, , , closed, [target]] = await db.batch([
    heldListingsOfUser(db, id),
    db
      .update(users)
      .set({
        suspendedAt: sql`coalesce(${users.suspendedAt}, ${Date.now()})`,
        suspendedUntil: input.until ?? null,
        suspensionReason: input.reason,
      })
      // Admins (ADMIN_EMAILS) are not suspended: their rights come from the deployment.
      .where(and(eq(users.id, id), isNull(users.deletedAt), notInArray(users.email, [...admins])))
      .returning({ id: users.id }),
    auditOfChange(db, {
      adminId: admin.id,
      action: 'user-suspended',
      targetType: 'user',
      targetId: id,
      reason: input.reason,
      until: input.until ?? null,
    }),
    db
      .update(products)
      .set({ sellerSuspended: true })
      .where(and(eq(products.sellerId, id), suspendedNow(id))),
    closeReportsOn(db, 'user', id, 'user-suspended', admin, suspendedNow(id)),
    db.select({ email: users.email, deletedAt: users.deletedAt }).from(users).where(eq(users.id, id)),
  ]);
  if (suspended.length === 0) {
    if (!target || target.deletedAt) throw new Refusal('user-not-found');
    throw new Refusal('cannot-suspend-admin');
  }
  await releaseHolds(db, gateway(), held);
  return { acknowledged: true, closedCount: closed.length };
}

/** Lifts a user's suspension: their unsold listings return to the public lists. */
export async function unsuspendUser(db: Db, admin: CurrentUser, id: string, reason?: string) {
  const [lifted, , , [row]] = await db.batch([
    db
      .update(users)
      .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
      .where(and(eq(users.id, id), isNotNull(users.suspendedAt), isNull(users.deletedAt)))
      .returning({ id: users.id }),
    auditOfChange(db, { adminId: admin.id, action: 'user-unsuspended', targetType: 'user', targetId: id, reason }),
    db
      .update(products)
      .set({ sellerSuspended: false })
      .where(
        and(
          eq(products.sellerId, id),
          sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${id} AND ${users.suspendedAt} IS NOT NULL)`,
        ),
      ),
    db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, id)),
  ]);
  if (lifted.length > 0) return { acknowledged: true };
  if (!row || row.deletedAt) throw new Refusal('user-not-found');
  throw new Refusal('user-not-suspended');
}

/**
 * The minute cron's part: suspensions whose end has come are lifted, and the users' listings
 * return. Products first, while the users' rows still say whom to lift.
 */
export async function liftEndedSuspensions(db: Db, now = Date.now()) {
  const ended = and(isNotNull(users.suspendedAt), lte(users.suspendedUntil, new Date(now)), isNull(users.deletedAt));
  const [, lifted] = await db.batch([
    db
      .update(products)
      .set({ sellerSuspended: false })
      .where(
        and(
          eq(products.sellerSuspended, true),
          inArray(products.sellerId, db.select({ id: users.id }).from(users).where(ended)),
        ),
      ),
    db
      .update(users)
      .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
      .where(ended)
      .returning({ id: users.id }),
  ]);
  return lifted.length;
}
