/**
 * The hold is enforced when money moves (docs/decisions/007-identity-and-money.md): a payment whose
 * booking no longer holds the product is refunded and recorded, a held listing is frozen for its
 * seller, and removing a seller ends the holds on their listings before any money moves.
 */
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { app } from '../app';
import { bookings, payments, productPhotos, products, users } from '../db/schema';
import { Refusal, refusalRules, type RefusalReason } from '../lib/refusal';
import { runScheduled, HOLDS_CRON } from '../scheduled';
import { paymentGateway } from './gateways';
import { fulfilPayment } from './settlement';
import { saleTermsOf } from './sale-terms';
import type { PaymentGateway } from './gateway';
import { markSold, productUpdate } from '../listings/listing-writes';
import { api, insertCategory, json, signedInUser, testDb, uploadedImage } from '../test/fixtures';
import { bookingId, listingForSale, payWithCard, startPayment, type Account } from '../test/orders';
import { stripeStandIn } from '../test/stripe-stand-in';

const lapseHold = (productId: string) =>
  testDb()
    .update(products)
    .set({ holdUntil: new Date(Date.now() - 1000) })
    .where(eq(products.id, productId));
const paymentsFor = (productId: string) => testDb().select().from(payments).where(eq(payments.productId, productId));
const productRow = async (id: string) => (await testDb().select().from(products).where(eq(products.id, id)).get())!;

/** A buyer who has paid at the demo gateway but not yet told Thanda. */
async function paidAtGateway(price = 350) {
  const { product, seller } = await listingForSale(price);
  const buyer = await signedInUser('buyer');
  const id = await bookingId(buyer, product._id);
  const { clientSecret } = await (await startPayment(buyer, id)).json<{ clientSecret: string }>();
  const { id: transactionId } = await (await payWithCard(clientSecret)).json<{ id: string }>();
  return { product, seller, buyer, id, transactionId };
}

/** A refusal's `retryAt`: whole seconds, rounded up, as Retry-After counts them. */
const wholeSeconds = (ms: number) => new Date(Math.ceil(ms / 1000) * 1000).toISOString();

const record = (buyer: Account, id: string, transactionId: string) =>
  api('/payments', json({ bookingId: id, transactionId }, buyer.auth));

