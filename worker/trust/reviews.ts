/**
 * Reviews of sellers (trust and safety): only a buyer of a real sale (a booking paid through
 * Thanda, or in person and confirmed by the buyer), with a verified e-mail, reviews its seller,
 * once; they may edit it for REVIEW_EDIT_DAYS; the seller replies once; an admin hides one
 * (logged). The seller's rating count and sum on their row change in the same batch as the review,
 * so a card shows the rating without reading reviews.
 */
import { and, desc, eq, exists, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { renamed } from '../db/batch-columns';
import type { Db } from '../db/client';
import { bound, insertedRow } from '../db/inserted-row';
import { writtenLimit } from '../db/written-limit';
import { bookings, reviews, users, type Review } from '../db/schema';
import { REVIEW_EDIT_DAYS } from '../../shared/domain';
import { Refusal } from '../lib/refusal';
import { pageCursor } from '../../shared/schemas/common';
import type { ReviewEdit, ReviewInput } from '../../shared/schemas/reviews';
import { auditOfChange } from '../accounts';
import { activeUser } from '../accounts';
import { refuseSuspended, unsuspendedUserById, userById, type CurrentUser } from '../accounts';

/** Reviews per page of a seller's profile. */
export const REVIEWS_PAGE = 10;
import { ratingOf } from '../../shared/ratings';

const DAY = 86_400_000;

export { ratingOf };

/**
 * The buyer's bookings with this seller that prove a sale: paid through Thanda, or paid in person
 * and confirmed by the buyer (the seller's word alone could be for a second account of their own).
 * A review rests on the first.
 */
const paidBookingWith = (db: Db, buyerId: string, sellerId: string) =>
  db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.buyerId, buyerId),
        eq(bookings.sellerId, sellerId),
        eq(bookings.paid, true),
        or(eq(bookings.paidInPerson, false), isNotNull(bookings.purchaseConfirmedAt)),
      ),
    )
    .orderBy(bookings.createdAt)
    .limit(1);

/** A review with how its sale was paid (in person or through Thanda). */
const reviewsWithSale = (db: Db) =>
  db
    .select({ review: reviews, paidInPerson: renamed(bookings.paidInPerson, 'sale_paid_in_person') })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId));

/** The caller, when their e-mail is verified: a throwaway account cannot vouch for a seller. */
const verifiedCaller = (db: Db, callerId: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, callerId), eq(users.emailVerified, true)));

const reviewOf = (db: Db, buyerId: string, sellerId: string) =>
  reviewsWithSale(db).where(and(eq(reviews.buyerId, buyerId), eq(reviews.sellerId, sellerId)));

/**
 * Writes the caller's review of a seller they bought from; answers its id. One round trip: the
 * caller, the insert (which takes its booking from a paid one and checks the account itself), the
 * seller's rating following only that insert, and the rows that say why nothing was written.
 */
export async function writeReview(db: Db, callerId: string, admins: Set<string>, input: ReviewInput) {
  const id = crypto.randomUUID();
  const sale = paidBookingWith(db, callerId, input.sellerId).as('sale');
  const [[caller], inserted, , [existing], [seller]] = await db.batch([
    userById(db, callerId),
    db
      .insert(reviews)
      .select(
        db
          .select(
            insertedRow(reviews, {
              id: bound(id),
              sellerId: bound(input.sellerId),
              buyerId: bound(callerId),
              bookingId: sale.id,
              rating: bound(input.rating),
              text: bound(input.text ?? null),
            }),
          )
          .from(sale)
          .where(
            and(
              exists(unsuspendedUserById(db, callerId)),
              exists(verifiedCaller(db, callerId)),
              exists(
                db
                  .select({ id: users.id })
                  .from(users)
                  .where(and(eq(users.id, input.sellerId), isNull(users.deletedAt))),
              ),
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ id: reviews.id }),
    db
      .update(users)
      .set({ ratingCount: sql`${users.ratingCount} + 1`, ratingSum: sql`${users.ratingSum} + ${input.rating}` })
      .where(and(eq(users.id, input.sellerId), sql`EXISTS (SELECT 1 FROM ${reviews} WHERE ${reviews.id} = ${id})`)),
    reviewOf(db, callerId, input.sellerId),
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.sellerId), isNull(users.deletedAt))),
  ]);
  refuseSuspended(activeUser(caller, admins));
  if (inserted[0]) return id;
  // Reviewing needs the same proof as publishing.
  if (!caller!.emailVerified) throw new Refusal('review-needs-verified-email');
  if (!seller) throw new Refusal('profile-not-found');
  // Without a review, nothing was written because there is no paid booking with this seller.
  throw new Refusal(existing ? 'already-reviewed' : 'review-needs-purchase');
}

