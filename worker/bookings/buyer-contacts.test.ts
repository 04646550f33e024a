/**
 * A buyer's contact details go to the seller while their booking is live (the review of December
 * 2026): once the buyer cancels it, the seller's list and the booking itself keep the sale's record
 * but not how to reach them.
 */
import { describe, expect, it } from 'vitest';
import { api, signedInUser } from '../test/fixtures';
import { bookingId, listingForSale } from '../test/orders';

type Row = { _id: string; email: string | null; phone: string | null; location: string | null; status: string };

describe("the buyer's contact details", () => {
  it('reach the seller for a live booking, and no longer once the buyer cancelled it', async () => {
    const { seller, product } = await listingForSale();
    const other = await listingForSale();
    const [live, gone] = [await signedInUser('buyer'), await signedInUser('buyer')];
    const liveBooking = await bookingId(live, product._id);
    const goneBooking = await bookingId(gone, product._id);
    expect((await api(`/bookings/${goneBooking}/cancel`, { method: 'PUT', headers: gone.auth })).status).toBe(200);
    // The same buyer's live booking with another seller keeps its details there.
    const elsewhere = await bookingId(gone, other.product._id);

    const rows = await (await api('/mybuyers', { headers: seller.auth })).json<Row[]>();
    expect(rows.find((row) => row._id === liveBooking)).toMatchObject({
      email: live.user.email,
      phone: '01911-223344',
      location: 'Dhanmondi 27, Dhaka',
    });
    expect(rows.find((row) => row._id === goneBooking)).toMatchObject({
      status: 'cancelled',
      userName: gone.user.name,
      email: null,
      phone: null,
      location: null,
    });
    const text = JSON.stringify(rows);
    expect(text).not.toContain(gone.user.email);

    const booking = async (id: string, who: { auth: Record<string, string> }) =>
      (await api(`/bookings/${id}`, { headers: who.auth })).json<Row>();
    expect(await booking(goneBooking, seller)).toMatchObject({ email: null, phone: null, location: null });
    // The buyer and an admin still see the whole booking.
    expect(await booking(goneBooking, gone)).toMatchObject({ email: gone.user.email, phone: '01911-223344' });
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    expect(await booking(goneBooking, admin)).toMatchObject({ email: gone.user.email });
    const theirs = await (await api('/mybuyers', { headers: other.seller.auth })).json<Row[]>();
    expect(theirs.find((row) => row._id === elsewhere)).toMatchObject({ email: gone.user.email });
  });
});