describe('a payment recorded after its hold lapsed (demo gateway)', () => {
  it('is refunded, recorded with its reason, and shown to the buyer as refunded', async () => {
    const { product, buyer, id, transactionId } = await paidAtGateway();
    await lapseHold(product._id);
    const res = await record(buyer, id, transactionId);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      reason: 'payment-refunded',
      params: { variant: 'refundedBecause', refundReason: 'hold-lapsed' },
      message:
        'Your 15-minute hold on this product ended before the payment arrived. Your payment has been refunded in full.',
    });
    const [row] = await paymentsFor(product._id);
    expect(row).toMatchObject({
      status: 'refunded',
      amountMinor: 35000,
      refundId: expect.stringMatching(/^re_demo_/),
      refundedAt: expect.any(Date),
    });
    expect((await productRow(product._id)).paid).toBe(false);

    const orders = await (
      await api('/myorders', { headers: buyer.auth })
    ).json<{ _id: string; paid: boolean; refunded: boolean; refundReason: string }[]>();
    expect(orders.find((o) => o._id === id)).toMatchObject({
      paid: false,
      refunded: true,
      refundReason: expect.stringContaining('hold'),
    });

    // The same transaction again refunds nothing more and sells nothing.
    const again = await record(buyer, id, transactionId);
    expect(again.status).toBe(409);
    expect(await paymentsFor(product._id)).toHaveLength(1);
  });

  it('is refunded when the listing was removed while the buyer paid', async () => {
    const { product, buyer, id, transactionId } = await paidAtGateway();
    await testDb().update(products).set({ removedAt: new Date() }).where(eq(products.id, product._id));
    const res = await record(buyer, id, transactionId);
    expect(res.status).toBe(409);
    expect((await res.json<{ message: string }>()).message).toContain('This listing was removed.');
    expect((await paymentsFor(product._id)).map((p) => p.status)).toEqual(['refunded']);
  });

  it('is sold normally while the hold lasts', async () => {
    const { product, buyer, id, transactionId } = await paidAtGateway();
    expect((await record(buyer, id, transactionId)).status).toBe(201);
    expect((await paymentsFor(product._id)).map((p) => p.status)).toEqual(['succeeded']);
  });

  it('makes a booking whose hold ended wait as long again before holding the product anew', async () => {
    const { product } = await listingForSale();
    const [buyer, other] = [await signedInUser('buyer'), await signedInUser('buyer')];
    const id = await bookingId(buyer, product._id);
    expect((await startPayment(buyer, id)).status).toBe(200);
    await lapseHold(product._id);
    const ended = new Date(Date.now() - 60_000);
    await testDb().update(bookings).set({ lastHoldUntil: ended }).where(eq(bookings.id, id));
    const again = await startPayment(buyer, id);
    expect(again.status).toBe(409);
    // The body and Retry-After say when: 15 minutes after the hold ended, so 14 minutes from now.
    const resting = await again.json<{ message: string; retryAt: string }>();
    expect(resting.message).toMatch(/try again 15 minutes after it ended/);
    expect(resting.retryAt).toBe(wholeSeconds(ended.getTime() + 15 * 60_000));
    expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(13 * 60);
    expect(Number(again.headers.get('Retry-After'))).toBeLessThanOrEqual(14 * 60);
    // Meanwhile another buyer may hold it, and the seller may change it once that hold ends too.
    expect((await startPayment(other, await bookingId(other, product._id))).status).toBe(200);
    await testDb()
      .update(bookings)
      .set({ lastHoldUntil: new Date(Date.now() - 16 * 60_000) })
      .where(eq(bookings.id, id));
    await lapseHold(product._id);
    expect((await startPayment(buyer, id)).status).toBe(200);
  });

  it('lets a booking hold the product 3 times in a row, then makes it wait a day after the last', async () => {
    const { product } = await listingForSale();
    const [buyer, other] = [await signedInUser('buyer'), await signedInUser('buyer')];
    const id = await bookingId(buyer, product._id);
    const holdsInRow = async () =>
      (await testDb().select().from(bookings).where(eq(bookings.id, id)).get())!.holdsInRow;
    /** The booking's hold, ended `ago` ms before now. */
    const endHold = async (ago: number) => {
      await lapseHold(product._id);
      const ended = new Date(Date.now() - ago);
      await testDb().update(bookings).set({ lastHoldUntil: ended }).where(eq(bookings.id, id));
      return ended;
    };
    expect((await startPayment(buyer, id)).status).toBe(200);
    // Asking again during the hold is the same hold.
    expect((await startPayment(buyer, id)).status).toBe(200);
    expect(await holdsInRow()).toBe(1);
    for (const taken of [2, 3]) {
      await endHold(16 * 60_000);
      expect((await startPayment(buyer, id)).status).toBe(200);
      expect(await holdsInRow()).toBe(taken);
    }
    // Just after the third, the day's wait is what the buyer hears, not the 15 minutes' rest.
    const ended = await endHold(60_000);
    const refused = await startPayment(buyer, id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      reason: 'hold-limit',
      params: {},
      message:
        'You have held this product 3 times in a row without paying. So that other buyers get a turn, please try again a day after your last hold ended.',
      retryAt: wholeSeconds(ended.getTime() + 24 * 60 * 60_000),
    });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(23 * 60 * 60);
    await endHold(16 * 60_000);
    expect((await startPayment(buyer, id)).status).toBe(409);
    // Another buyer gets the turn meanwhile.
    expect((await startPayment(other, await bookingId(other, product._id))).status).toBe(200);
    await lapseHold(product._id);
    // A day after the last hold ended, the row starts again.
    await endHold(24 * 60 * 60_000 + 1000);
    expect((await startPayment(buyer, id)).status).toBe(200);
    expect(await holdsInRow()).toBe(1);
    // Cancelling and booking again keeps the count.
    await endHold(16 * 60_000);
    await testDb().update(bookings).set({ holdsInRow: 3 }).where(eq(bookings.id, id));
    expect((await api(`/bookings/${id}/cancel`, { method: 'PUT', headers: buyer.auth })).status).toBe(200);
    expect(await bookingId(buyer, product._id)).toBe(id);
    expect((await startPayment(buyer, id)).status).toBe(409);
  });

  it('tells another buyer when an ordinary hold ends, and gives no time for a payment under review', async () => {
    const { product } = await listingForSale();
    const [holder, other] = [await signedInUser('buyer'), await signedInUser('buyer')];
    const holding = await bookingId(holder, product._id);
    expect((await startPayment(holder, holding)).status).toBe(200);
    const otherBooking = await bookingId(other, product._id);
    const taken = await startPayment(other, otherBooking);
    expect(taken.status).toBe(409);
    const holdUntil = (await productRow(product._id)).holdUntil!.getTime();
    expect(await taken.json()).toEqual({
      reason: 'hold-taken',
      params: { variant: 'wait', minutes: 15 },
      message: 'Another buyer is paying for this product right now. Please try again in 15 minutes.',
      retryAt: wholeSeconds(holdUntil),
    });
    expect(Number(taken.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    expect(Number(taken.headers.get('Retry-After'))).toBeLessThanOrEqual(15 * 60);

    // Flagged by the gateway, the payment holds the product until an admin decides: no time to give.
    await testDb().update(bookings).set({ reviewTransactionId: 'pi_flagged' }).where(eq(bookings.id, holding));
    await testDb()
      .update(products)
      .set({ holdUntil: new Date(Date.now() + 24 * 3_600_000) })
      .where(eq(products.id, product._id));
    const inReview = await startPayment(other, otherBooking);
    expect(inReview.status).toBe(409);
    expect(await inReview.json()).toEqual({
      reason: 'hold-taken',
      params: {},
      message: 'Another buyer is paying for this product right now. Please try again in 15 minutes.',
    });
    expect(inReview.headers.get('Retry-After')).toBeNull();
  });

  it('does not extend the hold when the buyer asks for a payment again', async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    await startPayment(buyer, id);
    const first = (await productRow(product._id)).holdUntil!.getTime();
    await startPayment(buyer, id);
    expect((await productRow(product._id)).holdUntil!.getTime()).toBe(first);
  });
});

