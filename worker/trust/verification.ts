/**
 * Verification requests (trust and safety). A seller asks to be verified with evidence: a mobile
 * number Firebase's phone provider confirmed (the `phone_number` of their ID token) and a note. An
 * admin verifies them or declines with a reason; the seller reads the answer in their dashboard.
 */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { renamed } from '../db/batch-columns';
import type { Db } from '../db/client';
import { bound, insertedRow } from '../db/inserted-row';
import { users, verificationRequests } from '../db/schema';
import type { FirebaseIdentity } from '../accounts';
import { normalisePhone } from '../../shared/phone-numbers';
import { Refusal } from '../lib/refusal';
import { auditOfChange } from '../accounts';
import { isSuspended, suspendedNow, type CurrentUser } from '../accounts';

/** Waiting requests the queue shows at once, oldest first. */
export const VERIFICATION_QUEUE_MAX = 100;

/**
 * Files the seller's request; answers its id. The proof must be the seller's own Firebase account
 * with a confirmed Bangladeshi mobile number. One round trip: the insert checks that the seller is
 * still unverified, and the open-request index keeps one waiting per seller.
 */
export async function requestVerification(
  db: Db,
  seller: CurrentUser,
  proof: FirebaseIdentity,
  note: string | undefined,
) {
  if (!seller.firebaseUid || proof.uid !== seller.firebaseUid) throw new Refusal('phone-proof-not-yours');
  if (!proof.phoneNumber) throw new Refusal('phone-not-confirmed');
  if (normalisePhone(proof.phoneNumber) !== proof.phoneNumber) throw new Refusal('phone-not-bangladeshi');
  if (seller.verified) throw new Refusal('already-verified');
  const id = crypto.randomUUID();
  const [inserted] = await db
    .insert(verificationRequests)
    .select(
      db
        .select(
          insertedRow(verificationRequests, {
            id: bound(id),
            sellerId: users.id,
            phone: bound(proof.phoneNumber),
            note: bound(note ?? null),
          }),
        )
        .from(users)
        .where(and(eq(users.id, seller.id), eq(users.verified, false), isNull(users.deletedAt))),
    )
    .onConflictDoNothing()
    .returning({ id: verificationRequests.id });
  if (inserted) return id;
  // Nothing written: a request waits already, unless the seller was verified meanwhile.
  const [now] = await db.select({ verified: users.verified }).from(users).where(eq(users.id, seller.id));
  throw new Refusal(now?.verified ? 'already-verified' : 'verification-pending');
}

const toRequest = (row: typeof verificationRequests.$inferSelect) => ({
  _id: row.id,
  phone: row.phone,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  outcome: row.outcome,
  reason: row.reason,
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** Whether the seller is verified, and their latest request with its answer; their id links their profile. */
export async function myVerification(db: Db, seller: CurrentUser) {
  const [latest] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.sellerId, seller.id))
    .orderBy(desc(verificationRequests.createdAt))
    .limit(1);
  return { sellerId: seller.id, verified: seller.verified, request: latest ? toRequest(latest) : null };
}

/**
 * The queue's waiting requests of sellers still active, oldest first, as a query for its batch;
 * with how many other sellers gave the same number (one phone should not vouch for many), and
 * whether the seller is suspended (then they cannot be verified).
 */
export const waitingVerifications = (db: Db) =>
  db
    .select({
      _id: verificationRequests.id,
      sellerId: verificationRequests.sellerId,
      sellerName: users.name,
      sellerEmail: users.email,
      memberSince: renamed(users.createdAt, 'member_since'),
      phone: verificationRequests.phone,
      note: verificationRequests.note,
      createdAt: verificationRequests.createdAt,
      suspended: suspendedNow().mapWith(Boolean).as('suspended'),
      sameNumberSellers: sql<number>`(SELECT count(DISTINCT other.seller_id) FROM ${verificationRequests} other
        WHERE other.phone = ${verificationRequests.phone} AND other.seller_id <> ${verificationRequests.sellerId})`
        .mapWith(Number)
        .as('same_number_sellers'),
    })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.sellerId))
    .where(and(isNull(verificationRequests.decidedAt), isNull(users.deletedAt), eq(users.role, 'seller')))
    .orderBy(verificationRequests.createdAt)
    .limit(VERIFICATION_QUEUE_MAX);

export type Decision = { verify: true } | { verify: false; reason: string };

