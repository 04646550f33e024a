import { describe, expect, it } from 'vitest';
import { api, insertCategory, json, signedInUser } from '../test/fixtures';
import { book, listingForSale } from '../test/orders';
import { BOOKMARK_HEADER } from '../lib/session-bookmark';
import { requestBookmark } from './d1-session';

describe('D1 sessions', () => {
  it('answers every database-backed call with a bookmark', async () => {
    await insertCategory();
    const res = await api('/categories');
    expect(res.status).toBe(200);
    expect(requestBookmark(res.headers.get(BOOKMARK_HEADER) ?? undefined)).not.toBeNull();
  });

  it('lets a buyer who sends back the bookmark of a booking read that booking', async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const booked = await book(buyer, product._id);
    expect(booked.status).toBe(201);
    const bookmark = booked.headers.get(BOOKMARK_HEADER);
    expect(bookmark).toBeTruthy();

    const orders = await api(`/myorders?email=${encodeURIComponent(buyer.user.email)}`, {
      headers: { ...buyer.auth, [BOOKMARK_HEADER]: bookmark! },
    });
    expect(orders.status).toBe(200);
    const list = await orders.json<{ productId: string }[]>();
    expect(list.map((order) => order.productId)).toContain(product._id);
    // Bookmarks only move forward.
    expect(orders.headers.get(BOOKMARK_HEADER)! >= bookmark!).toBe(true);
  });

  it('ignores a bookmark it could not have issued instead of failing', async () => {
    await insertCategory();
    for (const forged of ["'; DROP TABLE products; --", 'x'.repeat(300), 'zz-top']) {
      const res = await api('/categories', { headers: { [BOOKMARK_HEADER]: forged } });
      expect(res.status, forged).toBe(200);
    }
    const buyer = await signedInUser('buyer');
    const write = await api(
      '/wishlist',
      json({ productId: 'nope' }, { ...buyer.auth, [BOOKMARK_HEADER]: 'not-a-bookmark' }),
    );
    expect(write.status).toBe(404);
  });

  it('recognises only the shape of a D1 bookmark', () => {
    expect(requestBookmark('0000000b-00000002-00004f4c-9c32a5b8b6e2c5d8f1a3')).not.toBeNull();
    expect(requestBookmark('')).toBeNull();
    expect(requestBookmark('abc--def')).toBeNull();
    expect(requestBookmark(undefined)).toBeNull();
  });
});
