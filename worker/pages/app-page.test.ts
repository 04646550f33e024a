import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { eq } from 'drizzle-orm';
import { screenName, screenTitles, spaRoutePaths, type SpaRoutePath } from '../../shared/spa-routes';
import { readingScreens } from './public-pages';
import { languages, pageTitle, siteDescriptions, siteTitles } from '../../shared/domain';
import { users } from '../db/schema';
import { insertCategory, postListing, signedInUser, testDb } from '../test/fixtures';

/** Both languages' shells, as the build writes index.html; the head script keeps one. */
const SHELL = `<!doctype html><html lang="en"><head><meta name="description" content="Thanda: buy and sell second-hand ACs." /><title>Thanda: second-hand ACs and coolers in Bangladesh</title></head><body>
<div id="root"><div data-shell="en"><nav id="main-menu"></nav><main id="content"><template id="home-still-en"><h1>Hero</h1></template></main></div>
<div data-shell="bn"><nav id="main-menu"></nav><main id="content"><template id="home-still-bn"><h1>হিরো</h1></template></main></div></div></body></html>`;

/** A page address as a browser asks for it, over a stand-in of the SPA's index.html. */
async function visit(path: string, method = 'GET', headers: Record<string, string> = {}) {
  // As the assets answer with not_found_handling = "404-page": index.html at '/', and the same shell
  // as their 404 page (dist/404.html) at any other address.
  const assets = {
    fetch: async (request: Request) =>
      new Response(SHELL, {
        status: new URL(request.url).pathname === '/' ? 200 : 404,
        headers: { 'Content-Type': 'text/html' },
      }),
  };
  const res = await app.request(`https://thanda.example${path}`, { method, headers }, { ...env, ASSETS: assets });
  return { res, html: method === 'HEAD' ? '' : await res.text() };
}

/** A route's address with its parameters filled in (`:slug?` too, so the longer form is tried). */
const example = (path: string) => path.replace(/:\w+\??/g, 'abc-123');

/** Fills a route's address in with a category and a seller whose pages exist (an unknown one is a 404). */
async function addresses() {
  const category = await insertCategory();
  const seller = await signedInUser('seller');
  return (path: string) =>
    path === '/products/:id'
      ? `/products/${category.id}`
      : path === '/seller/:id'
        ? `/seller/${seller.user.id}`
        : path === '/products/:categoryId/seller/:sellerId'
          ? `/products/${category.id}/seller/${seller.user.id}`
          : example(path);
}

