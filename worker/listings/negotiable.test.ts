import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { api, insertCategory, json, listingInput, postListing, signedInUser, uploadedImage } from '../test/fixtures';

type Listed = { _id: string; negotiable: boolean };

const edit = (id: string, body: unknown, auth: Record<string, string>) =>
  api(`/product/${id}`, { ...json(body, auth), method: 'PATCH' });

/** The listing as each public read and its seller's own list answer it. */
async function everyRead(id: string, categoryId: string, seller: { auth: Record<string, string> }) {
  const listed = await (await api(`/allproduct?category=${categoryId}`)).json<Listed[]>();
  const inCategory = await (await api(`/products/${categoryId}`)).json<Listed[]>();
  const page = await (await api(`/listings/${id}`)).json<Listed & { similar: Listed[] }>();
  const mine = await (await api('/product/mine', { headers: seller.auth })).json<Listed[]>();
  return {
    listed: listed.find((item) => item._id === id)?.negotiable,
    inCategory: inCategory.find((item) => item._id === id)?.negotiable,
    page: page.negotiable,
    mine: mine.find((item) => item._id === id)?.negotiable,
  };
}

const everywhere = (negotiable: boolean) => ({
  listed: negotiable,
  inCategory: negotiable,
  page: negotiable,
  mine: negotiable,
});

/** The listing's page as a browser first gets it: the Worker over a stand-in of the SPA's index.html. */
async function listingHtml(id: string, cookie = '') {
  const shell =
    '<!doctype html><html lang="en"><head><title>Thanda</title></head><body><main id="content"></main></body></html>';
  const assets = { fetch: async () => new Response(shell, { headers: { 'Content-Type': 'text/html' } }) };
  const res = await app.request(
    `https://thanda.example/listing/${id}`,
    { headers: { Cookie: cookie } },
    {
      ...env,
      ASSETS: assets,
    },
  );
  return res.text();
}

describe('a negotiable price', () => {
  it('is off unless the seller says so, and every list and read of the listing says which', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const plain = await postListing(seller, category.id);
    expect(plain.negotiable).toBe(false);
    expect(await everyRead(plain._id, category.id, seller)).toEqual(everywhere(false));

    const open = await postListing(seller, category.id, { negotiable: true });
    expect(open.negotiable).toBe(true);
    expect(await everyRead(open._id, category.id, seller)).toEqual(everywhere(true));
    // The similar listings under another listing carry it too.
    const similar = (await (await api(`/listings/${plain._id}`)).json<{ similar: Listed[] }>()).similar;
    expect(similar.find((item) => item._id === open._id)?.negotiable).toBe(true);
  });

  it('changes on an edit that sends it, and stays through one that does not', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const listing = await postListing(seller, category.id);
    const changed = async (body: unknown) => {
      const res = await edit(listing._id, body, seller.auth);
      expect(res.status, JSON.stringify(body)).toBe(200);
      return (await res.json<{ product: Listed }>()).product.negotiable;
    };
    expect(await changed({ negotiable: true })).toBe(true);
    expect(await everyRead(listing._id, category.id, seller)).toEqual(everywhere(true));
    expect(await changed({ price: 300 })).toBe(true);
    expect(await changed({ negotiable: false })).toBe(false);
    expect(await everyRead(listing._id, category.id, seller)).toEqual(everywhere(false));
  });

  it('is refused as anything but true or false, on a new listing and on an edit', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const img = await uploadedImage(seller.auth);
    const listing = await postListing(seller, category.id);
    for (const negotiable of ['yes', 'true', 1, 0, null, 'on', {}]) {
      for (const res of [
        await api('/product', json(listingInput(category.id, img, { negotiable }), seller.auth)),
        await edit(listing._id, { negotiable }, seller.auth),
      ]) {
        expect(res.status, JSON.stringify(negotiable)).toBe(400);
        expect((await res.json<{ issues: unknown[] }>()).issues).toEqual([
          { path: 'negotiable', message: 'Say whether the price is negotiable.' },
        ]);
      }
    }
    expect((await (await api(`/listings/${listing._id}`)).json<Listed>()).negotiable).toBe(false);
  });

  it("is written beside the price on the listing page's first screen, in the visitor's language", async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const open = await postListing(seller, category.id, { negotiable: true, price: 350, originalPrice: 700 });
    const label = (text: string) =>
      `</span><span class="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">${text}</span><span class="text-slate-500 line-through">`;
    expect(await listingHtml(open._id)).toContain(label('Negotiable'));
    expect(await listingHtml(open._id, 'lang=bn')).toContain(label('আলোচনা সাপেক্ষে'));

    const plain = await postListing(seller, category.id);
    expect(await listingHtml(plain._id)).not.toContain('bg-amber-100');
    // A sold listing's first screen has no price, so nothing to negotiate either.
    await api(`/product/${open._id}`, { method: 'PUT', headers: seller.auth });
    expect(await listingHtml(open._id)).not.toContain('bg-amber-100');
  });
});
