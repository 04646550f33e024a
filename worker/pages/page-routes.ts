/**
 * What the Worker answers outside /api (wrangler.toml's `run_worker_first`): listing pages with
 * their share tags, the sitemap and robots.txt. Everything else is the SPA's static files.
 */
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { createDb } from '../db/client';
import type { AppEnv } from '../env';
import { dataSecurityHeaders } from '../middleware/data-security-headers';
import { edgeCache } from '../middleware/edge-cache';
import { listingShell } from './listing-shell';
import { listingsSitemap, pagesSitemap, robotsTxt, sellersSitemap, sitemapIndex } from './sitemap';

const origin = (c: Context<AppEnv>) => new URL(c.req.url).origin;
const xml = (c: Context<AppEnv>, body: string) =>
  c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
// None of these takes a query: kept by their path alone.
const cachedByPath = edgeCache();
// Pages carry the SPA's headers (dist/_headers); robots.txt and the sitemaps are data like the API.
const dataHeaders = dataSecurityHeaders({ exceptPages: true });
const fileNumber = z.coerce.number().int().min(1).max(100_000);
/** The sitemap's numbered files, by the name before their number. */
const numbered = { listings: listingsSitemap, sellers: sellersSitemap };

export const pageRoutes = new Hono<AppEnv>()
  // A listing's address, with its title's slug or without (`/listing/:id/:slug?`), a trailing slash
  // allowed; anything longer is no page.
  .get('/listing/:id', listingShell)
  .get('/listing/:id/', listingShell)
  .get('/listing/:id/:slug', listingShell)
  .get('/listing/:id/:slug/', listingShell)
  .use('/robots.txt', dataHeaders)
  .use('/sitemap.xml', dataHeaders)
  .use('/sitemaps/*', dataHeaders)
  .get('/robots.txt', cachedByPath, (c) => c.text(robotsTxt(origin(c))))
  .get('/sitemap.xml', cachedByPath, async (c) => xml(c, await sitemapIndex(createDb(c.env.DB), origin(c))))
  .get('/sitemaps/pages.xml', cachedByPath, async (c) => xml(c, await pagesSitemap(createDb(c.env.DB), origin(c))))
  // One address per file: listings-01.xml is not listings-1.xml again.
  .get('/sitemaps/:file{(?:listings|sellers)-[1-9][0-9]*\\.xml}', cachedByPath, async (c) => {
    const [kind, number] = c.req
      .param('file')
      .replace(/\.xml$/, '')
      .split('-') as [keyof typeof numbered, string];
    const file = fileNumber.safeParse(number);
    const body = file.success ? await numbered[kind](createDb(c.env.DB), origin(c), file.data) : null;
    return body === null ? c.notFound() : xml(c, body);
  });