describe('page addresses', () => {
  it("answer 200 with the app at every one of the SPA's screens", async () => {
    const filled = await addresses();
    for (const path of spaRoutePaths.filter((p) => !p.startsWith('/listing/')).map(filled)) {
      const { res, html } = await visit(path);
      expect(res.status, path).toBe(200);
      expect(html, path).toContain('<title>');
    }
    expect((await visit('/allproduct/')).res.status).toBe(200);
    expect((await visit('/dashboard/myorders', 'HEAD')).res.status).toBe(200);
  });

  it("carry the screen's name as their title in the address's language, as the SPA will write it", async () => {
    const filled = await addresses();
    // A category's page is named after the category (its own head, public-pages.ts).
    const named = spaRoutePaths.filter((path: SpaRoutePath) => screenTitles[path] && path !== '/products/:id');
    expect(named.length).toBeGreaterThan(30);
    for (const route of named)
      for (const language of languages) {
        const path = `${language === 'bn' ? '/bn' : ''}${filled(route)}`;
        const { html } = await visit(path);
        expect(html, path).toContain(`<title>${pageTitle(screenTitles[route]![language])}</title>`);
      }
    expect((await visit('/privacy/')).html).toContain('<title>Privacy Policy · Thanda</title>');
    expect((await visit('/dashboard/myorders', 'GET', { Cookie: 'lang=bn' })).html).toContain(
      '<title>আমার অর্ডার · Thanda</title>',
    );
  });

  it('answer 404 with the not-found page anywhere else', async () => {
    for (const path of ['/openapi.json', '/no/such/page', '/dashboard/nope', '/products', '/allproducts', '/listing']) {
      const { res, html } = await visit(path);
      expect(res.status, path).toBe(404);
      expect(html, path).toContain('<title>404 Not Found · Thanda</title>');
    }
    // A page is read, never written to.
    expect((await visit('/allproduct', 'POST')).res.status).toBe(404);
  });

  it("answer 404 for a seller's listings in a category unless both are there", async () => {
    const category = await insertCategory();
    const seller = await signedInUser('seller');
    const buyer = await signedInUser('buyer');
    expect((await visit(`/products/${category.id}/seller/${seller.user.id}`)).res.status).toBe(200);
    for (const path of [
      `/products/no-such-category/seller/${seller.user.id}`,
      `/products/${category.id}/seller/no-such-seller`,
      // A buyer has no profile, and so no listings to show.
      `/products/${category.id}/seller/${buyer.user.id}`,
      `/bn/products/${category.id}/seller/no-such-seller`,
    ]) {
      const { res, html } = await visit(path);
      expect(res.status, path).toBe(404);
      expect(html, path).toMatch(/<title>(404 Not Found|৪০৪ পাওয়া যায়নি) · Thanda<\/title>/);
    }
  });

  it("keep a Bangla address's language when the assets redirect it, and stay the not-found page where nothing is", async () => {
    // As the assets answer a percent-encoded address: a redirect to its plain form.
    const assets = {
      fetch: async (request: Request) => {
        const { pathname, search } = new URL(request.url);
        const plain = decodeURIComponent(pathname);
        if (plain !== pathname) return new Response(null, { status: 307, headers: { Location: `${plain}${search}` } });
        return new Response(SHELL, { status: pathname === '/' ? 200 : 404, headers: { 'Content-Type': 'text/html' } });
      },
    };
    const ask = (path: string) => app.request(`https://thanda.example${path}`, {}, { ...env, ASSETS: assets });
    const bangla = await ask('/bn/%61llproduct?q=gree');
    expect(bangla.status).toBe(307);
    expect(bangla.headers.get('Location')).toBe('/bn/allproduct?q=gree');
    expect((await ask('/%61llproduct')).headers.get('Location')).toBe('/allproduct');
    const missing = await ask('/products/no%2Dsuch%2Dcategory');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Location')).toBeNull();
    expect(await missing.text()).toContain('<title>404 Not Found · Thanda</title>');
  });
});

describe("a screen's HTML", () => {
  it("is in the visitor's language alone: one <main>, no id twice, '/' alone keeps its first screen", async () => {
    for (const [language, cookie] of [
      ['en', ''],
      ['bn', 'lang=bn'],
    ] as const) {
      for (const path of ['/', '/allproduct', '/dashboard/myorders']) {
        const { res, html } = await visit(path, 'GET', cookie ? { Cookie: cookie } : {});
        expect(html, path).toContain(`<html lang="${language}">`);
        expect(html.match(/<main/g), path).toHaveLength(1);
        const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
        expect(new Set(ids).size, path).toBe(ids.length);
        expect(html.includes(`home-still-${language}`), path).toBe(path === '/');
        expect(res.headers.get('Vary'), path).toContain('Cookie');
      }
    }
    // A screen without a head of its own is named by its route and takes the site's description, in
    // the visitor's language.
    for (const [path, status, title] of [
      ['/dashboard/myorders', 200, 'আমার অর্ডার · Thanda'],
      ['/bn/login', 200, 'লগইন · Thanda'],
      ['/bn/no-such-page', 404, siteTitles.bn.notFound],
    ] as const) {
      const { res, html } = await visit(path, 'GET', path.startsWith('/bn/') ? {} : { Cookie: 'lang=bn' });
      expect(res.status, path).toBe(status);
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(tag(html, 'name', 'description'), path).toBe(siteDescriptions.bn);
    }
    expect(tag((await visit('/login')).html, 'name', 'description')).toBe(siteDescriptions.en);
  });
});

/** The content of a share tag, or null when the page has none. */
const tag = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html)?.[1] ?? null;
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1] ?? null;
const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;

