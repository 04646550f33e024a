import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import robotsParser from 'robots-parser';
import { eq } from 'drizzle-orm';
import { app } from '../app';
import { imageUploads, products } from '../db/schema';
import { VARIANT_NAMES, variantOf } from '../../shared/image-variant-sizes';
import { runScheduled, UPLOADS_CRON } from '../scheduled';
import { imageKeyFromUrl } from '../images/images';
import { api, insertCategory, json, postListing, signedInUser, testDb, uploadedImage } from '../test/fixtures';
import { samples } from '../test/images';
import { imageInfo, photo } from '../test/photos';
import { LISTINGS_PER_SITEMAP } from './sitemap';
import { expireListings } from '../listings/listing-freshness';
import { SPA_ENTRY_ID, START_SPA_AFTER_PICTURE } from '../../shared/spa-start';

const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Thanda: buy and sell second-hand air conditioners." />
<title>Thanda</title></head><body><div id="root"><main id="content"></main></div></body></html>`;

/**
 * The page as a crawler gets it: the Worker over a stand-in of the SPA's index.html, and of its
 * stylesheets (`stylesheets`, by path).
 */
async function crawl(
  path: string,
  shell = SHELL,
  headers: Record<string, string> = {},
  request: RequestInit = {},
  stylesheets: Record<string, string> = {},
) {
  const assets = {
    fetch: async (input: Request) => {
      const { pathname } = new URL(input.url);
      if (pathname === '/')
        return new Response(shell, { headers: { 'Content-Type': 'text/html', ETag: '"shell"', ...headers } });
      const css = stylesheets[pathname];
      return css === undefined
        ? new Response('Not found', { status: 404 })
        : new Response(css, { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
    },
  };
  const res = await app.request(`https://thanda.example${path}`, request, { ...env, ASSETS: assets });
  return { res, html: await res.text() };
}

/** The content of an Open Graph tag, or null when the page has none. */
const ogTag = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)" />`).exec(html)?.[1] ?? null;

function jsonLdOf(html: string) {
  const match = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown> & { offers: Record<string, unknown> }) : null;
}

