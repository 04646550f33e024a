import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { PAGE_ANSWERS_ID } from '../../shared/page-answers';
import { SETTINGS_DATA_ID } from '../../shared/listing-data';
import { insertCategory, postListing, signedInUser } from '../test/fixtures';

/** index.html as the build writes it (both languages' shells), with its viewport, stylesheet and settings preload. */
const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1.0" />';
const SHELL = `<!doctype html><html lang="en"><head>${VIEWPORT}<title>Thanda</title>
<link rel="preload" href="/api/settings" as="fetch" crossorigin="anonymous" />
<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body>
<div id="root"><div data-shell="en"><main id="content"></main></div><div data-shell="bn"><main id="content"></main></div></div>
<script type="module" crossorigin src="/assets/index-abc.js"></script></body></html>`;
const CSS = '.container-page{margin:auto}';

/** A page as a browser asks for it, over stand-ins of the built files (each route's Link header too). */
async function visit(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const assets = {
    fetch: async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('.css')) return new Response(CSS, { headers: { 'Content-Type': 'text/css' } });
      const link = pathname.startsWith('/products/')
        ? `<${pathname.replace('/products/', '/api/products/')}>; rel=preload; as=fetch; crossorigin=anonymous, </api/categories>; rel=preload; as=fetch; crossorigin=anonymous, </assets/catalogue.js>; rel=modulepreload`
        : '</assets/catalogue.js>; rel=modulepreload';
      // A screen other than '/' is no file: the assets' 404 page, the same shell (wrangler.toml).
      const status = pathname === '/' ? 200 : 404;
      return new Response(SHELL, { status, headers: { 'Content-Type': 'text/html', Link: link } });
    },
  };
  const res = await app.request(`https://thanda.example${path}`, { headers, method }, { ...env, ASSETS: assets });
  return { res, html: await res.text() };
}

/** The API answers a page carries, by path. */
function carried(html: string) {
  const json = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ID}">(.*?)</script>`).exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, { status: number; link: string | null; body: unknown }>) : null;
}

/** What the API itself answers at `path`. */
const apiAnswer = async (path: string) => (await app.request(`https://thanda.example${path}`, {}, env)).json();