describe('the public pages as crawlers and link previews see them', () => {
  it("'/' names the site and its search", async () => {
    const { html } = await visit('/');
    expect(html).toContain('<title>Thanda: second-hand ACs and coolers in Bangladesh</title>');
    expect(canonical(html)).toBe('https://thanda.example/');
    expect(tag(html, 'property', 'og:url')).toBe('https://thanda.example/');
    // Its link preview shows the first hero slide, at a size Facebook need not fetch it to know.
    expect(tag(html, 'property', 'og:image')).toBe('https://thanda.example/share/home.jpg');
    expect(tag(html, 'property', 'og:image:width')).toBe('1200');
    expect(tag(html, 'property', 'og:image:height')).toBe('630');
    expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { target: 'https://thanda.example/allproduct?q={search_term_string}' },
    });
  });

  it('/allproduct and a category list their first listings, each by its canonical address', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory({ name: 'Cassette AC', nameBn: 'ক্যাসেট এসি' });
    const listing = await postListing(seller, category.id, { name: 'Daikin Cassette 3 Ton' });
    const all = await visit('/allproduct?sort=price-asc');
    expect(all.html).toContain('<title>All Products · Thanda</title>');
    expect(canonical(all.html)).toBe('https://thanda.example/allproduct');
    expect(jsonLdOf(all.html)).toMatchObject({ '@type': 'ItemList' });
    const { html } = await visit(`/products/${category.id}`);
    expect(html).toContain('<title>Cassette AC · Thanda</title>');
    expect(tag(html, 'property', 'og:title')).toBe('Cassette AC · Thanda');
    expect(tag(html, 'name', 'description')).toContain('Cassette AC');
    expect(tag(html, 'property', 'og:image')).toMatch(/^https:\/\/thanda\.example\/api\/images\//);
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Cassette AC',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: `https://thanda.example/listing/${listing._id}`,
          name: 'Daikin Cassette 3 Ton',
        },
      ],
    });
    // A Bangla reader's page, and its preview, are in Bangla.
    const bangla = await visit(`/products/${category.id}`, 'GET', { Cookie: 'lang=bn' });
    expect(bangla.html).toContain('<title>ক্যাসেট এসি · Thanda</title>');
    expect(tag(bangla.html, 'property', 'og:description')).toContain('ক্যাসেট এসি');
  });

  it("a seller's profile is a Person with their rating; an unknown category or seller is a 404", async () => {
    const seller = await signedInUser('seller', { name: 'Rahim Uddin' });
    await testDb().update(users).set({ ratingCount: 4, ratingSum: 18 }).where(eq(users.id, seller.user.id));
    const { html } = await visit(`/seller/${seller.user.id}`);
    expect(html).toContain('<title>Rahim Uddin · Thanda</title>');
    expect(tag(html, 'property', 'og:type')).toBe('profile');
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Person',
      name: 'Rahim Uddin',
      aggregateRating: { ratingValue: 4.5, reviewCount: 4 },
    });
    for (const path of [
      '/products/no-such-category',
      '/seller/no-such-seller',
      // No valid encoding, or longer than any id: nothing, never an error.
      '/products/%A4',
      '/seller/%FF',
      `/products/${'x'.repeat(130)}`,
    ]) {
      const missing = await visit(path);
      expect(missing.res.status, path).toBe(404);
      expect(missing.html, path).toContain('<title>404 Not Found · Thanda</title>');
    }
  });

  it('the guides, the policies and the contact page are each a WebPage with its own description, in each language', async () => {
    const descriptions = new Set<string>();
    for (const path of readingScreens)
      for (const [prefix, language] of [
        ['', 'en'],
        ['/bn', 'bn'],
      ] as const) {
        const url = `https://thanda.example${prefix}${path}`;
        const { html } = await visit(`${prefix}${path}/`);
        const name = screenName(path, language);
        expect(html, url).toContain(`<title>${pageTitle(name)}</title>`);
        expect(canonical(html), url).toBe(url);
        expect(tag(html, 'property', 'og:url'), url).toBe(url);
        expect(tag(html, 'property', 'og:title'), url).toBe(pageTitle(name));
        expect(tag(html, 'property', 'og:image'), url).toBe('https://thanda.example/share/home.jpg');
        expect(html.match(/name="description"/g), url).toHaveLength(1);
        const description = tag(html, 'name', 'description')!;
        expect(tag(html, 'property', 'og:description'), url).toBe(description);
        descriptions.add(description);
        expect(jsonLdOf(html), url).toEqual({
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name,
          url,
          inLanguage: language,
        });
      }
    // Each page and language says something of its own, not the site's description.
    expect(descriptions.size).toBe(readingScreens.length * 2);
    expect(descriptions.has(siteDescriptions.en) || descriptions.has(siteDescriptions.bn)).toBe(false);
    // A screen that is not for reading keeps the site's description and has no canonical address.
    const login = (await visit('/login')).html;
    expect(canonical(login)).toBeNull();
    expect(tag(login, 'name', 'description')).toBe(siteDescriptions.en);
  });
});

