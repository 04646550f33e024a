/**
 * A seller's public profile (trust and safety): who they are, their rating, the newest reviews and
 * their listings for sale, in one round trip.
 */
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listedWhere } from '../db/listed';
import { writtenLimit } from '../db/written-limit';
import { products, users } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { joinedListings, toApiListing } from '../listings';
import { ratingOf, reviewsPageQuery, toReviewsPage } from '../trust';

/**
 * Who has a public profile: a seller, and a seller who became a buyer while they have reviews (a
 * buyer has none). The profile page, a seller's listings in a category and the sitemap read it.
 */
export const hasProfile = and(isNull(users.deletedAt), or(eq(users.role, 'seller'), gt(users.ratingCount, 0)));

/** Whether `id` is someone with a public profile: one read, without the profile's listings and reviews. */
export async function profileExists(db: Db, id: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), hasProfile));
  return Boolean(user);
}

/** The listings a profile shows, newest first. */
export const PROFILE_LISTINGS_MAX = 24;

export async function sellerProfile(db: Db, id: string) {
  const [[seller], listings, page] = await db.batch([
    db
      .select()
      .from(users)
      .where(and(eq(users.id, id), hasProfile)),
    joinedListings(db)
      .where(and(eq(products.sellerId, id), listedWhere(products)))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(writtenLimit(PROFILE_LISTINGS_MAX)),
    reviewsPageQuery(db, id),
  ]);
  if (!seller) throw new Refusal('profile-not-found');
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
