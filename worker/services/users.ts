import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, users, type Role, type User } from '../db/schema';

/** A signed-in user with the role that applies now (admins come from ADMIN_EMAILS). */
export type CurrentUser = User & { role: Role };

export function effectiveRole(user: Pick<User, 'email' | 'role'>, admins: Set<string>): Role {
  if (admins.has(user.email)) return 'admin';
  return user.role === 'admin' ? 'buyer' : user.role;
}

export async function findUserById(db: Db, id: string) {
  return (await db.select().from(users).where(eq(users.id, id)).get()) ?? null;
}

export async function findUserByEmail(db: Db, email: string) {
  return (await db.select().from(users).where(eq(users.email, email.toLowerCase())).get()) ?? null;
}

/**
 * Creates the account for an e-mail unless one exists. An existing account keeps its role: a
 * repeated registration (Google sign-in posts 'buyer' every time) never changes it.
 */
export async function registerUser(db: Db, input: { name: string; email: string; role: Role }) {
  const email = input.email.toLowerCase();
  const inserted = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), name: input.name, email, role: input.role })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (inserted[0]) return { user: inserted[0], created: true };
  const existing = await findUserByEmail(db, email);
  if (!existing) throw new Error('The account vanished while it was being registered.');
  return { user: existing, created: false };
}

/** Active users stored with one role, newest first. */
export async function listUsersByRole(db: Db, role: Role) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.role, role), isNull(users.deletedAt)))
    .orderBy(desc(users.createdAt));
}

/**
 * Blocks an account for good: its tokens stop working and its unsold products leave the listings,
 * while its bookings and payments stay for the record. One batch: all of it or none.
 */
export async function deleteUser(db: Db, id: string) {
  const now = new Date();
  const [blocked] = await db.batch([
    db.update(users).set({ deletedAt: now }).where(and(eq(users.id, id), isNull(users.deletedAt))),
    db
      .update(products)
      .set({ removedAt: now, advertise: false })
      .where(and(eq(products.sellerId, id), eq(products.paid, false), isNull(products.removedAt))),
  ]);
  return blocked.meta.changes;
}

/** Marks a seller verified; the badge follows all their products, present and future. */
export async function verifySeller(db: Db, email: string) {
  const seller = await findUserByEmail(db, email);
  if (!seller || seller.deletedAt || seller.role !== 'seller') return null;
  if (seller.verified) return { matchedCount: 1, modifiedCount: 0 };
  await db.update(users).set({ verified: true }).where(eq(users.id, seller.id));
  return { matchedCount: 1, modifiedCount: 1 };
}