describe('taking the hold', () => {
  /** Asks for a payment, expects it refused for `reason`, and the product still not held. */
  async function refusedWithoutHold(buyer: Account, id: string, productId: string, reason: RefusalReason) {
    const res = await startPayment(buyer, id);
    expect(await res.json()).toMatchObject({ message: refusalRules[reason].message });
    expect((await productRow(productId)).holdBookingId).toBeNull();
    return res.status;
  }

  it("takes none for someone else's booking, a paid one, or one whose payment is in review", async () => {
    const { seller, product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    expect(await refusedWithoutHold(await signedInUser('buyer'), id, product._id, 'not-booking-buyer')).toBe(403);

    await testDb().update(bookings).set({ reviewTransactionId: 'pi_flagged' }).where(eq(bookings.id, id));
    expect(await refusedWithoutHold(buyer, id, product._id, 'payment-in-review')).toBe(409);

    await testDb().update(bookings).set({ reviewTransactionId: null }).where(eq(bookings.id, id));
    const sold = await api(`/bookings/${id}/sold-in-person`, { method: 'POST', headers: seller.auth });
    expect(sold.status).toBe(201);
    expect(await refusedWithoutHold(buyer, id, product._id, 'booking-paid')).toBe(409);
  });

  it('takes none for a removed listing, a removed seller, or a suspended buyer', async () => {
    const removed = await listingForSale();
    const buyer = await signedInUser('buyer');
    const removedBooking = await bookingId(buyer, removed.product._id);
    await api(`/product/${removed.product._id}`, { method: 'DELETE', headers: removed.seller.auth });
    expect(await refusedWithoutHold(buyer, removedBooking, removed.product._id, 'listing-gone')).toBe(409);

    const left = await listingForSale();
    const leftBooking = await bookingId(buyer, left.product._id);
    // Marked removed directly, so that only the hold's own check of the seller stands in the way.
    await testDb().update(users).set({ deletedAt: new Date() }).where(eq(users.id, left.seller.user.id));
    expect(await refusedWithoutHold(buyer, leftBooking, left.product._id, 'listing-gone')).toBe(409);

    const open = await listingForSale();
    const openBooking = await bookingId(buyer, open.product._id);
    await testDb().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, buyer.user.id));
    expect(await refusedWithoutHold(buyer, openBooking, open.product._id, 'account-suspended')).toBe(403);
    await testDb().update(users).set({ suspendedAt: null }).where(eq(users.id, buyer.user.id));
    expect((await startPayment(buyer, openBooking)).status).toBe(200);
  });
});