describe("a public list's first screen in its HTML (issue 63)", () => {
  it('/allproduct draws its first cards and carries the API answer the SPA asks for first', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const listing = await postListing(seller, category.id, { name: 'Gree <1.5> Ton "Split"', price: 41000 });
    const { res, html } = await visit('/allproduct');
    expect(res.status).toBe(200);
    const answers = carried(html)!;
    expect(Object.keys(answers).sort()).toEqual(['/api/allproduct', '/api/categories']);
    expect(answers['/api/allproduct']!.body).toEqual(await apiAnswer('/api/allproduct'));
    // The first screen: the heading and the newest listing's card, its name escaped, its price in Taka.
    const screen = html.slice(html.indexOf('data-first-screen'), html.indexOf(`id="${PAGE_ANSWERS_ID}"`));
    expect(screen).toContain('<h1 class="mb-6 text-3xl font-bold text-slate-800">All Products</h1>');
    expect(screen).toContain('Gree &lt;1.5&gt; Ton &quot;Split&quot;');
    expect(screen).toContain('৳41,000');
    expect(screen).toContain(`href="/listing/${listing._id}/gree-1-5-ton-split"`);
    // Its picture starts with the HTML, at the size the card shows it, right after the viewport (which
    // a phone must know to pick that size); the stylesheet and settings come inline.
    expect(html).toMatch(
      /<head><meta name="viewport" [^>]+><link rel="preload" as="image" href="\/api\/images\/w800\/[^"]+" imagesrcset="[^"]+" imagesizes="\(min-width: 1024px\) 384px, \(min-width: 640px\) 50vw, 128px" fetchpriority="high" \/>/,
    );
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).toContain(`id="${SETTINGS_DATA_ID}"`);
    expect(html).not.toContain('href="/api/settings"');
    // One <main>, in one language.
    expect(html.match(/<main /g)).toHaveLength(1);
  });

  it("a category's page draws its name, description and cards in the visitor's language, and drops the preloads it carries", async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory({
      name: 'Cassette AC',
      nameBn: 'ক্যাসেট এসি',
      about: 'Ceiling units.',
      aboutBn: 'সিলিংয়ের ইউনিট।',
    });
    await postListing(seller, category.id, { name: 'Daikin Cassette 3 Ton', negotiable: true });
    const english = await visit(`/products/${category.id}`);
    expect(english.html).toContain('<h1 class="mb-2 text-3xl font-bold text-slate-800">Cassette AC</h1>');
    expect(english.html).toContain('<p class="mb-8 text-slate-600">Ceiling units.</p>');
    expect(english.html).toContain('Daikin Cassette 3 Ton');
    expect(english.html).toContain('>Negotiable</span>');
    expect(Object.keys(carried(english.html)!).sort()).toEqual(['/api/categories', `/api/products/${category.id}`]);
    // The browser is not sent for what the page carries, nor for the route's code before the picture.
    expect(english.res.headers.get('Link')).toBeNull();

    const bangla = await visit(`/products/${category.id}`, { Cookie: 'lang=bn' });
    expect(bangla.html).toContain('>ক্যাসেট এসি</h1>');
    expect(bangla.html).toContain('>সিলিংয়ের ইউনিট।</p>');
    expect(bangla.html).toContain('>আলোচনা সাপেক্ষে</span>');
    expect(bangla.html).toContain('>বিক্রেতা:');
    // Under /bn, its links stay Bangla.
    const prefixed = await visit(`/bn/products/${category.id}`);
    expect(prefixed.html).toMatch(/href="\/bn\/listing\//);
  });

  it('a HEAD gets the headers of the GET, and the address with a trailing slash the same first screen', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    await postListing(seller, category.id, { name: 'Haier 1.5 Ton Split' });
    for (const path of ['/allproduct', `/products/${category.id}`]) {
      const get = await visit(path);
      const head = await visit(path, {}, 'HEAD');
      expect(head.res.status, path).toBe(200);
      expect(head.html, path).toBe('');
      expect([...head.res.headers], path).toEqual([...get.res.headers]);
      const slashed = await visit(`${path}/`);
      expect(slashed.res.status, path).toBe(200);
      expect(slashed.html, path).toContain('Haier 1.5 Ton Split');
      expect(carried(slashed.html), path).toEqual(carried(get.html));
    }
  });

  it("a seller's profile draws its header, reviews and first listings, and carries the profile", async () => {
    const seller = await signedInUser('seller', { name: 'Karim & Sons' });
    await postListing(seller, (await insertCategory()).id, { name: 'Walton 1 Ton Window AC' });
    const { html } = await visit(`/seller/${seller.user.id}`);
    expect(html).toContain('>Karim &amp; Sons</h1>');
    // No reviews yet: who may write one, the largest text of a phone's first screen.
    expect(html).toContain(
      '<p class="text-slate-600">Only buyers who paid for something from this seller can review them.</p>',
    );
    expect(html).toContain('>For sale</h2>');
    expect(html).toMatch(/<h3 class="[^"]*">[^<]*<a [^>]*>Walton 1 Ton Window AC<\/a><\/h3>/);
    expect(carried(html)![`/api/sellers/${seller.user.id}`]!.body).toEqual(
      await apiAnswer(`/api/sellers/${seller.user.id}`),
    );
  });

  it("'/' carries its categories and keeps its hero; a search's list and unknown pages carry nothing", async () => {
    const home = await visit('/');
    expect(Object.keys(carried(home.html)!)).toEqual(['/api/categories']);
    // Its hero's picture is preloaded with the HTML (the assets' Link header stays).
    expect(home.res.headers.get('Link')).toBe('</assets/catalogue.js>; rel=modulepreload');
    expect(home.html).not.toContain('data-first-screen');
    // The SPA asks for a filtered list itself: a first screen of the unfiltered one would mislead.
    const search = await visit('/allproduct?q=inverter');
    expect(carried(search.html)).toBeNull();
    expect(search.html).not.toContain('data-first-screen');
    const blogs = await visit('/blogs');
    expect(carried(blogs.html)).toBeNull();
    expect((await visit('/products/no-such-category')).res.status).toBe(404);
  });
});