describe('/listing/:id for crawlers and link previews', () => {
  it('carries the page data the SPA would ask for, so the first listing renders without asking', async () => {
    const seller = await signedInUser('seller');
    const listing = await postListing(seller, (await insertCategory()).id, { name: 'Walton </script><b>1 Ton' });
    const { html } = await crawl(`/listing/${listing._id}`);
    const embedded = html.match(/<script type="application\/json" id="listing-data">(.*?)<\/script>/s)?.[1];
    expect(embedded).toBeDefined();
    expect(embedded).not.toContain('</script>');
    expect(JSON.parse(embedded!)).toEqual(await (await api(`/listings/${listing._id}`)).json());
  });

  it("writes the stylesheet into the page, names the SPA's code for after the photo, and drops the home page's preload", async () => {
    const seller = await signedInUser('seller');
    const listing = await postListing(seller, (await insertCategory()).id);
    const shell = SHELL.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/index-a1.css"><script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/lib.js"></head>',
    );
    const css = '.text-2xl{font-size:1.5rem}.bg-\\[url\\(a\\>b\\)\\]{color:red}';
    // index.html is served at '/', which preloads the home page's hero.
    const hero = { Link: '</assets/hero-1-640.webp>; rel=preload; as=image' };
    for (const [path, status] of [
      [`/listing/${listing._id}`, 200],
      ['/listing/no-such-listing', 404],
    ] as const) {
      const { res, html } = await crawl(path, shell, hero, {}, { '/assets/index-a1.css': css });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('Link'), path).toBeNull();
      if (status !== 200) continue;
      expect(html).not.toContain('rel="stylesheet"');
      // The SPA's entry is named, not loaded: the script the CSP admits loads it after the photo.
      expect(html).toContain(
        `<style>${css}</style><script type="application/json" id="${SPA_ENTRY_ID}">"/assets/index.js"</script><script>${START_SPA_AFTER_PICTURE}</script>`,
      );
      expect(html).not.toContain('type="module"');
      expect(html).toContain('<link rel="modulepreload" href="/assets/lib.js" fetchpriority="low">');
    }
  });

  it("leaves out what the page does not show before the SPA runs, and carries the SPA's settings instead of their request", async () => {
    const seller = await signedInUser('seller');
    const listing = await postListing(seller, (await insertCategory()).id);
    const oneShell = (lang: string) =>
      `<div data-shell="${lang}"><nav>${lang}</nav><main id="content"><template id="home-still-${lang}"><p>hero</p></template></main></div>`;
    const shell = SHELL.replace(
      '</head>',
      '<link rel="preload" href="/api/settings" as="fetch" crossorigin="anonymous" /></head>',
    ).replace(
      '<div id="root"><main id="content"></main></div>',
      '<svg hidden data-icons="shell"><symbol id="i-menu"></symbol></svg><svg hidden data-icons="later"><symbol id="i-heart"></symbol></svg>' +
        `<div id="root">${oneShell('en')}${oneShell('bn')}</div>`,
    );
    const settings = await (await api('/settings')).json();
    for (const [lang, other] of [
      ['en', 'bn'],
      ['bn', 'en'],
    ]) {
      const { html } = await crawl(`/listing/${listing._id}`, shell, {}, { headers: { Cookie: `lang=${lang}` } });
      expect(html).toContain('<svg hidden data-icons="shell"><symbol id="i-menu"></symbol></svg>');
      expect(html).not.toContain('data-icons="later"');
      expect(html).toContain(`<div data-shell="${lang}"><nav>${lang}</nav><main id="content"><div`);
      expect(html).not.toContain(`data-shell="${other}"`);
      expect(html).not.toContain('<template');
      expect(html).not.toContain('href="/api/settings"');
      const embedded = html.match(/<script type="application\/json" id="deployment-settings">(.*?)<\/script>/s)?.[1];
      expect(JSON.parse(embedded!)).toEqual(settings);
    }
  });

  it('keeps the link of a stylesheet it cannot read, that is not its own, or that is for some media only', async () => {
    const seller = await signedInUser('seller');
    const listing = await postListing(seller, (await insertCategory()).id);
    const links =
      '<link rel="stylesheet" href="/assets/missing-b2.css"><link rel="stylesheet" href="https://fonts.example/a.css"><link rel="stylesheet" href="/assets/odd-c3.css"><link rel="stylesheet" media="print" href="/assets/print-d4.css">';
    const { html } = await crawl(
      `/listing/${listing._id}`,
      SHELL.replace('</head>', `${links}</head>`),
      {},
      {},
      {
        '/assets/odd-c3.css': 'a::after{content:"</style><script>"}',
        '/assets/print-d4.css': 'nav{display:none}',
      },
    );
    expect(html).toContain(links);
    expect(html).not.toContain('<style>');
  });

  it("carries the listing's title, description, canonical address, Open Graph, Twitter card and JSON-LD", async () => {
    const seller = await signedInUser('seller', { name: 'Rahim Uddin' });
    const photos = [await uploadedImage(seller.auth), await uploadedImage(seller.auth)];
    const listing = await postListing(seller, (await insertCategory()).id, {
      name: 'Gree 1.5 Ton "Inverter" </script><b>AC',
      price: 36000,
      about: 'Serviced last month & "gas" full &lt;3',
      brand: 'gree',
      photos,
    });
    const { res, html } = await crawl(`/listing/${listing._id}/gree-1-5-ton-inverter`);
    expect(res.status).toBe(200);
    // A trailing slash is the same page.
    for (const slashed of [`/listing/${listing._id}/`, `/listing/${listing._id}/gree-1-5-ton-inverter/`])
      expect((await crawl(slashed)).html, slashed).toContain(
        `<link rel="canonical" href="https://thanda.example/listing/${listing._id}" />`,
      );
    expect(res.headers.get('ETag')).toBeNull();
    expect(html).toContain('<title>Gree 1.5 Ton "Inverter" &lt;/script&gt;&lt;b&gt;AC · Thanda</title>');
    const canonical = `https://thanda.example/listing/${listing._id}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    // Link previews get the JPEG copy: chat apps show no WebP.
    const share = listing.img.replace('/api/images/', '/api/images/share/');
    expect(html).toContain(`<meta property="og:image" content="https://thanda.example${share}" />`);
    expect(html).toContain(`<meta name="twitter:image" content="https://thanda.example${share}" />`);
    const medium = listing.img.replace('/api/images/', '/api/images/w800/');
    expect(html).toContain(
      '<meta property="og:title" content="Gree 1.5 Ton &quot;Inverter&quot; &lt;/script&gt;&lt;b&gt;AC" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(['amount', 'currency'].map((key) => ogTag(html, `product:price:${key}`))).toEqual(['36000.00', 'BDT']);
    expect([ogTag(html, 'product:availability'), ogTag(html, 'product:condition')]).toEqual(['in stock', 'used']);
    // The first screen shows the photo and the name before the SPA runs, as text.
    expect(html).toContain(
      '<h1 class="text-2xl font-bold text-slate-800 md:text-3xl">Gree 1.5 Ton &quot;Inverter&quot; &lt;/script&gt;&lt;b&gt;AC</h1>',
    );
    expect(html).toMatch(new RegExp(`<main id="content"><div[^]*<img src="${medium}" srcset="[^"]+" sizes="`));
    // The gallery's first photo loads with the HTML, in the copies and sizes the page asks for.
    const small = listing.img.replace('/api/images/', '/api/images/w320/');
    expect(html).toContain(
      `<link rel="preload" as="image" href="${medium}" imagesrcset="${small} 320w, ${medium} 800w" imagesizes="(min-width: 768px) 60vw, 100vw" fetchpriority="high" />`,
    );
    expect(html).toContain(
      '<meta name="description" content="Serviced last month &amp; &quot;gas&quot; full &amp;lt;3 Mirpur 10, Dhaka." />',
    );
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta property="og:description" content="Serviced last month &amp; &quot;gas&quot; full &amp;lt;3 Mirpur 10, Dhaka." />',
    );
    // The listing's own text cannot close the script elements (JSON-LD and the page data).
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<b>AC');
    const product = jsonLdOf(html);
    expect(product?.image).toHaveLength(3);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Gree 1.5 Ton "Inverter" </script><b>AC',
      url: canonical,
      // Every photo, the cover first.
      image: [listing.img, ...(listing.photos as string[])].map((img) => `https://thanda.example${img}`),
      brand: { '@type': 'Brand', name: 'Gree' },
      offers: {
        '@type': 'Offer',
        price: '36000.00',
        priceCurrency: 'BDT',
        itemCondition: 'https://schema.org/UsedCondition',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it("writes the first screen's prices in the visitor's digits, with a place for each thumbnail; none for a sold one", async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const photos = [await uploadedImage(seller.auth), await uploadedImage(seller.auth)];
    const listing = await postListing(seller, category.id, { price: 36000, originalPrice: 72000, photos });
    const prices = (price: string, original: string) =>
      `<p class="flex flex-wrap items-baseline gap-x-3"><span class="text-3xl font-bold text-brand-800">${price}</span><span class="text-slate-500 line-through">${original}</span></p>`;

    const english = await crawl(`/listing/${listing._id}`);
    expect(english.html).toContain(prices('৳36,000', '৳72,000'));
    expect(english.res.headers.get('Vary')).toBe('Cookie, Save-Data');
    // The cover and two more photos: three thumbnails in the strip the SPA draws.
    expect(
      english.html.match(/<span class="block aspect-\[4\/3\] w-full rounded-lg bg-slate-100"><\/span>/g),
    ).toHaveLength(3);
    const bangla = await crawl(`/listing/${listing._id}`, SHELL, {}, { headers: { Cookie: 'theme=x; lang=bn' } });
    expect(bangla.html).toContain(prices('৳৩৬,০০০', '৳৭২,০০০'));
    expect(bangla.html).toContain('<html lang="bn">');
    expect(english.html).toContain('<html lang="en">');
    const unknown = await crawl(`/listing/${listing._id}`, SHELL, {}, { headers: { Cookie: 'lang=fr' } });
    expect(unknown.html).toContain(prices('৳36,000', '৳72,000'));

    // An original price that is not higher is not struck through: the SPA names it.
    await api(`/product/${listing._id}`, { ...json({ originalPrice: 30000 }, seller.auth), method: 'PATCH' });
    const dearer = await crawl(`/listing/${listing._id}`);
    expect(dearer.html).toContain(
      '<p class="flex flex-wrap items-baseline gap-x-3"><span class="text-3xl font-bold text-brand-800">৳36,000</span></p>',
    );
    expect(dearer.html).not.toContain('line-through');

    await api(`/product/${listing._id}`, { method: 'PUT', headers: seller.auth });
    const sold = await crawl(`/listing/${listing._id}`);
    expect(sold.html).toContain('data-first-screen');
    expect(sold.html).not.toContain('text-brand-800');
  });

  it('says a sold listing is sold out, and answers an unknown or removed one with the shell and 404', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const sold = await postListing(seller, category.id);
    await api(`/product/${sold._id}`, { method: 'PUT', headers: seller.auth });
    const soldPage = (await crawl(`/listing/${sold._id}`)).html;
    expect(jsonLdOf(soldPage)?.offers.availability).toBe('https://schema.org/SoldOut');
    expect(ogTag(soldPage, 'product:availability')).toBe('out of stock');
    const removed = await postListing(seller, category.id);
    await api(`/product/${removed._id}`, { method: 'DELETE', headers: seller.auth });
    for (const path of [
      `/listing/${removed._id}`,
      '/listing/no-such-listing/slug',
      // Only the slug may follow the id.
      `/listing/${sold._id}/slug/more`,
      `/listing/${'x'.repeat(300)}`,
      '/listing/',
    ]) {
      const { res, html } = await crawl(path);
      expect(res.status, path).toBe(404);
      expect(html, path).toContain('<div id="root"><main id="content"></main></div>');
      expect(jsonLdOf(html), path).toBeNull();
      expect(html, path).toContain('<title>404 Not Found · Thanda</title>');
    }
    // A Bangla reader's tab and link preview say so in Bangla.
    const bangla = await crawl('/listing/no-such-listing', SHELL, {}, { headers: { Cookie: 'lang=bn' } });
    expect(bangla.res.status).toBe(404);
    expect(bangla.html).toContain('<title>৪০৪ পাওয়া যায়নি · Thanda</title>');
    expect(bangla.res.headers.get('Vary')).toBe('Cookie');
  });

  it('answers at its Bangla address in Bangla whatever the cookie says, each language naming the other', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory({ name: 'Window AC', nameBn: 'উইন্ডো এসি' });
    const listing = await postListing(seller, category.id, { price: 36000 });
    const english = `https://thanda.example/listing/${listing._id}`;
    const bangla = `https://thanda.example/bn/listing/${listing._id}`;
    const alternates = (html: string) =>
      Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)" \/>/g)].map((m) => [m[1], m[2]]),
      );
    const both = { en: english, bn: bangla, 'x-default': english };
    for (const cookie of ['', 'lang=en']) {
      const { res, html } = await crawl(
        `/bn/listing/${listing._id}/gree-1-5-ton`,
        SHELL,
        {},
        { headers: { Cookie: cookie } },
      );
      expect(res.status).toBe(200);
      expect(html).toContain('<html lang="bn">');
      expect(html).toContain('৳৩৬,০০০');
      expect(html).toContain(`<link rel="canonical" href="${bangla}" />`);
      expect(ogTag(html, 'og:url')).toBe(bangla);
      expect([ogTag(html, 'og:locale'), ogTag(html, 'og:locale:alternate')]).toEqual(['bn_BD', 'en_US']);
      expect(alternates(html)).toEqual(both);
      expect(jsonLdOf(html)).toMatchObject({ url: bangla, category: 'উইন্ডো এসি', offers: { url: bangla } });
    }
    const { html } = await crawl(`/listing/${listing._id}`);
    expect(jsonLdOf(html)).toMatchObject({ url: english, category: 'Window AC' });
    expect(html).toContain(`<link rel="canonical" href="${english}" />`);
    expect([ogTag(html, 'og:locale'), ogTag(html, 'og:locale:alternate')]).toEqual(['en_US', 'bn_BD']);
    expect(alternates(html)).toEqual(both);
    // A Bangla address of no listing is the not-found page, in Bangla.
    const missing = await crawl('/bn/listing/no-such-listing');
    expect(missing.res.status).toBe(404);
    expect(missing.html).toContain('<title>৪০৪ পাওয়া যায়নি · Thanda</title>');
  });

  it('says an expired listing has expired, and when its seller last confirmed a listing, in the visitor’s language', async () => {
    const seller = await signedInUser('seller');
    const listing = await postListing(seller, (await insertCategory()).id, { price: 36000 });
    const confirmed = (text: string) => `<p class="mt-1 text-sm text-slate-600">${text}</p>`;
    const fresh = await crawl(`/listing/${listing._id}`);
    expect(fresh.html).toContain(confirmed('Seller confirmed available today'));
    expect(fresh.html).not.toContain('Expired');
    expect(jsonLdOf(fresh.html)?.offers.availability).toBe('https://schema.org/InStock');
    expect(await (await SELF.fetch('https://thanda.example/sitemaps/listings-1.xml')).text()).toContain(listing._id);

    // Confirmed 12 days ago, and expired since.
    const confirmedAt = new Date(Date.now() - 12 * 86_400_000 - 60_000);
    await testDb()
      .update(products)
      .set({ confirmedAt, expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(products.id, listing._id));
    await expireListings(testDb());
    const expired = await crawl(`/listing/${listing._id}`);
    expect(expired.res.status).toBe(200);
    expect(expired.html).toContain(
      '<p class="mt-2 inline-block rounded-lg bg-amber-50 px-3 py-1 font-semibold text-amber-800">Expired: the seller has not confirmed it is still available.</p>',
    );
    expect(expired.html).toContain(confirmed('Seller confirmed available 12 days ago'));
    expect(jsonLdOf(expired.html)?.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ogTag(expired.html, 'product:availability')).toBe('out of stock');
    const bangla = await crawl(`/listing/${listing._id}`, SHELL, {}, { headers: { Cookie: 'lang=bn' } });
    expect(bangla.html).toContain('মেয়াদ শেষ: পণ্যটি এখনও আছে কি না, বিক্রেতা তা নিশ্চিত করেননি।');
    expect(bangla.html).toContain(confirmed('বিক্রেতা ১২ দিন আগে নিশ্চিত করেছেন যে পণ্যটি এখনও আছে'));
    // Crawlers are no longer pointed at it.
    const sitemap = await (await SELF.fetch('https://thanda.example/sitemaps/listings-1.xml')).text();
    expect(sitemap).not.toContain(listing._id);
    // The page data says so too, for the SPA to show it without Book Now.
    expect(await (await api(`/listings/${listing._id}`)).json()).toMatchObject({
      status: 'expired',
      confirmedAt: confirmedAt.toISOString(),
    });
  });
});

