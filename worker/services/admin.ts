/** What an admin does to accounts: list them by role, verify sellers, remove users. */
import type { Db } from '../db/client';
import type { Role, User } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { auditOfChange } from './audit-log';
import { endConversationSessions, type ConversationRooms } from '../conversations/end-sessions';
import { conversationIdsOf } from './conversations';
import { closeReportsOn } from './moderation';
import type { PaymentGateway } from './payments/gateway';
import { heldProductsOfUser, releaseHolds } from './payments/fulfilment';
import { userDeletion, effectiveRole, findUserByEmail, listUsersByRole, verifySeller, type CurrentUser } from './users';

const toListedUser = (user: User) => ({ _id: user.id, name: user.name, email: user.email, role: user.role });

export async function listBuyers(db: Db) {
  return (await listUsersByRole(db, 'buyer')).map(toListedUser);
}

export async function listSellers(db: Db) {
  return (await listUsersByRole(db, 'seller')).map((seller) => ({
    ...toListedUser(seller),
    verified: seller.verified,
  }));
}

/**
 * Blocks a user for good (never the admin themself). Buyers paying for their products lose the
 * hold (userDeletion clears it with the listings) and their payment intent is cancelled; so does
 * the user's own payment for someone else's listing, which others may then book. The user's open
 * conversation sockets are closed, as their access token would otherwise keep them for its rest.
 */
export async function removeUser(
  db: Db,
  gateway: () => PaymentGateway,
  rooms: ConversationRooms,
  id: string,
  admin: CurrentUser,
) {
  if (id === admin.id) throw new Refusal('cannot-remove-self');
  // One round trip: the holds to cancel are read before the same batch clears them.
  const [deletion, listings] = userDeletion(db, id);
  const [held, blocked, , , , talks] = await db.batch([
    heldProductsOfUser(db, id),
    deletion,
    auditOfChange(db, { adminId: admin.id, action: 'user-deleted', targetType: 'user', targetId: id }),
    listings,
    closeReportsOn(db, 'user', id, 'deleted', admin),
    conversationIdsOf(db, id),
  ]);
  if (blocked.meta.changes === 0) throw new Refusal('user-not-found');
  // The sockets first: releasing holds calls the gateway, which may fail after the deletion.
  await endConversationSessions(rooms, id, talks);
  await releaseHolds(db, gateway(), held);
  return { acknowledged: true, deletedCount: blocked.meta.changes };
}

export async function verifySellerByEmail(db: Db, admin: CurrentUser, email: string) {
  const result = await verifySeller(db, admin, email);
  if (!result) throw new Refusal('seller-not-found');
  return { acknowledged: true, ...result };
}

/** A role look-up answers only about the caller themself, or to an admin: no user enumeration. */
export async function roleOf(db: Db, caller: CurrentUser, email: string, admins: Set<string>): Promise<Role | null> {
  if (caller.email === email) return caller.role;
  if (caller.role !== 'admin') throw new Refusal('not-your-account');
  const user = await findUserByEmail(db, email);
  return user && !user.deletedAt ? effectiveRole(user, admins) : null;
}
