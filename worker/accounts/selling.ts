/**
 * Anyone can sell (issue 64): a buyer becomes a seller in one step. Roles stay capabilities: the
 * account keeps its bookings, wish list and conversations, which are keyed by the person, not the
 * role, and a seller may still buy. The role is read from the account's row on every request
 * (caller.ts), so the caller's access token needs no change.
 */
import { and, eq, isNull, not } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { ownAccount } from './accounts';
import { auditOfChange } from './audit-log';
import { allowedCaller, callerUser, type Caller, type CallerPolicy } from './caller';
import { suspendedNow, userById } from './users';

/** Who may start selling: an active account that is not suspended (as for listing). */
const STARTING_SELLER: CallerPolicy = { notSuspended: true };

/**
 * POST /api/users/me/selling: the caller's account as a seller's. Idempotent: a seller gets their
 * account as it is. An admin of ADMIN_EMAILS is refused (their role comes from the deployment).
 * The role change and its audit entry are one batch; the write checks the policy again in its own
 * `WHERE`, so a suspension that lands in between changes nothing, and the row read after it says so.
 */
export async function startSelling(db: Db, caller: Caller) {
  const user = await callerUser(db, caller, STARTING_SELLER);
  if (user.role === 'admin') throw new Refusal('admin-cannot-sell');
  if (user.role === 'seller') return ownAccount(user);
  const [, , [row]] = await db.batch([
    db
      .update(users)
      .set({ role: 'seller' })
      .where(and(eq(users.id, user.id), eq(users.role, 'buyer'), isNull(users.deletedAt), not(suspendedNow()))),
    // Only when the role changed (changes() of the update): a repeated call leaves no second entry.
    auditOfChange(db, { adminId: user.id, action: 'user-started-selling', targetType: 'user', targetId: user.id }),
    userById(db, user.id),
  ]);
  return ownAccount(allowedCaller(row, caller.admins, STARTING_SELLER));
}