describe("a link preview's picture", () => {
  const previewSize = (html: string) => ({
    type: ogTag(html, 'og:image:type'),
    width: ogTag(html, 'og:image:width'),
    height: ogTag(html, 'og:image:height'),
  });

  async function served(path: string) {
    const res = await api(path.replace(/^\/api/, ''));
    const info = await imageInfo(new Uint8Array(await res.arrayBuffer()));
    return {
      type: res.headers.get('Content-Type'),
      size: [info.width, info.height],
      cacheControl: res.headers.get('Cache-Control'),
    };
  }

  it("is given with its size: the JPEG copy's, or that of a picture without copies", async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const phone = await postListing(seller, category.id, {
      img: await uploadedImage(seller.auth, await photo('jpg', 1600, 1200)),
    });
    expect(previewSize((await crawl(`/listing/${phone._id}`)).html)).toEqual({
      type: 'image/jpeg',
      width: '800',
      height: '600',
    });
    // A GIF is shown as it is, at its own size.
    const gif = await postListing(seller, category.id, { img: await uploadedImage(seller.auth, samples.gif) });
    const { html } = await crawl(`/listing/${gif._id}`);
    expect(ogTag(html, 'og:image')).toBe(
      `https://thanda.example${gif.img.replace('/api/images/', '/api/images/share/')}`,
    );
    expect(previewSize(html)).toEqual({ type: null, width: '16', height: '12' });
    // It never gets copies, so it answers for them for good.
    expect(await served(gif.img.replace('/api/images/', '/api/images/share/'))).toEqual({
      type: 'image/gif',
      size: [16, 12],
      cacheControl: 'public, max-age=31536000, immutable',
    });
  });

  it('of an upload from before its copies gets them from the hourly Cron Trigger, and its size then', async () => {
    const seller = await signedInUser('seller');
    const listing = await postListing(seller, (await insertCategory()).id, {
      img: await uploadedImage(seller.auth, await photo('png', 1000, 750, 7)),
    });
    // As it was uploaded before the Worker made copies: the picture alone, a note without its facts.
    const key = imageKeyFromUrl(listing.img)!;
    await env.PHOTOS.delete(VARIANT_NAMES.map((variant) => variantOf(key, variant)));
    await testDb()
      .update(imageUploads)
      .set({ width: null, height: null, copies: null })
      .where(eq(imageUploads.imageKey, key));
    // A note whose picture has gone since (no copies to make, and none to try again).
    const gone = `${'e'.repeat(64)}.jpg`;
    await testDb().insert(imageUploads).values({ imageKey: gone, uploaderId: seller.user.id });

    const share = `/api/images/share/${key}`;
    expect(previewSize((await crawl(`/listing/${listing._id}`)).html)).toEqual({
      type: null,
      width: null,
      height: null,
    });
    // Until then each copy's address answers the picture itself, kept for an hour rather than for good.
    expect(await served(`/api/images/w320/${key}`)).toEqual({
      type: 'image/png',
      size: [1000, 750],
      cacheControl: 'public, max-age=3600',
    });

    await runScheduled(UPLOADS_CRON, env);

    expect(previewSize((await crawl(`/listing/${listing._id}`)).html)).toEqual({
      type: 'image/jpeg',
      width: '800',
      height: '600',
    });
    const immutable = 'public, max-age=31536000, immutable';
    expect(await served(share)).toEqual({ type: 'image/jpeg', size: [800, 600], cacheControl: immutable });
    expect(await served(`/api/images/w800/${key}`)).toEqual({
      type: 'image/webp',
      size: [800, 600],
      cacheControl: immutable,
    });
    expect(
      await testDb()
        .select({ copies: imageUploads.copies, width: imageUploads.width })
        .from(imageUploads)
        .where(eq(imageUploads.imageKey, gone)),
    ).toEqual([{ copies: false, width: null }]);
  });
});

