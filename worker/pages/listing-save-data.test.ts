import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { insertCategory, postListing, signedInUser } from '../test/fixtures';

const SHELL =
  '<!doctype html><html lang="en"><head><title>Thanda</title></head><body><main id="content"></main></body></html>';

/** A listing's page as a browser gets it, over a stand-in of the SPA's index.html. */
async function listingPage(id: string, headers: Record<string, string> = {}) {
  const assets = { fetch: async () => new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }) };
  const res = await app.request(`https://thanda.example/listing/${id}`, { headers }, { ...env, ASSETS: assets });
  return { res, html: await res.text() };
}

describe("a listing's first screen for a browser saving data", () => {
  it('shows and preloads the 320 px copy alone when the request says Save-Data: on', async () => {
    const seller = await signedInUser('seller');
    const listing = await postListing(seller, (await insertCategory()).id);
    const small = listing.img.replace('/api/images/', '/api/images/w320/');
    const medium = listing.img.replace('/api/images/', '/api/images/w800/');

    for (const header of ['on', 'On', ' on ; future-param']) {
      const { res, html } = await listingPage(listing._id, { 'Save-Data': header });
      expect(res.status, header).toBe(200);
      expect(html, header).toContain(`<link rel="preload" as="image" href="${small}" fetchpriority="high" />`);
      expect(html, header).toMatch(new RegExp(`<main id="content"><div[^]*<img src="${small}" alt="`));
      expect(html, header).not.toContain('srcset');
      expect(html, header).not.toContain(medium);
    }
  });

  it('keeps the copies by width otherwise, and says that the page varies by Save-Data as well as Cookie', async () => {
    const seller = await signedInUser('seller');
    const listing = await postListing(seller, (await insertCategory()).id);
    const medium = listing.img.replace('/api/images/', '/api/images/w800/');

    const requests: Record<string, string>[] = [{}, { 'Save-Data': 'off' }, { 'Save-Data': 'only' }];
    for (const headers of requests) {
      const { res, html } = await listingPage(listing._id, headers);
      expect(html).toContain(`<link rel="preload" as="image" href="${medium}" imagesrcset="`);
      expect(html).toMatch(new RegExp(`<img src="${medium}" srcset="[^"]+ 320w, [^"]+ 800w" sizes="`));
      // Both answers name the header, so no cache hands one's answer to the other.
      expect(res.headers.get('Vary')).toBe('Cookie, Save-Data');
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
    }
    const saving = await listingPage(listing._id, { 'Save-Data': 'on' });
    expect(saving.res.headers.get('Vary')).toBe('Cookie, Save-Data');
  });
});
