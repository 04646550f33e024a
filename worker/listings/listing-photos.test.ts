/**
 * Up to 8 photos a listing: the cover (`img`, the SPEC's field) and the rest in order (`photos`),
 * each held to the rules of the cover's picture.
 */
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imageUploads, productPhotos, products } from '../db/schema';
import { runScheduled, UPLOADS_CRON } from '../scheduled';
import { imageKeyFromUrl } from '../images/images';
import { editListing, removeListing } from './listing-life';
import { paymentGateway } from '../payments/gateways';
import {
  api,
  insertCategory,
  json,
  listingInput,
  postListing,
  signedInUser,
  testDb,
  uploadedImage,
} from '../test/fixtures';
import { bookingId, startPayment } from '../test/orders';

const stored = async (url: string) => (await env.PHOTOS.head(imageKeyFromUrl(url)!)) !== null;
const DAY = 24 * 60 * 60 * 1000;

type Answer = { product: { _id: string; img: string; photos: string[] } };
type Refused = { issues: { path: string; message: string }[] };

async function seller() {
  const user = await signedInUser('seller');
  // The upload answers an absolute address; a listing stores and answers the path.
  const uploads = (n: number) =>
    Promise.all(Array.from({ length: n }, async () => new URL(await uploadedImage(user.auth)).pathname));
  return { ...user, uploads };
}

const edit = (id: string, body: unknown, auth: Record<string, string>) =>
  api(`/product/${id}`, { ...json(body, auth), method: 'PATCH' });

/** The sweep of unused uploads, a day and more after everything was uploaded. */
async function sweepAfterADay(userId: string) {
  await testDb()
    .update(imageUploads)
    .set({ uploadedAt: new Date(Date.now() - 2 * DAY) })
    .where(eq(imageUploads.uploaderId, userId));
  await runScheduled(UPLOADS_CRON, env);
}