describe('the sitemap and robots.txt', () => {
  it('index the catalogue pages and every live listing, and point crawlers to them', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const live = await postListing(seller, category.id);
    // An older listing's picture address that is not one: its entry goes without it.
    const odd = await postListing(seller, category.id);
    await testDb().update(products).set({ img: 'https://exa mple/ac.jpg' }).where(eq(products.id, odd._id));
    const sold = await postListing(seller, category.id);
    await api(`/product/${sold._id}`, { method: 'PUT', headers: seller.auth });

    const index = await SELF.fetch('https://thanda.example/sitemap.xml');
    expect(index.headers.get('Content-Type')).toContain('application/xml');
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(indexXml).toContain('<loc>https://thanda.example/sitemaps/pages.xml</loc>');
    expect(indexXml).toContain('<loc>https://thanda.example/sitemaps/listings-1.xml</loc>');

    // Every page at each language's address, each naming both and English as the default (issue 63).
    const alternates = (path: string) =>
      [
        `<xhtml:link rel="alternate" hreflang="en" href="https://thanda.example${path}"/>`,
        `<xhtml:link rel="alternate" hreflang="bn" href="https://thanda.example/bn${path}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="https://thanda.example${path}"/>`,
      ].join('');
    const pages = await (await SELF.fetch('https://thanda.example/sitemaps/pages.xml')).text();
    expect(pages).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of ['/', '/allproduct', `/products/${category.id}`, '/blogs', '/privacy', '/terms', '/contact']) {
      for (const loc of [path, `/bn${path}`])
        expect(pages, loc).toContain(`<url><loc>https://thanda.example${loc}</loc>${alternates(path)}</url>`);
    }
    const listings = await (await SELF.fetch('https://thanda.example/sitemaps/listings-1.xml')).text();
    // With its cover, for image search.
    expect(listings).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    for (const loc of [`/listing/${live._id}`, `/bn/listing/${live._id}`]) {
      expect(listings).toMatch(
        new RegExp(
          `<loc>https://thanda.example${loc}</loc><lastmod>[^<]+</lastmod>${alternates(`/listing/${live._id}`)}<image:image><image:loc>https://thanda.example${live.img}</image:loc></image:image></url>`,
        ),
      );
    }
    expect(listings).toContain(`<loc>https://thanda.example/listing/${odd._id}</loc><lastmod>`);
    expect(listings).not.toContain('exa mple');
    expect(listings).not.toContain(sold._id);
    // Two addresses a listing: within the format's 50,000 a file.
    expect(listings.match(/<url>/g)!.length).toBeLessThanOrEqual(2 * LISTINGS_PER_SITEMAP);
    expect(2 * LISTINGS_PER_SITEMAP).toBeLessThanOrEqual(50_000);
    expect((await SELF.fetch('https://thanda.example/sitemaps/listings-999.xml')).status).toBe(404);

    const robots = await (await SELF.fetch('https://thanda.example/robots.txt')).text();
    // The screens behind a sign-in, in both languages; a seller's profile stays open to crawlers.
    expect(robots.match(/^(Dis)?allow: .*$/gim)).toEqual([
      'Disallow: /dashboard',
      'Disallow: /sell',
      'Disallow: /inspections/',
      'Allow: /seller/',
      'Disallow: /bn/dashboard',
      'Disallow: /bn/sell',
      'Disallow: /bn/inspections/',
      'Allow: /bn/seller/',
    ]);
    // As a crawler that follows RFC 9309 reads it.
    const crawler = robotsParser('https://thanda.example/robots.txt', robots);
    for (const path of ['/dashboard/myorders', '/sell', '/sell/', '/sell?from=header', '/inspections/abc', '/bn/sell'])
      expect(crawler.isAllowed(`https://thanda.example${path}`), path).toBe(false);
    for (const path of ['/', '/seller/abc', '/bn/seller/abc', '/allproduct', `/listing/${live._id}`, '/blogs'])
      expect(crawler.isAllowed(`https://thanda.example${path}`), path).toBe(true);
    expect(robots).toContain('Sitemap: https://thanda.example/sitemap.xml');
  });

  it("list every seller's profile in both languages, and no buyer", async () => {
    const seller = await signedInUser('seller');
    const buyer = await signedInUser('buyer');
    const index = await (await SELF.fetch('https://thanda.example/sitemap.xml')).text();
    expect(index).toContain('<loc>https://thanda.example/sitemaps/sellers-1.xml</loc>');
    const sellers = await (await SELF.fetch('https://thanda.example/sitemaps/sellers-1.xml')).text();
    const path = `/seller/${seller.user.id}`;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="https://thanda.example${path}"/>`,
      `<xhtml:link rel="alternate" hreflang="bn" href="https://thanda.example/bn${path}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="https://thanda.example${path}"/>`,
    ].join('');
    for (const loc of [path, `/bn${path}`])
      expect(sellers, loc).toContain(`<url><loc>https://thanda.example${loc}</loc>${alternates}</url>`);
    expect(sellers).not.toContain(buyer.user.id);
    expect((await SELF.fetch('https://thanda.example/sitemaps/sellers-999.xml')).status).toBe(404);
    expect((await SELF.fetch('https://thanda.example/sitemaps/sellers-01.xml')).status).toBe(404);
  });

  it('are never sniffed, framed or run as a page; a file past the last is the not-found page', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/listings-1.xml']) {
      const { headers } = await SELF.fetch(`https://thanda.example${path}`);
      expect(headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(headers.get('Content-Security-Policy'), path).toContain("default-src 'none'");
      expect(headers.get('X-Frame-Options'), path).toBe('DENY');
    }
    // The page keeps the SPA's own headers, or none, never the data's sandbox: its scripts run.
    for (const pagePolicy of ["default-src 'self'", null]) {
      const pageHeaders: Record<string, string> = pagePolicy ? { 'Content-Security-Policy': pagePolicy } : {};
      for (const path of ['/sitemaps/listings-999.xml', '/sitemaps/nope.xml']) {
        const { res, html } = await crawl(path, SHELL, pageHeaders);
        expect(res.status, path).toBe(404);
        expect(res.headers.get('Content-Type'), path).toBe('text/html');
        expect(res.headers.get('Content-Security-Policy'), path).toBe(pagePolicy);
        expect(html, path).toContain('<title>404 Not Found · Thanda</title>');
      }
    }
    expect((await crawl('/api/nope')).res.headers.get('Content-Type')).toContain('application/json');
  });

  it('are answered from the edge cache after the first read', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/listings-1.xml']) {
      const url = `https://cached.example${path}`;
      const ctx = createExecutionContext();
      const res = await app.request(url, {}, { ...env, EDGE_CACHE_SECONDS: '30' }, ctx);
      await waitOnExecutionContext(ctx);
      expect(res.status, path).toBe(200);
      expect(await caches.default.match(url), path).toBeTruthy();
    }
  });

  it('keep one copy per file, whatever query a request makes up', async () => {
    const ctx = createExecutionContext();
    const url = 'https://by-path.example/sitemaps/listings-1.xml';
    const res = await app.request(`${url}?x=${crypto.randomUUID()}`, {}, { ...env, EDGE_CACHE_SECONDS: '30' }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(await caches.default.match(url)).toBeTruthy();
    expect((await SELF.fetch('https://thanda.example/sitemaps/listings-01.xml')).status).toBe(404);
  });
});
