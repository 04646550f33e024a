import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, bookings, reviews, users } from '../db/schema';
import { api, json, signedInUser, testDb } from '../test/fixtures';
import { bookingId, listingForSale, pay, type Account } from '../test/orders';

const asAdmin = () => signedInUser('admin', { email: 'admin@thanda.test' });
const send = (method: string, path: string, body: unknown, auth: Record<string, string>) =>
  api(path, { ...json(body, auth), method });
const review = (who: Account, sellerId: string, rating: number, text?: string) =>
  api('/reviews', json({ sellerId, rating, ...(text && { text }) }, who.auth));

/** A seller, a listing of theirs, and a buyer who paid for it through the demo gateway. */
async function sale() {
  const { seller, product } = await listingForSale();
  const buyer = await signedInUser('buyer');
  const booking = await bookingId(buyer, product._id);
  const { record } = await pay(buyer, booking);
  expect(record?.status).toBe(201);
  return { seller, product, buyer, booking };
}

async function profile(sellerId: string) {
  return (await api(`/sellers/${sellerId}`)).json<{
    rating: { average: number; count: number } | null;
    reviews: { _id: string; rating: number; text: string | null; buyerName: string; reply: string | null }[];
    listings: { _id: string }[];
  }>();
}

describe('reviews', () => {
  it('come only from a buyer of a real sale, once; the rating shows on the profile, the cards and the listing', async () => {
    const { seller, buyer } = await sale();
    const other = await listingForSale();
    const sellerId = seller.user.id;
    expect((await api('/reviews', json({ sellerId, rating: 5 }))).status).toBe(401);
    // Booked but never paid; never bought at all; the seller themself.
    const booker = await signedInUser('buyer');
    await bookingId(booker, other.product._id);
    const refused = await review(booker, other.seller.user.id, 1);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      message:
        'Only a buyer who paid for something from this seller can review them. If you paid in person, confirm the purchase in My Orders first.',
    });
    expect((await review(await signedInUser('buyer'), sellerId, 1)).status).toBe(403);
    expect((await review(seller, sellerId, 5)).status).toBe(403);
    expect((await review(buyer, sellerId, 6)).status).toBe(400);
    expect((await review(buyer, sellerId, 2.5)).status).toBe(400);

    const written = await review(buyer, sellerId, 4, 'Cooled on the first day, as promised.');
    expect(written.status).toBe(201);
    expect((await review(buyer, sellerId, 5)).status).toBe(409);

    const page = await profile(sellerId);
    expect(page.rating).toEqual({ average: 4, count: 1 });
    expect(page.reviews).toEqual([
      expect.objectContaining({ rating: 4, text: 'Cooled on the first day, as promised.', buyerName: buyer.user.name }),
    ]);
    // Their one listing is sold: no longer for sale on the profile.
    expect(page.listings).toEqual([]);
    const [card] = await (
      await api(`/product/${seller.user.email}`, { headers: seller.auth })
    ).json<{ sellerId: string; sellerRating: unknown }[]>();
    expect(card).toMatchObject({ sellerId, sellerRating: { average: 4, count: 1 } });
    const mine = await (await api(`/reviews/mine/${sellerId}`, { headers: buyer.auth })).json();
    expect(mine).toMatchObject({ canReview: false, review: { rating: 4 } });
    expect(await (await api(`/reviews/mine/${sellerId}`, { headers: booker.auth })).json()).toEqual({
      canReview: false,
      verifyEmailFirst: false,
      review: null,
    });
  });

  it('count a sale settled in person once its buyer confirms it from their own account, and say so', async () => {
    const { seller, product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const booking = await bookingId(buyer, product._id);
    expect((await api(`/bookings/${booking}/sold-in-person`, { method: 'POST', headers: seller.auth })).status).toBe(
      201,
    );
    // The seller's word alone: it could be a second account of their own.
    expect(await (await api(`/reviews/mine/${seller.user.id}`, { headers: buyer.auth })).json()).toEqual({
      canReview: false,
      verifyEmailFirst: false,
      review: null,
    });
    expect((await review(buyer, seller.user.id, 5)).status).toBe(403);

    const confirm = (who: Account, id = booking) =>
      api(`/bookings/${id}/purchase-confirmed`, { method: 'PUT', headers: who.auth });
    expect((await confirm(seller)).status).toBe(403);
    expect((await confirm(await signedInUser('buyer'))).status).toBe(403);
    expect((await api(`/bookings/${booking}/purchase-confirmed`, { method: 'PUT' })).status).toBe(401);
    expect((await confirm(buyer, crypto.randomUUID())).status).toBe(404);
    expect(await (await confirm(buyer)).json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect(await (await confirm(buyer)).json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });

    expect(await (await api(`/reviews/mine/${seller.user.id}`, { headers: buyer.auth })).json()).toEqual({
      canReview: true,
      verifyEmailFirst: false,
      review: null,
    });
    expect((await review(buyer, seller.user.id, 5)).status).toBe(201);
    expect((await profile(seller.user.id)).rating).toEqual({ average: 5, count: 1 });
    expect((await profile(seller.user.id)).reviews).toEqual([expect.objectContaining({ paidVia: 'in-person' })]);
  });

  it('say when the sale was paid through Thanda', async () => {
    const { seller, buyer } = await sale();
    expect((await review(buyer, seller.user.id, 4)).status).toBe(201);
    expect((await profile(seller.user.id)).reviews).toEqual([expect.objectContaining({ paidVia: 'thanda' })]);
    const mine = await (await api(`/reviews/mine/${seller.user.id}`, { headers: buyer.auth })).json();
    expect(mine).toMatchObject({ review: { paidVia: 'thanda' } });
  });

  it('are confirmed by a live account only, and changed only by a verified one', async () => {
    const { seller, product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const booking = await bookingId(buyer, product._id);
    expect((await api(`/bookings/${booking}/sold-in-person`, { method: 'POST', headers: seller.auth })).status).toBe(
      201,
    );
    const confirm = () => api(`/bookings/${booking}/purchase-confirmed`, { method: 'PUT', headers: buyer.auth });
    expect((await confirm()).status).toBe(200);
    const { insertedId: id } = await (await review(buyer, seller.user.id, 4)).json<{ insertedId: string }>();

    // Their address is no longer verified (a sign-in with an unverified one): the review stays as it was.
    await testDb().update(users).set({ emailVerified: false }).where(eq(users.id, buyer.user.id));
    const edit = await send('PATCH', `/reviews/${id}`, { rating: 1 }, buyer.auth);
    expect(edit.status).toBe(403);
    expect(await edit.json()).toMatchObject({ message: 'Verify your e-mail address before you review a seller.' });
    expect((await profile(seller.user.id)).rating).toEqual({ average: 4, count: 1 });

    // A deleted account's token confirms nothing.
    const other = await listingForSale();
    const gone = await signedInUser('buyer');
    const theirs = await bookingId(gone, other.product._id);
    expect(
      (await api(`/bookings/${theirs}/sold-in-person`, { method: 'POST', headers: other.seller.auth })).status,
    ).toBe(201);
    const admin = await asAdmin();
    expect((await api(`/user/${gone.user.id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);
    const late = await api(`/bookings/${theirs}/purchase-confirmed`, { method: 'PUT', headers: gone.auth });
    expect(late.status).toBe(401);
    const [row] = await testDb().select().from(bookings).where(eq(bookings.id, theirs));
    expect(row!.purchaseConfirmedAt).toBeNull();
  });

  it('refuse a confirmation of an order that was not sold in person', async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const booking = await bookingId(buyer, product._id);
    const res = await api(`/bookings/${booking}/purchase-confirmed`, { method: 'PUT', headers: buyer.auth });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      message: 'The seller has not recorded this order as sold to you in person, so there is nothing to confirm.',
    });
  });

  it('need a verified e-mail address: a throwaway account cannot review, even after a paid sale', async () => {
    const { seller, product } = await listingForSale();
    const buyer = await signedInUser('buyer', { emailVerified: false });
    const booking = await bookingId(buyer, product._id);
    const { record } = await pay(buyer, booking);
    expect(record?.status).toBe(201);
    expect(await (await api(`/reviews/mine/${seller.user.id}`, { headers: buyer.auth })).json()).toEqual({
      canReview: false,
      verifyEmailFirst: true,
      review: null,
    });
    const refused = await review(buyer, seller.user.id, 5);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'Verify your e-mail address before you review a seller.' });
    expect((await profile(seller.user.id)).rating).toBeNull();
  });

  it('can be changed by their buyer for 7 days, and the rating follows', async () => {
    const { seller, buyer } = await sale();
    const { insertedId: id } = await (
      await review(buyer, seller.user.id, 2, 'Slow to answer.')
    ).json<{
      insertedId: string;
    }>();
    expect((await send('PATCH', `/reviews/${id}`, { rating: 5 }, seller.auth)).status).toBe(403);
    expect((await send('PATCH', `/reviews/${id}`, {}, buyer.auth)).status).toBe(400);
    const edited = await send('PATCH', `/reviews/${id}`, { rating: 5, text: null }, buyer.auth);
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ review: { rating: 5, text: null } });
    expect((await profile(seller.user.id)).rating).toEqual({ average: 5, count: 1 });

    await testDb()
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(reviews.id, id));
    const late = await send('PATCH', `/reviews/${id}`, { rating: 1 }, buyer.auth);
    expect(late.status).toBe(409);
    expect((await profile(seller.user.id)).rating).toEqual({ average: 5, count: 1 });
  });

  it('get one reply, from their seller only', async () => {
    const { seller, buyer } = await sale();
    const { insertedId: id } = await (await review(buyer, seller.user.id, 3)).json<{ insertedId: string }>();
    expect((await send('PUT', `/reviews/${id}/reply`, { text: 'Thanks!' }, buyer.auth)).status).toBe(403);
    expect((await send('PUT', `/reviews/${id}/reply`, { text: 'Thank you for buying.' }, seller.auth)).status).toBe(
      200,
    );
    expect((await send('PUT', `/reviews/${id}/reply`, { text: 'Again' }, seller.auth)).status).toBe(409);
    expect((await profile(seller.user.id)).reviews[0]).toMatchObject({ reply: 'Thank you for buying.' });
  });

  it('are hidden by an admin only, out of the profile and the rating, with an audit entry', async () => {
    const { seller, buyer } = await sale();
    const { insertedId: id } = await (
      await review(buyer, seller.user.id, 1, 'Scammer!!!')
    ).json<{
      insertedId: string;
    }>();
    const reason = { reason: 'Insults, not a review of the sale' };
    expect((await send('PUT', `/moderation/reviews/${id}/hide`, reason, seller.auth)).status).toBe(403);
    expect((await send('PUT', `/moderation/reviews/${id}/hide`, reason, buyer.auth)).status).toBe(403);
    const admin = await asAdmin();
    expect((await send('PUT', `/moderation/reviews/${id}/hide`, reason, admin.auth)).status).toBe(200);
    expect((await send('PUT', `/moderation/reviews/${id}/hide`, reason, admin.auth)).status).toBe(404);
    const page = await profile(seller.user.id);
    expect(page.rating).toBeNull();
    expect(page.reviews).toEqual([]);
    const entries = await testDb().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries.map((entry) => [entry.action, entry.reason])).toEqual([
      ['review-hidden', 'Insults, not a review of the sale'],
    ]);
  });
});

describe('seller profiles', () => {
  it("show a seller's listings for sale and page their reviews; a buyer or an unknown id has none", async () => {
    const { seller, product } = await listingForSale();
    const page = await profile(seller.user.id);
    expect(page).toMatchObject({
      rating: null,
      reviews: [],
      listings: [expect.objectContaining({ _id: product._id })],
    });
    const buyer = await signedInUser('buyer');
    expect((await api(`/sellers/${buyer.user.id}`)).status).toBe(404);
    expect((await api('/sellers/no-such-seller')).status).toBe(404);
    expect((await api(`/sellers/${seller.user.id}/reviews?before=nonsense`)).status).toBe(400);
    expect(await (await api(`/sellers/${seller.user.id}/reviews`)).json()).toEqual({ reviews: [], next: null });
  });
});
