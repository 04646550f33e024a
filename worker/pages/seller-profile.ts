/**
 * A seller's public profile (trust and safety): who they are, their rating, the newest reviews and
 * their listings for sale, in one round trip.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listedWhere } from '../db/listed';
import { writtenLimit } from '../db/written-limit';
import { products, users } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { joinedListings, toApiListing } from '../listings';
import { ratingOf, reviewsPageQuery, toReviewsPage } from '../trust';

/** The listings a profile shows, newest first. */
export const PROFILE_LISTINGS_MAX = 24;

export async function sellerProfile(db: Db, id: string) {
  const [[seller], listings, page] = await db.batch([
    db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt))),
    joinedListings(db)
      .where(and(eq(products.sellerId, id), listedWhere(products)))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(writtenLimit(PROFILE_LISTINGS_MAX)),
    reviewsPageQuery(db, id),
  ]);
  // A buyer has no profile; a seller who became a buyer keeps theirs while they have reviews.
  if (!seller || (seller.role !== 'seller' && seller.ratingCount === 0)) throw new Refusal('profile-not-found');
  return {
    _id: seller.id,
    name: seller.name,
    verified: seller.verified,
    memberSince: seller.createdAt.toISOString(),
    rating: ratingOf(seller),
    listings: listings.map((row) => toApiListing(row)),
    ...toReviewsPage(page),
  };
}

export type SellerProfile = Awaited<ReturnType<typeof sellerProfile>>;
