/**
 * The sitemap (listing pages and share previews): an index of sitemaps, so it scales past the
 * 50,000 addresses one file may hold. One file lists the catalogue's pages; the others list live
 * listings, newest first, and sellers' profiles, a fixed number per file. Every page is there at
 * each language's address, each naming all of them as its alternates (issue 63), as search engines
 * read them in a sitemap.
 */
import { asc, count, desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listedWhere } from '../db/listed';
import { categories, products, users } from '../db/schema';
import { languages, type Language } from '../../shared/domain';
import { languagePath } from '../../shared/language-paths';
import { alternateUrls } from './alternates';
import { canonicalListingUrl } from './listing-shell';
import { readingScreens } from './public-pages';
import { hasProfile } from './seller-profile';

/**
 * Listings per sitemap file: quick to build, and with an address per language each (20,000 `<url>`s
 * of about 600 bytes) well under the format's 50,000 addresses and 50 MB.
 */
export const LISTINGS_PER_SITEMAP = 10_000;

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Google's image extension: a listing's entry names its cover, which image search can then show. */
const IMAGE_NAMESPACE = 'http://www.google.com/schemas/sitemap-image/1.1';
/** Where `xhtml:link` comes from: each address's alternates in the other languages. */
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** An address made absolute; none for one that is not an address (older listings' data). */
function absolute(address: string, origin: string) {
  try {
    return new URL(address, origin).href;
  } catch {
    return undefined;
  }
}

/** Sellers' profiles per sitemap file, as many as listings. */
export const PROFILES_PER_SITEMAP = LISTINGS_PER_SITEMAP;

export async function sitemapIndex(db: Db, origin: string) {
  const [[listed], [sellers]] = await db.batch([
    db.select({ n: count() }).from(products).where(listedWhere(products)),
    db.select({ n: count() }).from(users).where(hasProfile),
  ]);
  const files = (name: string, n: number, perFile: number) =>
    Array.from(
      { length: Math.max(1, Math.ceil(n / perFile)) },
      (_, index) => `${origin}/sitemaps/${name}-${index + 1}.xml`,
    );
  const entries = [
    `${origin}/sitemaps/pages.xml`,
    ...files('listings', listed?.n ?? 0, LISTINGS_PER_SITEMAP),
    ...files('sellers', sellers?.n ?? 0, PROFILES_PER_SITEMAP),
  ].map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return xml(`<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>`);
}

/** The home page, every product, the categories' pages and the screens of reading. */
export async function pagesSitemap(db: Db, origin: string) {
  const rows = await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.position));
  const paths = [
    '/',
    '/allproduct',
    ...rows.map((row) => `/products/${encodeURIComponent(row.id)}`),
    ...readingScreens,
  ];
  return urlset(paths.map((path) => ({ at: (language: Language) => `${origin}${languagePath(language, path)}` })));
}

/** The n-th file of live listings (from 1), newest first; null past the last one. */
export async function listingsSitemap(db: Db, origin: string, file: number) {
  const rows = await db
    .select({ id: products.id, img: products.img, createdAt: products.createdAt, updatedAt: products.updatedAt })
    .from(products)
    .where(listedWhere(products))
    // The listed-newest index, read in its own order.
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(LISTINGS_PER_SITEMAP)
    .offset((file - 1) * LISTINGS_PER_SITEMAP);
  if (rows.length === 0 && file > 1) return null;
  return urlset(
    rows.map((row) => ({
      at: (language: Language) => canonicalListingUrl(origin, row.id, language),
      lastmod: (row.updatedAt ?? row.createdAt).toISOString(),
      image: absolute(row.img, origin),
    })),
  );
}

/** The n-th file of sellers' profiles (from 1), in the order of their ids; null past the last one. */
export async function sellersSitemap(db: Db, origin: string, file: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(hasProfile)
    .orderBy(asc(users.id))
    .limit(PROFILES_PER_SITEMAP)
    .offset((file - 1) * PROFILES_PER_SITEMAP);
  if (rows.length === 0 && file > 1) return null;
  return urlset(
    rows.map((row) => ({
      at: (language: Language) => `${origin}${languagePath(language, `/seller/${encodeURIComponent(row.id)}`)}`,
    })),
  );
}

/** A `<url>` for each language's address of each page (`at` gives them), with the alternates of every one. */
function urlset(pages: { at: (language: Language) => string; lastmod?: string; image?: string }[]) {
  const entries = pages.flatMap(({ at, lastmod, image }) => {
    const alternates = alternateUrls(at)
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join('');
    return languages.map((language) =>
      [
        `  <url><loc>${escapeXml(at(language))}</loc>`,
        lastmod ? `<lastmod>${lastmod}</lastmod>` : '',
        alternates,
        image ? `<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>` : '',
        '</url>',
      ].join(''),
    );
  });
  const images = pages.some((page) => page.image) ? ` xmlns:image="${IMAGE_NAMESPACE}"` : '';
  return xml(
    `<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}"${images}>\n${entries.join('\n')}\n</urlset>`,
  );
}

/** robots.txt: the catalogue is public, the screens behind a sign-in private, and the sitemap's address. */
export const robotsTxt = (origin: string) =>
  [
    '# The catalogue is public; the screens behind a sign-in are private to each account.',
    'User-agent: *',
    // A rule covers every path it begins (/sell covers /sell/ and /sell?…, and /seller/…), and the
    // longest rule that matches wins (RFC 9309): the sellers' profiles stay open.
    ...languages.flatMap((language) => [
      ...['/dashboard', '/sell', '/inspections/'].map((path) => `Disallow: ${languagePath(language, path)}`),
      `Allow: ${languagePath(language, '/seller/')}`,
    ]),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
