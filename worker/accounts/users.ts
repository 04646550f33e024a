import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../lib/db-errors';
import { Refusal } from '../lib/refusal';
import { products, users, type Role, type User } from '../db/schema';

/** A signed-in user with the role that applies now (admins come from ADMIN_EMAILS). */
export type CurrentUser = User & { role: Role };

/** Admin rights come from ADMIN_EMAILS, and only while the owner's e-mail is verified. */
export function effectiveRole(user: Pick<User, 'email' | 'role' | 'emailVerified'>, admins: Set<string>): Role {
  if (admins.has(user.email) && user.emailVerified) return 'admin';
  return user.role === 'admin' ? 'buyer' : user.role;
}

/** A user suspended now, in SQL (a suspension's end is honoured at once, as for permissions). */
export const suspendedNow = () =>
  sql<boolean>`(${users.suspendedAt} IS NOT NULL AND (${users.suspendedUntil} IS NULL OR ${users.suspendedUntil} > ${Date.now()}))`;

/** A user's row by id, as a query that can join a batch. */
export const userById = (db: Db, id: string) => db.select().from(users).where(eq(users.id, id));

/** The user's row while the account is active, as a subquery for a write's own check (`exists`). */
export const activeUserById = (db: Db, id: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));

/** Whether an admin's suspension holds now (trust and safety): one with an end date ends by itself. */
export const isSuspended = (user: Pick<User, 'suspendedAt' | 'suspendedUntil'>, now = new Date()) =>
  user.suspendedAt !== null && (user.suspendedUntil === null || user.suspendedUntil > now);

/** A suspended user reads but cannot list, book, pay or message. */
export function refuseSuspended(user: Pick<User, 'suspendedAt' | 'suspendedUntil'>) {
  if (isSuspended(user)) throw new Refusal('account-suspended');
}

/** The user's row while the account is active and not suspended, for a write's own check (`exists`). */
export const unsuspendedUserById = (db: Db, id: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        isNull(users.deletedAt),
        sql`(${users.suspendedAt} IS NULL OR ${users.suspendedUntil} <= ${Date.now()})`,
      ),
    );

export async function findUserById(db: Db, id: string) {
  return (await userById(db, id).get()) ?? null;
}

/** A user's row by Firebase uid, as a query that can join a batch. */
export const userByUid = (db: Db, uid: string) => db.select().from(users).where(eq(users.firebaseUid, uid));

/** A user's row by e-mail, as a query that can join a batch. */
export const userByEmail = (db: Db, email: string) =>
  db.select().from(users).where(eq(users.email, email.toLowerCase()));

export async function findUserByEmail(db: Db, email: string) {
  return (await userByEmail(db, email).get()) ?? null;
}

/**
 * Creates the account of a Firebase uid. Answers null when the e-mail or the uid already has a
 * row (a racing registration, or an address another account holds): the caller looks again.
 */
export async function registerUser(
  db: Db,
  input: { uid: string; name: string; email: string; emailVerified: boolean; role: Role },
) {
  const inserted = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      firebaseUid: input.uid,
      name: input.name,
      email: input.email.toLowerCase(),
      emailVerified: input.emailVerified,
      role: input.role,
    })
    .onConflictDoNothing()
    .returning();
  return inserted[0] ?? null;
}

/**
 * Binds an account made before uids were stored to its owner's uid; only a verified e-mail may
 * claim it, and only while no uid holds it. False when another uid got there first.
 */
export async function bindUid(db: Db, userId: string, uid: string) {
  try {
    const bound = await db
      .update(users)
      .set({ firebaseUid: uid, emailVerified: true })
      .where(and(eq(users.id, userId), isNull(users.firebaseUid)))
      .returning({ id: users.id });
    return bound.length > 0;
  } catch (error) {
    // A racing sign-in registered this uid on a row of its own first.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Gives up an address its account never verified, for the person who did: the row keeps a
 * placeholder (the reserved .invalid domain) until its owner signs in with a verified address.
 */
export async function releaseEmail(db: Db, userId: string) {
  await db
    .update(users)
    .set({ email: `released-${userId}@accounts.thanda.invalid` })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false), isNull(users.deletedAt)));
}

/**
 * Brings a signed-in account in step with its latest ID token: whether its e-mail is verified
 * now, and a newly verified address (unless another account holds it). An unverified address is
 * never stored, so it can neither claim privilege nor take another account's address.
 */
export async function syncIdentity(db: Db, user: User, identity: { email: string; emailVerified: boolean }) {
  const newAddress = identity.emailVerified && identity.email !== user.email;
  const addressFree = newAddress && !(await findUserByEmail(db, identity.email));
  const emailVerified = identity.emailVerified && (!newAddress || addressFree);
  if (emailVerified === user.emailVerified && !addressFree) return;
  try {
    await db
      .update(users)
      .set({ emailVerified, ...(addressFree && { email: identity.email }) })
      .where(eq(users.id, user.id));
  } catch (error) {
    // Another account took the address in the meantime: keep the old one, unverified.
    if (!isUniqueViolation(error)) throw error;
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
  }
}

/**
 * Blocking a user for good, as statements that can join a batch: the account, if still active and
 * not an admin of ADMIN_EMAILS (whose rights come from the deployment: no admin locks another out),
 * then, only if it was, their listed products (holds included). Its tokens stop working; its
 * bookings and payments stay for the record. The first statement's `meta.changes` says whether the
 * account was blocked now; `blockedNow` holds after it in the batch when it was.
 */
export function userDeletion(db: Db, id: string, admins: Set<string>, now = new Date()) {
  const blockedNow = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${id}
    AND ${users.deletedAt} = ${now.getTime()})`;
  const statements = [
    db
      .update(users)
      .set({ deletedAt: now })
      .where(and(eq(users.id, id), isNull(users.deletedAt), notInArray(users.email, [...admins]))),
    db
      .update(products)
      .set({ removedAt: now, advertise: false, holdBookingId: null, holdUntil: null })
      // Every unsold listing, hidden or of a suspension too: none may come back when those end.
      .where(and(eq(products.sellerId, id), eq(products.paid, false), isNull(products.removedAt), blockedNow)),
  ] as const;
  return { statements, blockedNow };
}
