import type { Db } from '../db/client';
import { Refusal } from '../lib/refusal';
import { anyListingById, listingById } from './listing-writes';
import { allowedCaller, userById, type Caller, type CallerPolicy } from '../accounts';

/**
 * The listing `id` as its seller (and an admin, when allowed) may change it: the caller's row and
 * the listing in one D1 round trip (docs/decisions/011). Refused in this order: an inactive
 * account, no such listing, not its seller, then the rest of the policy (a verified e-mail, not
 * suspended), then an archived listing. A removed listing is not found, unless `withRemoved` (the write then says why it refuses it).
 */
export async function ownedListing(
  db: Db,
  caller: Caller,
  id: string,
  rule: { allowAdmin: boolean; policy?: CallerPolicy; withRemoved?: boolean },
) {
  // An id no listing can have is looked up as '' (nothing), not bound at any length.
  const known = id.length <= 64 ? id : '';
  const [[row], [product]] = await db.batch([
    userById(db, caller.id),
    rule.withRemoved ? anyListingById(db, known) : listingById(db, known),
  ]);
  const user = allowedCaller(row, caller.admins);
  if (!product) throw new Refusal('product-not-found');
  if (product.sellerId !== user.id && !(rule.allowAdmin && user.role === 'admin')) {
    throw new Refusal('not-product-seller');
  }
  allowedCaller(row, caller.admins, rule.policy);
  // Archived long after its sale or lapse (decision 037): its page stays, nothing changes it.
  if (product.archivedAt) throw new Refusal('listing-archived');
  return { user, product };
}
