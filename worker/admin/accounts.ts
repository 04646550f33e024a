/** What an admin does to accounts: verify sellers, remove users (account-lists.ts lists them). */
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { auditOfChange } from '../accounts';
import { endConversationSessions, type ConversationRooms } from '../conversations';
import { conversationIdsOf } from '../conversations';
import { closeReportsOn } from '../trust';
import type { PaymentGateway } from '../payments';
import { heldListingsOfUser, releaseHolds } from '../payments';
import { userDeletion, type CurrentUser } from '../accounts';
import { verifySeller, type SellerKey } from '../trust';

/**
 * Blocks a user for good: never the admin themself, nor an admin of ADMIN_EMAILS (`admins`), whose
 * account would otherwise be locked out for good. Buyers paying for their products lose the
 * hold (userDeletion clears it with the listings) and their payment intent is cancelled; so does
 * the user's own payment for someone else's listing, which others may then book. The user's open
 * conversation sockets are closed, as their access token would otherwise keep them for its rest.
 */
export async function removeUser(
  db: Db,
  services: { gateway: () => PaymentGateway; rooms: ConversationRooms },
  admin: CurrentUser,
  admins: Set<string>,
  id: string,
) {
  if (id === admin.id) throw new Refusal('cannot-remove-self');
  // One round trip: the holds to cancel are read before the same batch clears them, and the
  // target's row after it says why nothing was blocked.
  const { statements, blockedNow } = userDeletion(db, id, admins);
  const [deletion, listings] = statements;
  const [held, blocked, , , , talks, [target]] = await db.batch([
    heldListingsOfUser(db, id),
    deletion,
    auditOfChange(db, { adminId: admin.id, action: 'user-deleted', targetType: 'user', targetId: id }),
    listings,
    closeReportsOn(db, 'user', id, 'deleted', admin, blockedNow),
    conversationIdsOf(db, id),
    db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, id)),
  ]);
  if (blocked.meta.changes === 0) {
    throw new Refusal(!target || target.deletedAt ? 'user-not-found' : 'cannot-remove-admin');
  }
  // The sockets first: releasing holds calls the gateway, which may fail after the deletion.
  await endConversationSessions(services.rooms, id, talks);
  await releaseHolds(db, services.gateway(), held);
  return { acknowledged: true, deletedCount: blocked.meta.changes };
}

/** PUT /verifyseller/:seller: the badge for a seller named by id, or by e-mail as the SPEC does. */
export async function verifySellerBadge(db: Db, admin: CurrentUser, key: SellerKey) {
  const result = await verifySeller(db, admin, key);
  if (!result) throw new Refusal('email' in key ? 'seller-not-found' : 'profile-not-found');
  return { acknowledged: true, ...result };
}