/** A page's alternate links by hreflang, and its og:locale and og:locale:alternate. */
const languagesOf = (html: string) => ({
  alternates: Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)" \/>/g)].map((m) => [m[1], m[2]]),
  ),
  locale: tag(html, 'property', 'og:locale'),
  alternateLocale: tag(html, 'property', 'og:locale:alternate'),
});

describe('Bangla pages at their own addresses (issue 63)', () => {
  it('answer under /bn in Bangla whatever the cookie says, and 404 where no page is', async () => {
    const category = await insertCategory({ name: 'Window AC', nameBn: 'উইন্ডো এসি' });
    const seller = await signedInUser('seller', { name: 'Karim Uddin' });
    for (const [path, title] of [
      ['/bn', siteTitles.bn.home],
      ['/bn/', siteTitles.bn.home],
      ['/bn/allproduct', 'সব পণ্য · Thanda'],
      [`/bn/products/${category.id}`, 'উইন্ডো এসি · Thanda'],
      [`/bn/seller/${seller.user.id}`, 'Karim Uddin · Thanda'],
      ['/bn/blogs', 'ব্লগ · Thanda'],
      ['/bn/dashboard/myorders', 'আমার অর্ডার · Thanda'],
    ]) {
      for (const cookie of ['', 'lang=en']) {
        const { res, html } = await visit(path!, 'GET', cookie ? { Cookie: cookie } : {});
        expect(res.status, path).toBe(200);
        expect(html, path).toContain('<html lang="bn">');
        expect(html, path).toContain(`<title>${title}</title>`);
        expect(html.includes('home-still-bn'), path).toBe(path === '/bn' || path === '/bn/');
      }
    }
    for (const path of [
      '/bn/nope',
      '/bn/bn/allproduct',
      '/bn/api/settings',
      '/bn/robots.txt',
      '/bn/sitemap.xml',
      '/bn/products/no-such-category',
    ]) {
      const { res, html } = await visit(path);
      expect(res.status, path).toBe(404);
      expect(html, path).toContain(`<title>${siteTitles.bn.notFound}</title>`);
    }
    // Not a Bangla address: English's 404.
    expect((await visit('/bnx')).html).toContain(`<title>${siteTitles.en.notFound}</title>`);
  });

  it("ask the assets for the screen's own address, whose headers carry that route's preloads", async () => {
    const asked: string[] = [];
    const assets = {
      fetch: async (request: Request) => {
        asked.push(new URL(request.url).pathname + new URL(request.url).search);
        return new Response(SHELL, {
          headers: { 'Content-Type': 'text/html', Link: '</api/allproduct>; rel=preload' },
        });
      },
    };
    const res = await app.request(
      'https://thanda.example/bn/allproduct?sort=price-asc',
      {},
      { ...env, ASSETS: assets },
    );
    expect(res.status).toBe(200);
    expect(asked).toEqual(['/allproduct?sort=price-asc']);
    expect(res.headers.get('Link')).toBe('</api/allproduct>; rel=preload');
  });

  it("name both languages' addresses on each page, and give the page's own as its canonical and og:url", async () => {
    const category = await insertCategory();
    const seller = await signedInUser('seller');
    for (const path of ['/', '/allproduct', `/products/${category.id}`, `/seller/${seller.user.id}`]) {
      const english = `https://thanda.example${path}`;
      const bangla = `https://thanda.example/bn${path}`;
      const both = { en: english, bn: bangla, 'x-default': english };
      const en = (await visit(path)).html;
      expect(canonical(en), path).toBe(english);
      expect(tag(en, 'property', 'og:url'), path).toBe(english);
      expect(languagesOf(en), path).toEqual({ alternates: both, locale: 'en_US', alternateLocale: 'bn_BD' });
      // The same page from its Bangla address, or from the English one with a Bangla reader's cookie.
      for (const bn of [(await visit(`/bn${path}`)).html, (await visit(path, 'GET', { Cookie: 'lang=bn' })).html]) {
        expect(canonical(bn), path).toBe(bangla);
        expect(tag(bn, 'property', 'og:url'), path).toBe(bangla);
        expect(languagesOf(bn), path).toEqual({ alternates: both, locale: 'bn_BD', alternateLocale: 'en_US' });
      }
    }
  });

  it("list a Bangla page's listings by their Bangla addresses", async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const listing = await postListing(seller, category.id);
    expect(jsonLdOf((await visit(`/bn/products/${category.id}`)).html)).toMatchObject({
      itemListElement: [{ url: `https://thanda.example/bn/listing/${listing._id}` }],
    });
  });
});