/** Whether the review may still change: its buyer's, shown, and younger than REVIEW_EDIT_DAYS. */
const editable = (id: string, buyerId: string, now: number) =>
  and(
    eq(reviews.id, id),
    eq(reviews.buyerId, buyerId),
    isNull(reviews.hiddenAt),
    gt(reviews.createdAt, new Date(now - REVIEW_EDIT_DAYS * DAY)),
  );

function refuseReview(review: Review | undefined, userId: string, side: 'buyer' | 'seller') {
  if (!review || review.hiddenAt) throw new Refusal('seller-review-not-found');
  if ((side === 'buyer' ? review.buyerId : review.sellerId) !== userId) throw new Refusal('not-your-review');
}

/**
 * The buyer changes their review's stars or text within REVIEW_EDIT_DAYS. One round trip: the
 * seller's sum moves by the difference first (read from the review as it still is), then the review.
 */
export async function editReview(db: Db, callerId: string, admins: Set<string>, id: string, edit: ReviewEdit) {
  const now = Date.now();
  const [[caller], , changed, [review]] = await db.batch([
    userById(db, callerId),
    db
      .update(users)
      .set({
        ratingSum: sql`${users.ratingSum} + ${edit.rating ?? sql`(SELECT ${reviews.rating} FROM ${reviews} WHERE ${reviews.id} = ${id})`}
          - (SELECT ${reviews.rating} FROM ${reviews} WHERE ${reviews.id} = ${id})`,
      })
      .where(
        and(
          sql`${users.id} = (SELECT ${reviews.sellerId} FROM ${reviews} WHERE ${editable(id, callerId, now)})`,
          exists(unsuspendedUserById(db, callerId)),
          exists(verifiedCaller(db, callerId)),
        ),
      ),
    db
      .update(reviews)
      .set({
        ...(edit.rating !== undefined && { rating: edit.rating }),
        ...(edit.text !== undefined && { text: edit.text }),
        updatedAt: new Date(now),
      })
      .where(
        and(
          editable(id, callerId, now),
          exists(unsuspendedUserById(db, callerId)),
          exists(verifiedCaller(db, callerId)),
        ),
      )
      .returning(),
    reviewsWithSale(db).where(eq(reviews.id, id)),
  ]);
  refuseSuspended(activeUser(caller, admins));
  if (changed[0])
    return toApiReview({ review: changed[0], buyerName: caller!.name, paidInPerson: review!.paidInPerson });
  refuseReview(review?.review, callerId, 'buyer');
  if (!caller!.emailVerified) throw new Refusal('review-needs-verified-email');
  throw new Refusal('review-edit-closed');
}

/** The seller answers a review of them, once. */
export async function replyToReview(db: Db, callerId: string, admins: Set<string>, id: string, text: string) {
  const [[caller], replied, [review]] = await db.batch([
    userById(db, callerId),
    db
      .update(reviews)
      .set({ reply: text, repliedAt: new Date() })
      .where(
        and(
          eq(reviews.id, id),
          eq(reviews.sellerId, callerId),
          isNull(reviews.reply),
          isNull(reviews.hiddenAt),
          exists(unsuspendedUserById(db, callerId)),
        ),
      )
      .returning({ id: reviews.id }),
    db.select().from(reviews).where(eq(reviews.id, id)),
  ]);
  refuseSuspended(activeUser(caller, admins));
  if (replied[0]) return { acknowledged: true };
  refuseReview(review, callerId, 'seller');
  throw new Refusal('already-replied');
}

