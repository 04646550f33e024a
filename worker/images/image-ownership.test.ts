/**
 * Images belong to their uploader: a listing shows only its own seller's uploads, an image stays
 * while anything shows it, and uploads no listing used are removed after a day by the Cron Trigger.
 */
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imageUploads, products } from '../db/schema';
import { runScheduled, UPLOADS_CRON } from '../scheduled';
import { imageKeyFromUrl } from './images';
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
import { uniquePng } from '../test/images';

const stored = async (url: string) => (await env.PHOTOS.head(imageKeyFromUrl(url)!)) !== null;
const DAY = 24 * 60 * 60 * 1000;

describe('a listing’s image', () => {
  it('must be an upload of the listing’s own seller: never another seller’s, never a category’s', async () => {
    const category = await insertCategory();
    const owner = await signedInUser('seller');
    const thief = await signedInUser('seller');
    const othersUpload = await uploadedImage(owner.auth, uniquePng());
    const stolen = await api('/product', json(listingInput(category.id, othersUpload), thief.auth));
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({
      issues: [{ path: 'img', message: 'Upload the photo through Thanda first.' }],
    });

    // A category picture, stored by the admin's upload.
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    const picture = await uploadedImage(admin.auth, uniquePng());
    const withPicture = await insertCategory({ img: new URL(picture).pathname });
    expect((await api('/product', json(listingInput(withPicture.id, withPicture.img), thief.auth))).status).toBe(400);

    // Editing to someone else's image is refused the same way.
    const own = await postListing(thief, category.id);
    const edit = await api(`/product/${own._id}`, { ...json({ img: othersUpload }, thief.auth), method: 'PATCH' });
    expect(edit.status).toBe(400);

    // The same bytes uploaded by the seller themself are theirs too.
    expect((await api('/product', json(listingInput(category.id, othersUpload), owner.auth))).status).toBe(201);

    // Downloading a picture the site shows and uploading it again does not make it yours.
    const copied = await uploadedImage(
      thief.auth,
      await (await api(new URL(othersUpload).pathname.replace('/api', ''))).bytes(),
    );
    expect(copied).toBe(othersUpload);
    const copy = await api('/product', json(listingInput(category.id, copied), thief.auth));
    expect(copy.status).toBe(400);
    expect((await copy.json<{ message: string }>()).message).toContain(
      'already shown by another listing or a category',
    );
    const picturedCopy = await uploadedImage(
      thief.auth,
      await (await api(withPicture.img.replace('/api', ''))).bytes(),
    );
    expect((await api('/product', json(listingInput(category.id, picturedCopy), thief.auth))).status).toBe(400);
  });

  it('keeps another seller’s fresh upload of the same bytes when a listing lets go of them', async () => {
    const [a, b] = [await signedInUser('seller'), await signedInUser('seller')];
    const category = await insertCategory();
    const bytes = uniquePng();
    const listing = await postListing(a, category.id, { img: await uploadedImage(a.auth, bytes) });
    const bUpload = await uploadedImage(b.auth, bytes);
    await api(`/product/${listing._id}`, { method: 'DELETE', headers: a.auth });
    expect(await stored(bUpload)).toBe(true);
    expect((await api('/product', json(listingInput(category.id, bUpload), b.auth))).status).toBe(201);
  });

  it('stays while a category or another listing shows it, and goes with the last listing', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const shared = await uploadedImage(seller.auth, uniquePng());
    const first = await postListing(seller, category.id, { img: shared });
    const second = await postListing(seller, category.id, { img: shared });
    await api(`/product/${first._id}`, { method: 'DELETE', headers: seller.auth });
    expect(await stored(shared)).toBe(true);
    await api(`/product/${second._id}`, { method: 'DELETE', headers: seller.auth });
    expect(await stored(shared)).toBe(false);

    // A category made from a listing's picture (as older data has it) keeps the picture.
    const pictured = await uploadedImage(seller.auth, uniquePng());
    const third = await postListing(seller, category.id, { img: pictured });
    await insertCategory({ img: new URL(pictured).pathname });
    const replacement = await uploadedImage(seller.auth, uniquePng());
    await api(`/product/${third._id}`, { ...json({ img: replacement }, seller.auth), method: 'PATCH' });
    expect(await stored(pictured)).toBe(true);
    await api(`/product/${third._id}`, { method: 'DELETE', headers: seller.auth });
    expect(await stored(pictured)).toBe(true);
    expect(await stored(replacement)).toBe(false);
  });

  it('stays when a booked listing is deleted: the booking still shows it', async () => {
    const seller = await signedInUser('seller');
    const buyer = await signedInUser('buyer');
    const category = await insertCategory();
    const product = await postListing(seller, category.id);
    await api('/bookings', json({ productId: product._id, phone: '01911-223344', location: 'Dhaka' }, buyer.auth));
    await api(`/product/${product._id}`, { method: 'DELETE', headers: seller.auth });
    expect(await stored(product.img)).toBe(true);
    const orders = await (await api('/myorders', { headers: buyer.auth })).json<{ img: string }[]>();
    expect(orders[0]?.img).toBe(product.img);
  });
});

describe('the Cron Trigger for unused uploads', () => {
  it('removes uploads no listing used within a day, and keeps used and recent ones', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const unused = await uploadedImage(seller.auth, uniquePng());
    const used = await uploadedImage(seller.auth, uniquePng());
    const recent = await uploadedImage(seller.auth, uniquePng());
    await postListing(seller, category.id, { img: used });
    const dayOld = new Date(Date.now() - DAY - 60_000);
    for (const url of [unused, used]) {
      await testDb()
        .update(imageUploads)
        .set({ uploadedAt: dayOld })
        .where(eq(imageUploads.imageKey, imageKeyFromUrl(url)!));
    }

    await runScheduled(UPLOADS_CRON, env);

    expect(await stored(unused)).toBe(false);
    expect(
      await testDb()
        .select()
        .from(imageUploads)
        .where(eq(imageUploads.imageKey, imageKeyFromUrl(unused)!)),
    ).toEqual([]);
    expect(await stored(used)).toBe(true);
    expect(await stored(recent)).toBe(true);
    // A listing can no longer use the removed upload.
    const late = await api('/product', json(listingInput(category.id, unused), seller.auth));
    expect(late.status).toBe(400);
    expect(
      await testDb()
        .select()
        .from(products)
        .where(eq(products.imageKey, imageKeyFromUrl(unused)!)),
    ).toEqual([]);
  });

  it('keeps the bytes while another uploader’s recent note still holds them', async () => {
    const [a, b] = [await signedInUser('seller'), await signedInUser('seller')];
    const bytes = uniquePng();
    const url = await uploadedImage(a.auth, bytes);
    await uploadedImage(b.auth, bytes);
    await testDb()
      .update(imageUploads)
      .set({ uploadedAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(imageUploads.uploaderId, a.user.id));
    await runScheduled(UPLOADS_CRON, env);
    expect(await stored(url)).toBe(true);
  });
});