/**
 * Decides a waiting request. Verifying sets the seller's badge; both are logged. One round trip:
 * each write runs only if the one before it changed a row, so a request already decided, or of a
 * seller removed meanwhile, changes nothing and is refused.
 */
export async function decideVerification(db: Db, admin: CurrentUser, id: string, decision: Decision) {
  const eligible = decision.verify ? sql`AND NOT ${suspendedNow()}` : sql``;
  const sellerOf = sql`(SELECT ${verificationRequests.sellerId} FROM ${verificationRequests}
    WHERE ${verificationRequests.id} = ${id})`;
  const decided = db
    .update(verificationRequests)
    .set({
      decidedAt: new Date(),
      decidedBy: admin.id,
      outcome: decision.verify ? 'verified' : 'declined',
      reason: decision.verify ? null : decision.reason,
    })
    .where(
      and(
        eq(verificationRequests.id, id),
        isNull(verificationRequests.decidedAt),
        sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${verificationRequests.sellerId}
          AND ${users.deletedAt} IS NULL AND ${users.role} = 'seller' ${eligible})`,
      ),
    )
    .returning({ sellerId: verificationRequests.sellerId });
  const [result] = decision.verify
    ? await db.batch([
        decided,
        db
          .update(users)
          .set({ verified: true })
          .where(and(sql`${users.id} = ${sellerOf}`, sql`changes() > 0`)),
        auditOfChange(db, { adminId: admin.id, action: 'seller-verified', targetType: 'user', targetId: sellerOf }),
      ])
    : await db.batch([
        decided,
        auditOfChange(db, {
          adminId: admin.id,
          action: 'verification-declined',
          targetType: 'user',
          targetId: sellerOf,
          reason: decision.reason,
        }),
      ]);
  if (result[0]) return { acknowledged: true, sellerId: result[0].sellerId };
  // Nothing decided: say why when the request still waits for a suspended seller.
  const [waiting] = await db
    .select({ suspended: suspendedNow().mapWith(Boolean) })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.sellerId))
    .where(and(eq(verificationRequests.id, id), isNull(verificationRequests.decidedAt), isNull(users.deletedAt)));
  throw new Refusal(waiting?.suspended ? 'cannot-verify-suspended' : 'verification-request-not-found');
}

/**
 * Closes the seller's waiting request as verified, when an admin verifies them from All Sellers:
 * a query for that action's batch, placed right after its audit entry, so that it runs only when
 * the verification happened.
 */
export const closeWaitingRequestOf = (db: Db, admin: Pick<CurrentUser, 'id'>, sellerId: string | SQL) =>
  db
    .update(verificationRequests)
    .set({ decidedAt: new Date(), decidedBy: admin.id, outcome: 'verified' })
    .where(
      and(
        isNull(verificationRequests.decidedAt),
        sql`${verificationRequests.sellerId} = ${sellerId}`,
        sql`changes() > 0`,
      ),
    );

/** Which account a seller look-up names: `{ email }` (the SPEC's address) or `{ id }`. */
export type SellerKey = { email: string } | { id: string };

/** Marks a seller verified; the badge follows all their products, present and future. */
export async function verifySeller(db: Db, admin: Pick<CurrentUser, 'id'>, key: SellerKey) {
  const named = 'email' in key ? eq(users.email, key.email.toLowerCase()) : eq(users.id, key.id);
  const sellerId = 'email' in key ? sql`(SELECT ${users.id} FROM ${users} WHERE ${named})` : key.id;
  // One round trip: the write checks the seller itself, and the row read after it tells the rest.
  const [verified, , , [seller]] = await db.batch([
    db
      .update(users)
      .set({ verified: true })
      .where(
        and(
          named,
          eq(users.role, 'seller'),
          isNull(users.deletedAt),
          eq(users.verified, false),
          sql`NOT ${suspendedNow()}`,
        ),
      )
      .returning({ id: users.id }),
    auditOfChange(db, { adminId: admin.id, action: 'seller-verified', targetType: 'user', targetId: sellerId }),
    // A request of theirs waiting in the queue is answered by this too, when the entry above was written.
    closeWaitingRequestOf(db, admin, sellerId),
    db.select().from(users).where(named),
  ]);
  if (!seller || seller.deletedAt || seller.role !== 'seller') return null;
  // As a verification request's review refuses it: the badge would vouch for an account on hold.
  if (!seller.verified && isSuspended(seller)) throw new Refusal('cannot-verify-suspended');
  return { matchedCount: 1, modifiedCount: verified.length };
}