/** An admin hides a review: it leaves the profile and the seller's rating; the log says why. */
export async function hideReview(db: Db, admin: CurrentUser, id: string, reason: string) {
  const shown = and(eq(reviews.id, id), isNull(reviews.hiddenAt));
  const [, hidden] = await db.batch([
    db
      .update(users)
      .set({
        ratingCount: sql`${users.ratingCount} - 1`,
        ratingSum: sql`${users.ratingSum} - (SELECT ${reviews.rating} FROM ${reviews} WHERE ${shown})`,
      })
      .where(sql`${users.id} = (SELECT ${reviews.sellerId} FROM ${reviews} WHERE ${shown})`),
    db.update(reviews).set({ hiddenAt: new Date() }).where(shown).returning({ id: reviews.id }),
    auditOfChange(db, { adminId: admin.id, action: 'review-hidden', targetType: 'review', targetId: id, reason }),
  ]);
  if (!hidden[0]) throw new Refusal('seller-review-not-found');
  return { acknowledged: true };
}

type ReviewRow = { review: Review; buyerName: string; paidInPerson: boolean };

function toApiReview({ review, buyerName, paidInPerson }: ReviewRow) {
  return {
    _id: review.id,
    sellerId: review.sellerId,
    buyerName,
    /** How the sale it rests on was paid: through Thanda (a checked payment) or in person. */
    paidVia: paidInPerson ? ('in-person' as const) : ('thanda' as const),
    rating: review.rating,
    text: review.text,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt?.toISOString() ?? null,
    /** Until when its buyer may still change it. */
    editableUntil: new Date(review.createdAt.getTime() + REVIEW_EDIT_DAYS * DAY).toISOString(),
    reply: review.reply,
    repliedAt: review.repliedAt?.toISOString() ?? null,
  };
}

export type ApiReview = ReturnType<typeof toApiReview>;

/** A page of a seller's shown reviews, newest first, as a query that can join a batch. */
export const reviewsPageQuery = (db: Db, sellerId: string, before?: { at: number; id: string }) =>
  db
    .select({
      review: reviews,
      buyerName: renamed(users.name, 'buyer_name'),
      paidInPerson: renamed(bookings.paidInPerson, 'sale_paid_in_person'),
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(
      and(
        eq(reviews.sellerId, sellerId),
        isNull(reviews.hiddenAt),
        before
          ? or(
              lt(reviews.createdAt, new Date(before.at)),
              and(eq(reviews.createdAt, new Date(before.at)), lt(reviews.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(writtenLimit(REVIEWS_PAGE));

/** The page's reviews and the cursor of the next page, if there may be one. */
export function toReviewsPage(rows: ReviewRow[]) {
  const last = rows.at(-1)?.review;
  return {
    reviews: rows.map(toApiReview),
    next: rows.length === REVIEWS_PAGE && last ? pageCursor(last.createdAt, last.id) : null,
  };
}

/** Whether the caller may review this seller now, and their review if they wrote one. */
export async function myReviewOf(db: Db, callerId: string, admins: Set<string>, sellerId: string) {
  const [[caller], [mine], [bought]] = await db.batch([
    userById(db, callerId),
    reviewOf(db, callerId, sellerId),
    paidBookingWith(db, callerId, sellerId),
  ]);
  const user = activeUser(caller, admins);
  return {
    canReview: !mine && Boolean(bought) && user.emailVerified,
    /** A buyer who may review once their e-mail is verified: the screen says so. */
    verifyEmailFirst: !mine && Boolean(bought) && !user.emailVerified,
    review: mine && !mine.review.hiddenAt ? toApiReview({ ...mine, buyerName: user.name }) : null,
  };
}
