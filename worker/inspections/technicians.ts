/** Technicians (Inspected by Thanda): an admin makes an account one, beside its role, and takes it back. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { auditOfChange, type CurrentUser } from '../accounts';

/** Grants (`on`) or takes back the technician's role; the same change twice is one. */
export async function setTechnician(db: Db, admin: CurrentUser, userId: string, on: boolean) {
  const [changed, , [target]] = await db.batch([
    db
      .update(users)
      .set({ technician: on })
      .where(and(eq(users.id, userId), isNull(users.deletedAt), eq(users.technician, !on)))
      .returning({ id: users.id }),
    auditOfChange(db, {
      adminId: admin.id,
      action: on ? 'technician-granted' : 'technician-revoked',
      targetType: 'user',
      targetId: userId,
    }),
    db.select({ deletedAt: users.deletedAt, technician: users.technician }).from(users).where(eq(users.id, userId)),
  ]);
  if (!target || target.deletedAt) throw new Refusal('user-not-found');
  return { _id: userId, technician: target.technician, changed: changed.length > 0 };
}

/** The technicians an admin can assign, by name. */
export const technicianList = (db: Db) =>
  db
    .select({ _id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.technician, true), isNull(users.deletedAt)))
    .orderBy(asc(users.name))
    .limit(500);