describe('a listing’s photos', () => {
  it('are the cover and up to 7 more, in the order sent, on the listing page and in the seller’s list', async () => {
    const s = await seller();
    const category = await insertCategory();
    const [cover, ...rest] = await s.uploads(8);
    const product = await postListing(s, category.id, { img: cover, photos: rest });
    expect(product.img).toBe(cover);
    expect(product.photos).toEqual(rest);
    const page = await (await api(`/listings/${product._id}`)).json<{ img: string; photos: string[] }>();
    expect(page).toMatchObject({ img: cover, photos: rest });
    const mine = await (await api(`/product/${s.user.email}`, { headers: s.auth })).json<{ photos: string[] }[]>();
    expect(mine[0]!.photos).toEqual(rest);
    // A listing without more photos answers an empty list.
    expect((await postListing(s, category.id)).photos).toEqual([]);
  });

  it('refuses a ninth photo, a photo not uploaded, another seller’s photo and one photo twice', async () => {
    const s = await seller();
    const other = await seller();
    const category = await insertCategory();
    const [cover, ...rest] = await s.uploads(9);
    const [theirs] = await other.uploads(1);
    await postListing(other, category.id, { img: theirs });
    const refused = async (photos: unknown) => {
      const res = await api('/product', json(listingInput(category.id, cover!, { photos }), s.auth));
      expect(res.status, JSON.stringify(photos)).toBe(400);
      return (await res.json<Refused>()).issues[0];
    };
    expect(await refused(rest)).toEqual({ path: 'photos', message: 'A listing shows at most 8 photos.' });
    expect(await refused(['/api/images/' + 'a'.repeat(64) + '.png'])).toEqual({
      path: 'photos',
      message: 'Upload each photo through Thanda first.',
    });
    expect(await refused([rest[0], theirs])).toMatchObject({ path: 'photos' });
    expect(await refused([rest[0], rest[0]])).toEqual({
      path: 'photos',
      message: 'Each photo can be shown once in a listing.',
    });
    expect(await refused([cover])).toMatchObject({ message: 'Each photo can be shown once in a listing.' });
    expect(await refused('not a list')).toMatchObject({ path: 'photos' });
  });

  it('are reordered and given a new cover by an edit, keeping every picture still shown', async () => {
    const s = await seller();
    const category = await insertCategory();
    const [a, b, c, d] = await s.uploads(4);
    const product = await postListing(s, category.id, { img: a, photos: [b, c] });

    // c becomes the cover, a moves among the photos, b leaves, d joins.
    const res = await edit(product._id, { img: c, photos: [d, a] }, s.auth);
    expect(res.status).toBe(200);
    expect((await res.json<Answer>()).product).toMatchObject({ img: c, photos: [d, a] });
    expect(await stored(a!)).toBe(true);

    // An edit of something else keeps them; a new cover that is already a photo is refused.
    const priced = await edit(product._id, { price: 300 }, s.auth);
    expect((await priced.json<Answer>()).product).toMatchObject({ img: c, photos: [d, a] });
    const twice = await edit(product._id, { img: d }, s.auth);
    expect(twice.status).toBe(400);
    expect(await twice.json<Refused>()).toMatchObject({ issues: [{ path: 'photos' }] });

    // The photo left out is swept with the unused uploads; those shown stay.
    await sweepAfterADay(s.user.id);
    expect(await stored(b!)).toBe(false);
    for (const shown of [a, c, d]) expect(await stored(shown!)).toBe(true);
  });

  it('go with a deleted listing: its row and photos leave, and the sweep takes the pictures', async () => {
    const s = await seller();
    const category = await insertCategory();
    const [cover, ...rest] = await s.uploads(3);
    const product = await postListing(s, category.id, { img: cover, photos: rest });
    const res = await api(`/product/${product._id}`, { method: 'DELETE', headers: s.auth });
    expect(res.status).toBe(200);
    expect((await api(`/listings/${product._id}`)).status).toBe(404);
    await sweepAfterADay(s.user.id);
    for (const photo of [cover, ...rest]) expect(await stored(photo!)).toBe(false);
  });

  it('cannot be taken by another seller while a listing shows them', async () => {
    const s = await seller();
    const thief = await seller();
    const category = await insertCategory();
    const [cover, photo] = await s.uploads(2);
    await postListing(s, category.id, { img: cover, photos: [photo] });
    const res = await api('/product', json(listingInput(category.id, photo!), thief.auth));
    expect(res.status).toBe(400);
    expect((await res.json<Refused>()).issues[0]).toMatchObject({ path: 'img' });
  });

  it('stay as they were when an edit is stopped by a hold or a sale that came after the seller’s check', async () => {
    const s = await seller();
    const category = await insertCategory();
    const [a, b, c] = await s.uploads(3);
    const product = await postListing(s, category.id, { img: a, photos: [b] });
    // The listing as the edit's checks read it, before a buyer started paying.
    const seen = (await testDb().select().from(products).where(eq(products.id, product._id)).get())!;
    const buyer = await signedInUser('buyer');
    expect((await startPayment(buyer, await bookingId(buyer, product._id))).status).toBe(200);

    const held = editListing(testDb(), env.PHOTOS, seen, { price: 999, photos: [c!] });
    await expect(held).rejects.toMatchObject({ reason: 'listing-held' });
    const photos = await (await api(`/listings/${product._id}`)).json<{ price: number; photos: string[] }>();
    expect(photos).toMatchObject({ price: 350, photos: [b] });

    // Sold meanwhile: nothing of the edit is written, not even what a hold would let through.
    await testDb()
      .update(products)
      .set({ paid: true, holdBookingId: null, holdUntil: null })
      .where(eq(products.id, product._id));
    const sold = editListing(testDb(), env.PHOTOS, seen, { name: 'Renamed after the sale', photos: [c!] });
    await expect(sold).rejects.toMatchObject({ reason: 'listing-sold' });
    const row = (await testDb().select().from(products).where(eq(products.id, product._id)).get())!;
    expect(row.name).toBe(seen.name);
    expect(await testDb().select().from(productPhotos).where(eq(productPhotos.productId, product._id))).toMatchObject([
      { img: b },
    ]);
  });

  it('stay with a listing whose seller’s delete is stopped by a hold or a sale that came after the check', async () => {
    const s = await seller();
    const category = await insertCategory();
    const [a, b] = await s.uploads(2);
    const product = await postListing(s, category.id, { img: a, photos: [b] });
    const seen = (await testDb().select().from(products).where(eq(products.id, product._id)).get())!;
    const buyer = await signedInUser('buyer');
    expect((await startPayment(buyer, await bookingId(buyer, product._id))).status).toBe(200);
    const remove = () => removeListing(testDb(), env.PHOTOS, () => paymentGateway(env), seen, s.user);

    await expect(remove()).rejects.toMatchObject({ reason: 'listing-held' });
    await testDb()
      .update(products)
      .set({ paid: true, holdBookingId: null, holdUntil: null })
      .where(eq(products.id, product._id));
    await expect(remove()).rejects.toMatchObject({ reason: 'listing-sold' });

    const row = (await testDb().select().from(products).where(eq(products.id, product._id)).get())!;
    expect(row.removedAt).toBeNull();
    expect(await testDb().select().from(productPhotos).where(eq(productPhotos.productId, product._id))).toMatchObject([
      { img: b },
    ]);
    expect(await stored(a!)).toBe(true);
  });
});
