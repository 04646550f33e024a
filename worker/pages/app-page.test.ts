import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { spaRoutePaths } from '../../shared/spa-routes';

/** Both languages' shells, as the build writes index.html; the head script keeps one. */
const SHELL = `<!doctype html><html lang="en"><head><title>Thanda: second-hand ACs and coolers in Bangladesh</title></head><body>
<div id="root"><div data-shell="en"><nav id="main-menu"></nav><main id="content"><template id="home-still-en"><h1>Hero</h1></template></main></div>
<div data-shell="bn"><nav id="main-menu"></nav><main id="content"><template id="home-still-bn"><h1>হিরো</h1></template></main></div></div></body></html>`;

/** A page address as a browser asks for it, over a stand-in of the SPA's index.html. */
async function visit(path: string, method = 'GET', headers: Record<string, string> = {}) {
  // As the assets answer with not_found_handling = "single-page-application": the app at any address.
  const assets = { fetch: async () => new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }) };
  const res = await app.request(`https://thanda.example${path}`, { method, headers }, { ...env, ASSETS: assets });
  return { res, html: method === 'HEAD' ? '' : await res.text() };
}

/** A route's address with its parameters filled in (`:slug?` too, so the longer form is tried). */
const example = (path: string) => path.replace(/:\w+\??/g, 'abc-123');

describe('page addresses', () => {
  it("answer 200 with the app at every one of the SPA's screens", async () => {
    for (const path of spaRoutePaths.filter((p) => !p.startsWith('/listing/'))) {
      const { res, html } = await visit(example(path));
      expect(res.status, path).toBe(200);
      expect(html, path).toContain('<title>Thanda: second-hand ACs and coolers in Bangladesh</title>');
    }
    expect((await visit('/allproduct/')).res.status).toBe(200);
    expect((await visit('/dashboard/myorders', 'HEAD')).res.status).toBe(200);
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
    expect((await visit('/allproduct', 'GET', { Cookie: 'lang=bn' })).html).toContain(
      '<title>Thanda: বাংলাদেশে পুরোনো এসি ও কুলার কেনাবেচা</title>',
    );
  });
});
