import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { api, json, postListing, signedInUser } from '../test/fixtures';
import { bookingId, listingForSale, pay } from '../test/orders';

const SHELL =
  '<!doctype html><html lang="en"><head><title>Thanda</title></head><body><div id="root"></div></body></html>';

/** Anything shaped like an e-mail address. */
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;

/** The listing's page as a crawler gets it, over a stand-in of the SPA's index.html. */
async function listingPageHtml(id: string) {
  const assets = { fetch: async () => new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }) };
  const res = await app.request(`https://thanda.example/listing/${id}`, {}, { ...env, ASSETS: assets });
  expect(res.status).toBe(200);
  return res.text();
}

/**
 * A seller with a listing for sale, an advertised one and one sold to a buyer who
 * reviewed them: every public answer about them has something to show.
 */
async function market() {
  const { seller, category, product: sold } = await listingForSale();
  const forSale = await postListing(seller, category.id, { name: 'Walton 1 Ton Inverter', price: 300 });
  const advertised = await postListing(seller, category.id, { name: 'Gree 2 Ton', price: 500 });
  expect((await api(`/advertise/${advertised._id}`, { method: 'PUT', headers: seller.auth })).status).toBe(200);
  const buyer = await signedInUser('buyer');
  const booking = await bookingId(buyer, sold._id);
  expect((await pay(buyer, booking)).record?.status).toBe(201);
  const review = json({ sellerId: seller.user.id, rating: 5, text: 'As described.' }, buyer.auth);
  expect((await api('/reviews', review)).status).toBe(201);
  return { seller, buyer, category, sold, forSale, advertised };
}

describe('public answers', () => {
  it('carry no e-mail address: not the seller’s, not a buyer’s, in no list, page, profile or sitemap', async () => {
    const { seller, buyer, category, sold, forSale, advertised } = await market();
    const bodies: [string, string][] = [];
    const read = async (path: string, fetched: Promise<Response>) => {
      const res = await fetched;
      expect(res.status, path).toBe(200);
      bodies.push([path, await res.text()]);
    };
    for (const path of [
      '/categories',
      '/allproduct',
      `/allproduct?q=walton`,
      `/allproduct?seller=${seller.user.id}`,
      `/products/${category.id}`,
      '/advertise',
      `/listings/${forSale._id}`,
      `/listings/${advertised._id}`,
      `/listings/${sold._id}`,
      `/sellers/${seller.user.id}`,
      `/sellers/${seller.user.id}/reviews`,
      '/settings',
    ])
      await read(path, api(path));
    for (const path of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/listings-1.xml'])
      await read(path, SELF.fetch(`https://thanda.example${path}`));
    bodies.push([`/listing/${forSale._id}`, await listingPageHtml(forSale._id)]);

    // The answers do show this seller and their listings; they only leave out how to mail them.
    expect(bodies.find(([path]) => path === `/listings/${forSale._id}`)?.[1]).toContain(seller.user.name);
    for (const [path, body] of bodies) {
      expect(body, path).not.toContain(seller.user.email);
      expect(body, path).not.toContain(buyer.user.email);
      expect(body, path).not.toMatch(EMAIL);
    }
  });
});