describe('a held listing', () => {
  it('is told as held to everyone while the buyer pays, as active once the hold ends, and as sold once paid', async () => {
    const { product, buyer, id, transactionId } = await paidAtGateway();
    const status = async () => {
      const page = await (await api(`/listings/${product._id}`)).json<{ status: string }>();
      const listed = await (await api('/allproduct')).json<{ _id: string; status: string }[]>();
      expect(listed.find((p) => p._id === product._id)?.status).toBe(page.status);
      return page.status;
    };
    expect(await status()).toBe('held');
    await lapseHold(product._id);
    expect(await status()).toBe('active');
    // Paid after the hold lapsed: refunded, so the listing is still for sale.
    expect((await record(buyer, id, transactionId)).status).toBe(409);
    expect(await status()).toBe('active');
    const sold = await paidAtGateway();
    expect((await record(sold.buyer, sold.id, sold.transactionId)).status).toBe(201);
    expect(await (await api(`/listings/${sold.product._id}`)).json()).toMatchObject({ status: 'sold' });
  });

  it('cannot be changed in any way, marked sold or deleted by its seller until the hold ends', async () => {
    const { product, seller, buyer, id } = await paidAtGateway();
    const reprice = await api(`/product/${product._id}`, { ...json({ price: 999 }, seller.auth), method: 'PATCH' });
    expect(reprice.status).toBe(409);
    expect(await reprice.json()).toMatchObject({
      message: expect.stringContaining('A buyer is paying for this product right now'),
      reason: 'listing-held',
    });
    expect((await api(`/product/${product._id}`, { method: 'PUT', headers: seller.auth })).status).toBe(409);
    expect((await api(`/product/${product._id}`, { method: 'DELETE', headers: seller.auth })).status).toBe(409);
    // Nothing the buyer saw changes while they pay: name, description, condition, category, photos.
    const before = await productRow(product._id);
    const category = await insertCategory();
    const photo = await uploadedImage(seller.auth);
    for (const edit of [
      { name: 'Gree 1.5 Ton, serviced' },
      { about: 'Compressor replaced last week.' },
      { condition: 'fair' },
      { categoryId: category.id },
      { img: photo },
      { photos: [photo] },
    ]) {
      const refused = await api(`/product/${product._id}`, { ...json(edit, seller.auth), method: 'PATCH' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        message: expect.stringContaining('A buyer is paying for this product right now, so you cannot change it.'),
        reason: 'listing-held',
      });
    }
    expect(await productRow(product._id)).toEqual(before);
    expect(await testDb().select().from(productPhotos).where(eq(productPhotos.productId, product._id))).toEqual([]);

    await lapseHold(product._id);
    expect(
      (await api(`/product/${product._id}`, { ...json({ price: 999 }, seller.auth), method: 'PATCH' })).status,
    ).toBe(200);
    expect(await testDb().select().from(bookings).where(eq(bookings.id, id))).toHaveLength(1);
    expect(buyer.user.id).toBeTruthy();
  });

  it('stays frozen when the hold is taken between the seller’s check and the write', async () => {
    const { product } = await listingForSale();
    const seen = await productRow(product._id);
    const buyer = await signedInUser('buyer');
    expect((await startPayment(buyer, await bookingId(buyer, product._id))).status).toBe(200);
    expect(await productUpdate(testDb(), seen, { price: 999 })).toHaveLength(0);
    expect(await markSold(testDb(), seen)).toBeNull();
    expect(await productRow(product._id)).toMatchObject({ priceMinor: 35000, paid: false });
    // Nor is anything else the buyer saw.
    expect(await productUpdate(testDb(), seen, { name: 'Renamed while held' })).toHaveLength(0);
    expect((await productRow(product._id)).name).toBe(seen.name);
  });

  it('is released when an admin removes its seller: the card form then takes no money', async () => {
    const { product, seller } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const { clientSecret } = await (await startPayment(buyer, id)).json<{ clientSecret: string }>();
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    expect((await api(`/user/${seller.user.id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);
    expect(await productRow(product._id)).toMatchObject({ holdBookingId: null, holdUntil: null });

    const card = await payWithCard(clientSecret);
    expect(card.status).toBe(409);
    expect(await paymentsFor(product._id)).toEqual([]);
    // And no new payment can start for a removed seller's listing.
    expect((await startPayment(buyer, id)).status).toBe(409);
  });
});

describe("a booking's state", () => {
  it('goes requested, pending_payment while its hold lasts, then paid; a rival booking is then cancelled', async () => {
    const { product } = await listingForSale();
    const [buyer, rival] = [await signedInUser('buyer'), await signedInUser('buyer')];
    const id = await bookingId(buyer, product._id);
    await bookingId(rival, product._id);
    const state = async (who: Account) =>
      (await (await api(`/myorders?email=${who.user.email}`, { headers: who.auth })).json<{ status: string }[]>())[0]
        ?.status;
    expect(await state(buyer)).toBe('requested');
    const { clientSecret } = await (await startPayment(buyer, id)).json<{ clientSecret: string }>();
    expect([await state(buyer), await state(rival)]).toEqual(['pending_payment', 'requested']);
    const { id: transactionId } = await (await payWithCard(clientSecret)).json<{ id: string }>();
    expect((await record(buyer, id, transactionId)).status).toBe(201);
    expect([await state(buyer), await state(rival)]).toEqual(['paid', 'cancelled']);
    expect(await (await api(`/bookings/${id}`, { headers: buyer.auth })).json()).toMatchObject({ status: 'paid' });
  });
});

describe('a hold of a removed buyer', () => {
  it('is released when an admin removes the buyer who is paying: the listing is for sale again', async () => {
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const { clientSecret } = await (await startPayment(buyer, id)).json<{ clientSecret: string }>();
    expect(await (await api(`/listings/${product._id}`)).json()).toMatchObject({ status: 'held' });
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    expect((await api(`/user/${buyer.user.id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);
    expect(await productRow(product._id)).toMatchObject({ holdBookingId: null, holdUntil: null });
    expect(await (await api(`/listings/${product._id}`)).json()).toMatchObject({ status: 'active' });
    // The intent is cancelled: the card form takes no money, and another buyer can pay.
    expect((await payWithCard(clientSecret)).status).toBe(409);
    expect(await paymentsFor(product._id)).toEqual([]);
    const next = await signedInUser('buyer');
    expect((await startPayment(next, await bookingId(next, product._id))).status).toBe(200);
  });
});

describe('holds with Stripe', () => {
  const stripeEnv = { ...env, STRIPE_SECRET_KEY: 'sk_test_thanda', STRIPE_WEBHOOK_SECRET: 'whsec_test' };
  const call = (path: string, init: RequestInit) => app.request(`/api${path}`, init, stripeEnv);
  let standIn: ReturnType<typeof stripeStandIn> | null = null;
  afterEach(() => {
    standIn?.restore();
    standIn = null;
  });

  async function started() {
    standIn = stripeStandIn();
    const { product, seller } = await listingForSale(275);
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    expect((await call('/create-payment-intent', json({ bookingId: id }, buyer.auth))).status).toBe(200);
    const intent = [...standIn.intents.values()].find((i) => i.metadata.bookingId === id)!;
    return { product, seller, buyer, id, intent };
  }

  it('counts a hold before Stripe is asked, so a request cut short meanwhile still counts it', async () => {
    standIn = stripeStandIn();
    const { product } = await listingForSale(275);
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    let meanwhile: { holdsInRow: number; lastHoldUntil: Date | null } | undefined;
    standIn.whileCreatingNextIntent(async () => {
      meanwhile = await testDb().select().from(bookings).where(eq(bookings.id, id)).get();
    });
    expect((await call('/create-payment-intent', json({ bookingId: id }, buyer.auth))).status).toBe(200);
    expect(meanwhile).toMatchObject({ holdsInRow: 1, lastHoldUntil: (await productRow(product._id)).holdUntil });
  });

  it('cancels the new intent of a booking its buyer cancelled while Stripe was asked', async () => {
    standIn = stripeStandIn();
    const { product } = await listingForSale(275);
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    standIn.whileCreatingNextIntent(async () => call(`/bookings/${id}/cancel`, { method: 'PUT', headers: buyer.auth }));
    const res = await call('/create-payment-intent', json({ bookingId: id }, buyer.auth));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: refusalRules['booking-cancelled'].message });
    const [intent] = [...standIn.intents.values()];
    expect(intent!.status).toBe('canceled');
    const booking = (await testDb().select().from(bookings).where(eq(bookings.id, id)).get())!;
    expect(booking.paymentIntentId).toBeNull();
    // Booked again, the booking rests from its cancellation, not from the hold's planned end.
    expect(booking.lastHoldUntil!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('cancels the new intent of a booking its seller sold at a meet-up while Stripe was asked', async () => {
    standIn = stripeStandIn();
    const { product, seller } = await listingForSale(275);
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    standIn.whileCreatingNextIntent(async () =>
      call(`/bookings/${id}/sold-in-person`, { method: 'POST', headers: seller.auth }),
    );
    const res = await call('/create-payment-intent', json({ bookingId: id }, buyer.auth));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: refusalRules['booking-paid'].message });
    expect([...standIn.intents.values()].map((intent) => intent.status)).toEqual(['canceled']);
  });

  it('is cancelled at Stripe when the seller sells to the same buyer in person', async () => {
    const { seller, id, intent } = await started();
    const sold = await call(`/bookings/${id}/sold-in-person`, { method: 'POST', headers: seller.auth });
    expect(sold.status).toBe(201);
    // The card form can no longer take money for a product already paid for at the meet-up.
    expect(standIn!.intents.get(intent.id)!.status).toBe('canceled');
  });

  it('refunds through Stripe, once, a payment that succeeded after the hold lapsed', async () => {
    const { product, buyer, id, intent } = await started();
    standIn!.succeed(intent.id);
    await lapseHold(product._id);
    const first = await call('/payments', json({ bookingId: id, transactionId: intent.id }, buyer.auth));
    expect(first.status).toBe(409);
    const again = await call('/payments', json({ bookingId: id, transactionId: intent.id }, buyer.auth));
    expect(again.status).toBe(409);
    expect(standIn!.refunds).toEqual([expect.objectContaining({ payment_intent: intent.id, amount: 27500 })]);
    const refundCall = standIn!.requests.find((r) => r.path === '/v1/refunds');
    expect(refundCall?.idempotencyKey).toBe(`refund-${intent.id}`);
    const [row] = await paymentsFor(product._id);
    expect(row).toMatchObject({ status: 'refunded', refundId: standIn!.refunds[0]!.id, gateway: 'stripe' });
  });

  it('cancels the intent when the Cron Trigger finds the hold lapsed, and a new hold gets a new intent', async () => {
    const { product, buyer, id, intent } = await started();
    await lapseHold(product._id);
    await runScheduled(HOLDS_CRON, stripeEnv);
    expect(intent.status).toBe('canceled');
    expect(await productRow(product._id)).toMatchObject({ holdBookingId: null, holdUntil: null });
    // The booking rested for as long as a hold lasts.
    await testDb()
      .update(bookings)
      .set({ lastHoldUntil: new Date(Date.now() - 16 * 60_000) })
      .where(eq(bookings.id, id));

    expect((await call('/create-payment-intent', json({ bookingId: id }, buyer.auth))).status).toBe(200);
    const intents = [...standIn!.intents.values()].filter((i) => i.metadata.bookingId === id);
    expect(intents.map((i) => i.status).sort()).toEqual(['canceled', 'requires_payment_method']);
  });

  it('keeps a refund whose gateway call failed on record, and the Cron Trigger completes it once', async () => {
    const { product, buyer, id, intent } = await started();
    standIn!.succeed(intent.id);
    await lapseHold(product._id);
    standIn!.failNextRefund();
    const res = await call('/payments', json({ bookingId: id, transactionId: intent.id }, buyer.auth));
    expect(res.status).toBe(409);
    expect((await res.json<{ message: string }>()).message).toContain('Your payment is being refunded in full.');
    expect(await paymentsFor(product._id)).toEqual([expect.objectContaining({ status: 'refunded', refundId: null })]);
    // Asked again, the transaction is not sold: it is already on record as refunded.
    expect((await call('/payments', json({ bookingId: id, transactionId: intent.id }, buyer.auth))).status).toBe(409);

    await runScheduled(HOLDS_CRON, stripeEnv);
    await runScheduled(HOLDS_CRON, stripeEnv);
    expect(standIn!.refunds).toHaveLength(1);
    expect(await paymentsFor(product._id)).toEqual([
      expect.objectContaining({ status: 'refunded', refundId: standIn!.refunds[0]!.id }),
    ]);
    expect((await productRow(product._id)).paid).toBe(false);
  });

  it('cancels the intent when an admin removes the seller', async () => {
    const { seller, intent } = await started();
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    expect((await call(`/user/${seller.user.id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);
    expect(intent.status).toBe('canceled');
  });
});

describe('GET /api/dashboard/refunds', () => {
  it('lists refunded payments with their reason for an admin, and refuses everyone else', async () => {
    const { product, buyer, id, transactionId } = await paidAtGateway();
    await lapseHold(product._id);
    await record(buyer, id, transactionId);
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    const res = await api('/dashboard/refunds', { headers: admin.auth });
    expect(res.status).toBe(200);
    const listed = await res.json<{ bookingId: string; reason: string; amount: number }[]>();
    expect(listed.find((r) => r.bookingId === id)).toMatchObject({
      amount: 350,
      reason: expect.stringContaining('hold'),
    });
    expect((await api('/dashboard/refunds', { headers: buyer.auth })).status).toBe(403);
    expect((await api('/dashboard/refunds')).status).toBe(401);
  });
});

describe('moderation while a buyer pays', () => {
  const asAdmin = () => signedInUser('admin', { email: 'admin@thanda.test' });
  const put = (path: string, body: unknown, auth: Record<string, string>) =>
    api(path, { ...json(body, auth), method: 'PUT' });
  const refundedWith = async (res: Response, reason: string) => {
    expect(res.status).toBe(409);
    expect((await res.json<{ message: string }>()).message).toBe(`${reason} Your payment has been refunded in full.`);
  };

  it('hiding the listing stops the card before money moves, and refunds a payment that already went through', async () => {
    const admin = await asAdmin();
    const { product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const id = await bookingId(buyer, product._id);
    const { clientSecret } = await (await startPayment(buyer, id)).json<{ clientSecret: string }>();
    expect(
      (await put(`/moderation/listings/${product._id}/hide`, { reason: 'Reported as a scam' }, admin.auth)).status,
    ).toBe(200);
    expect((await productRow(product._id)).holdBookingId).toBeNull();
    expect((await payWithCard(clientSecret)).status).not.toBe(200);

    const paid = await paidAtGateway();
    await put(`/moderation/listings/${paid.product._id}/hide`, { reason: 'Reported as a scam' }, admin.auth);
    await refundedWith(
      await record(paid.buyer, paid.id, paid.transactionId),
      'Thanda took this listing down while you were paying.',
    );
    expect((await paymentsFor(paid.product._id)).map((p) => p.status)).toEqual(['refunded']);
    expect((await productRow(paid.product._id)).paid).toBe(false);
  });

  it('suspending the seller refunds a payment for their listing that went through', async () => {
    const admin = await asAdmin();
    const { product, seller, buyer, id, transactionId } = await paidAtGateway();
    expect((await put(`/moderation/users/${seller.user.id}/suspend`, { reason: 'Fraud' }, admin.auth)).status).toBe(
      200,
    );
    await refundedWith(await record(buyer, id, transactionId), 'Thanda took this listing down while you were paying.');
    expect((await productRow(product._id)).paid).toBe(false);
  });

  it('suspending the buyer refunds their payment that went through', async () => {
    const admin = await asAdmin();
    const { product, buyer, id, transactionId } = await paidAtGateway();
    expect((await put(`/moderation/users/${buyer.user.id}/suspend`, { reason: 'Fraud' }, admin.auth)).status).toBe(200);
    await refundedWith(await record(buyer, id, transactionId), 'Your account was suspended while you were paying.');
    expect((await productRow(product._id)).paid).toBe(false);
  });

  it('says why when the buyer cancelled the booking before the payment arrived', async () => {
    const { product, buyer, id, transactionId } = await paidAtGateway();
    expect((await api(`/bookings/${id}/cancel`, { method: 'PUT', headers: buyer.auth })).status).toBe(200);
    await refundedWith(
      await record(buyer, id, transactionId),
      'You cancelled this booking before the payment arrived.',
    );
    expect((await productRow(product._id)).paid).toBe(false);
  });
});

describe('a change that lands while the gateway is asked about the payment', () => {
  /** The demo gateway, with `meanwhile` done while it answers for the payment. */
  const racingGateway = (meanwhile: () => Promise<unknown>) => {
    const real = paymentGateway(env);
    return Object.assign(Object.create(real) as PaymentGateway, {
      retrieve: async (id: string) => {
        const intent = await real.retrieve(id);
        await meanwhile();
        return intent;
      },
    });
  };
  const settle = (gateway: PaymentGateway, id: string, transactionId: string) =>
    fulfilPayment(testDb(), gateway, { bookingId: id, transactionId }, saleTermsOf(env)).catch(
      (error: Refusal) => error,
    );

  it('refunds instead of selling when the listing is hidden meanwhile', async () => {
    const { product, id, transactionId } = await paidAtGateway();
    const hide = () => testDb().update(products).set({ moderation: 'hidden' }).where(eq(products.id, product._id));
    const answer = await settle(racingGateway(hide), id, transactionId);
    expect(answer).toMatchObject({ reason: 'payment-refunded' });
    expect((answer as Refusal).message).toContain('Thanda took this listing down while you were paying.');
    expect((await productRow(product._id)).paid).toBe(false);
    expect((await paymentsFor(product._id)).map((p) => p.status)).toEqual(['refunded']);
  });

  it('refunds instead of selling when the buyer cancels the booking meanwhile', async () => {
    const { product, id, transactionId } = await paidAtGateway();
    const cancel = () => testDb().update(bookings).set({ cancelledAt: new Date() }).where(eq(bookings.id, id));
    const answer = await settle(racingGateway(cancel), id, transactionId);
    expect((answer as Refusal).message).toContain('You cancelled this booking before the payment arrived.');
    expect((await productRow(product._id)).paid).toBe(false);
  });

  it('refunds instead of selling when the buyer is suspended meanwhile', async () => {
    const { product, buyer, id, transactionId } = await paidAtGateway();
    const suspend = () => testDb().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, buyer.user.id));
    const answer = await settle(racingGateway(suspend), id, transactionId);
    expect((answer as Refusal).message).toContain('Your account was suspended while you were paying.');
    expect((await productRow(product._id)).paid).toBe(false);
  });
});
