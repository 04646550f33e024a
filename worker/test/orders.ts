import { api, insertCategory, json, postListing, signedInUser } from './fixtures';

export type Account = Awaited<ReturnType<typeof signedInUser>>;

/** A seller's fresh listing, and a function to book it as a given user. */
export async function listingForSale(price = 350) {
  const seller = await signedInUser('seller');
  const category = await insertCategory();
  const product = await postListing(seller, category.id, { price });
  return { seller, category, product };
}

export async function book(user: Account, productId: string, extra: Record<string, unknown> = {}) {
  return api(
    '/bookings',
    json({ productId, phone: '01911-223344', location: 'Dhanmondi 27, Dhaka', ...extra }, user.auth),
  );
}

export async function bookingId(user: Account, productId: string) {
  const res = await book(user, productId);
  if (res.status !== 201) throw new Error(`Booking failed: ${res.status} ${await res.text()}`);
  return (await res.json<{ insertedId: string }>()).insertedId;
}

export async function startPayment(user: Account, id: string) {
  return api('/create-payment-intent', json({ bookingId: id }, user.auth));
}

export async function payWithCard(clientSecret: string, cardNumber = '4242 4242 4242 4242') {
  return api('/demo-gateway/confirm', json({ clientSecret, cardNumber, expiry: '12/34', cvc: '123' }));
}

/** Runs the whole demo payment: intent, card, record. Answers each response. */
export async function pay(user: Account, id: string, cardNumber?: string) {
  const intent = await startPayment(user, id);
  if (intent.status !== 200) return { intent };
  const { clientSecret } = await intent.clone().json<{ clientSecret: string }>();
  const card = await payWithCard(clientSecret, cardNumber);
  if (card.status !== 200) return { intent, card };
  const { id: transactionId } = await card.clone().json<{ id: string }>();
  const record = await api('/payments', json({ bookingId: id, transactionId }, user.auth));
  return { intent, card, record, transactionId };
}
