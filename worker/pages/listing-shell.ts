/**
 * `/listing/:id`: the SPA's page with that listing's title, description, canonical address, Open
 * Graph and Twitter card tags and a JSON-LD Product, so WhatsApp, Facebook and search engines see
 * them without running JavaScript (listing pages and share previews). The SPA then renders the page
 * as usual.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createDb } from '../db/client';
import type { AppEnv } from '../env';
import {
  brandName,
  isLanguage,
  LANGUAGE_COOKIE,
  languageLocales,
  languages,
  nameIn,
  type Language,
  pageTitle,
  priceText,
  siteTitles,
  type Currency,
} from '../../shared/domain';
import { deploymentSettings } from '../lib/config';
import { decimalFormat } from '../../shared/intl-formats';
import {
  copiesSrcset,
  copySize,
  GALLERY_SIZES,
  imageCopy,
  isStoredImage,
  VARIANTS,
} from '../../shared/image-variant-sizes';
import {
  daysSinceConfirmed,
  FIRST_SCREEN_ATTRIBUTE,
  freshnessTexts,
  LISTING_DATA_ID,
  negotiableLabels,
} from '../../shared/listing-data';
import { Refusal } from '../lib/refusal';
import { coverFacts, type PictureFacts } from '../images';
import { listingPage, type ListingPage } from './listing-page';
import { withFastFirstPaint, withPicturePreload } from './first-paint';
import { inLanguageShell } from './language-shell';
import { escapeAttribute, jsonLd } from './html-text';

export { escapeAttribute, jsonLd };
import { languageAlternates } from './alternates';
import { addressLanguage } from './language-address';
import { languagePath } from '../../shared/language-paths';
import type { ApiListing } from '../listings';

const DESCRIPTION_LENGTH = 160;

/** Text for an attribute or an element: HTMLRewriter escapes what `html: false` writes. */
const plain = { html: false } as const;

/** The listing's page address without its slug: one canonical address per listing in each language. */
export const canonicalListingUrl = (origin: string, id: string, language: Language = 'en') =>
  `${origin}${languagePath(language, `/listing/${encodeURIComponent(id)}`)}`;

function describe(listing: ApiListing) {
  const text = `${listing.about} ${listing.location}.`.replace(/\s+/g, ' ').trim();
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1)}…` : text;
}

/** How the first screen writes its texts: prices in the deployment's currency, all in the visitor's language. */
interface PriceFormat {
  currency: Currency;
  locale: string;
  language: Language;
}

type DeploymentSettings = ReturnType<typeof deploymentSettings>;
type MetaTag = [attribute: 'name' | 'property', key: string, content: string];

/**
 * What a link preview is told of its picture: its size, and its type when it is the JPEG copy. With
 * them Facebook shows a page's picture the first time it is shared, without fetching it first.
 */
function previewTags(img: string, cover: PictureFacts | null): MetaTag[] {
  if (!cover?.width || !cover.height || !isStoredImage(img)) return [];
  // The copy's address answers the picture itself when there is no copy.
  const { width, height } = cover.copies ? copySize(cover.width, cover.height, 'share') : cover;
  const size: MetaTag[] = [
    ['property', 'og:image:width', String(width)],
    ['property', 'og:image:height', String(height)],
  ];
  return cover.copies ? [['property', 'og:image:type', VARIANTS.share.mime], ...size] : size;
}

/**
 * Rewrites the SPA's shell with the listing's tags, and with the page's data (what
 * `GET /api/listings/:id` answers), so the SPA renders the listing without asking for it first.
 */
export function withListingMeta(
  shell: Response,
  listing: ListingPage,
  {
    origin,
    settings,
    locale,
    assets,
    cover,
    saveData = false,
  }: {
    origin: string;
    settings: DeploymentSettings;
    locale: string;
    assets: Fetcher;
    cover: PictureFacts | null;
    /** The request said `Save-Data: on`: the first photo is its 320 px copy alone. */
    saveData?: boolean;
  },
) {
  const { currency } = settings;
  const language = languages.find((l) => languageLocales[l] === locale) ?? 'en';
  // The page's address in its own language: a Bangla page's is under /bn (issue 63).
  const url = canonicalListingUrl(origin, listing._id, language);
  // Link previews get the JPEG copy (chat apps show no WebP preview, and fetch it on slow
  // networks); search engines the photos themselves.
  const image = new URL(imageCopy(listing.img, 'share'), origin).href;
  // Search engines get every photo, the cover first (an image search can show any of them).
  const photos = [listing.img, ...listing.photos].map((img) => new URL(img, origin).href);
  const title = pageTitle(listing.name);
  const description = describe(listing);
  const price = listing.price.toFixed(2);
  const priceCurrency = currency.toUpperCase();
  // An expired listing cannot be bought until its seller renews it.
  const availability = listing.paid ? 'SoldOut' : listing.status === 'expired' ? 'OutOfStock' : 'InStock';
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.name,
    description: listing.about,
    image: photos,
    category: nameIn(language, listing.categoryName, listing.categoryNameBn),
    ...(listing.brand && listing.brand !== 'other' && { brand: { '@type': 'Brand', name: brandName(listing.brand) } }),
    url,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency,
      itemCondition: 'https://schema.org/UsedCondition',
      availability: `https://schema.org/${availability}`,
      url,
      seller: { '@type': 'Person', name: listing.sellerName },
    },
  };
  const meta: MetaTag[] = [
    ['name', 'description', description],
    ['property', 'og:type', 'product'],
    ['property', 'og:site_name', 'Thanda'],
    ['property', 'og:title', listing.name],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ...previewTags(listing.img, cover),
    ['property', 'og:image:alt', listing.name],
    // Facebook's and Pinterest's product card: the price, and whether it can still be bought, used.
    ['property', 'product:price:amount', price],
    ['property', 'product:price:currency', priceCurrency],
    ['property', 'product:availability', availability === 'InStock' ? 'in stock' : 'out of stock'],
    ['property', 'product:condition', 'used'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', listing.name],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  const photo = firstPhoto(listing.img, saveData);
  const remove = { element: (element: Element) => void element.remove() };
  // The HTML carries the first screen and its rules, so the SPA's code is not needed for the first
  // paint: on a slow network the photo goes first, the code after it.
  // What this page never shows before the SPA runs stays out, so that its HTML arrives in TCP's
  // first round trip (~14 KB): on a slow network that is a round trip sooner for its first screen
  // (decision 005). The SPA adds the icons it draws itself (web/lib/icon-sprite.ts); the other
  // language's shell and '/''s first screen would be dropped by the page's script anyway.
  const firstPaint = withFastFirstPaint(new HTMLRewriter(), { assets, pageUrl: url, settings });
  // The gallery's first photo is the page's largest paint: it starts with the HTML instead of after
  // the SPA, its route and the listing's data have loaded.
  const rewritten = inLanguageShell(
    photo.stored ? withPicturePreload(firstPaint, { ...photo, sizes: GALLERY_SIZES }) : firstPaint,
    language,
  )
    .on('title', { element: (element) => void element.setInnerContent(title, plain) })
    // Replaced among the tags below, escaped in full: setAttribute escapes `"` but not `&`, so a
    // seller's "&quot;" would read as a quote.
    .on('meta[name="description"]', remove)
    // The listing's first screen in the HTML, as '/' has its hero: its photo (the page's largest
    // paint), name and price show before the SPA has started; the SPA then renders the page over it.
    .on('main#content', {
      element: (main) => void main.append(firstScreen(listing, photo, { currency, locale, language }), { html: true }),
    })
    .on('head', {
      element(head) {
        head.append(`<link rel="canonical" href="${escapeAttribute(url)}" />`, { html: true });
        head.append(languageAlternates(url), { html: true });
        for (const [attribute, key, content] of meta)
          head.append(`<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`, { html: true });
      },
    })
    // The data after the first screen: a long listing's may not fit in the first round trip, and
    // its first screen then still does. The SPA reads it once the page is parsed.
    .on('body', {
      element(body) {
        body.append(`<script type="application/ld+json">${jsonLd(product)}</script>`, { html: true });
        body.append(`<script type="application/json" id="${LISTING_DATA_ID}">${jsonLd(listing)}</script>`, {
          html: true,
        });
      },
    })
    .transform(shell);
  const headers = pageHeaders(rewritten);
  // The first screen's prices are in the visitor's language, which the `lang` cookie names, and
  // its photo is the copy `Save-Data` asks for.
  headers.append('Vary', 'Cookie');
  headers.append('Vary', 'Save-Data');
  return new Response(rewritten.body, { status: 200, headers });
}

/**
 * The gallery's first photo as the SPA's `responsiveImage` gives it (web/lib/image-sources.ts):
 * the copies by width, or the 320 px copy alone for a visitor saving data, so the SPA's `<img>`
 * reuses what the first screen and its preload loaded. Only our stored pictures are preloaded.
 */
function firstPhoto(img: string, saveData: boolean) {
  const srcset = copiesSrcset(img);
  if (!srcset) return { src: img, srcset: null, stored: false };
  return saveData
    ? { src: imageCopy(img, 'thumb'), srcset: null, stored: true }
    : { src: imageCopy(img, 'medium'), srcset, stored: true };
}

type FirstPhoto = ReturnType<typeof firstPhoto>;

/** Whether a request's `Save-Data` header asks to save data (`on`, perhaps with parameters after it). */
const asksToSaveData = (header: string | undefined) => /^\s*on\s*(;|$)/i.test(header ?? '');

/**
 * The listing page's first screen, in the SPA's layout (web/features/listing/components/
 * listing-view.tsx and photo-gallery.tsx, whose classes it repeats): the photo, grey places for the
 * thumbnails, the name, and the price with "Negotiable" (`negotiableLabels`, in the visitor's
 * language) and the original price, so a buyer on a slow phone reads the price while the SPA loads,
 * and nothing moves when it renders. A sold listing's first screen stops at its name: the SPA
 * writes "Sold" (a translated text) above the price. Under the name, as the SPA writes them, an
 * expired listing says so, and an unsold one when its seller last confirmed it (`freshness`).
 */
function firstScreen(listing: ListingPage, first: FirstPhoto, { currency, locale, language }: PriceFormat) {
  const sources = first.srcset ? ` srcset="${escapeAttribute(first.srcset)}" sizes="${GALLERY_SIZES}"` : '';
  const photo = `<img src="${escapeAttribute(first.src)}"${sources} alt="${escapeAttribute(listing.name)}" width="800" height="600" fetchpriority="high" class="aspect-[4/3] w-full rounded-2xl bg-slate-100 object-cover" />`;
  const thumbnail =
    '<li class="w-[calc((100%-2rem)/4.5)] shrink-0 snap-start sm:w-[calc((100%-2.5rem)/6)]"><span class="block aspect-[4/3] w-full rounded-lg bg-slate-100"></span></li>';
  const thumbnails =
    listing.photos.length > 0
      ? `<ul aria-hidden="true" class="relative flex snap-x gap-2 overflow-x-auto pb-1">${thumbnail.repeat(listing.photos.length + 1)}</ul>`
      : '';
  const price = (amount: number) => escapeAttribute(priceText(amount, currency, locale));
  // The original price only when it is struck through: the SPA names one that is not higher (a
  // translated text), beside the price, where adding it moves nothing.
  const original =
    listing.originalPrice > listing.price
      ? `<span class="text-slate-500 line-through">${price(listing.originalPrice)}</span>`
      : '';
  // "Negotiable" right after the price, as the SPA's `NegotiableLabel large` writes it (its classes).
  const negotiable = listing.negotiable
    ? `<span class="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">${escapeAttribute(negotiableLabels[language])}</span>`
    : '';
  const prices = listing.paid
    ? ''
    : `<p class="flex flex-wrap items-baseline gap-x-3"><span class="text-3xl font-bold text-brand-800">${price(listing.price)}</span>${negotiable}${original}</p>`;
  return `<div class="container-page py-6 md:py-10" ${FIRST_SCREEN_ATTRIBUTE}><div class="grid gap-6 md:grid-cols-[3fr_2fr]"><div class="min-w-0"><div class="flex flex-col gap-2"><div class="relative">${photo}</div>${thumbnails}</div></div><div class="flex flex-col gap-4"><div><h1 class="text-2xl font-bold text-slate-800 md:text-3xl">${escapeAttribute(listing.name)}</h1>${freshness(listing, { locale, language })}</div>${prices}</div></div></div>`;
}

/**
 * Under a listing's name: "Expired: …" on an expired one, and "Seller confirmed available N days
 * ago" on an unsold one, in the visitor's language and digits, with the SPA's classes
 * (listing-view.tsx's `FreshnessNotes`).
 */
function freshness(listing: ListingPage, { locale, language }: Omit<PriceFormat, 'currency'>) {
  if (listing.paid) return '';
  const texts = freshnessTexts[language];
  const expired =
    listing.status === 'expired'
      ? `<p class="mt-2 inline-block rounded-lg bg-amber-50 px-3 py-1 font-semibold text-amber-800">${escapeAttribute(texts.expired)}</p>`
      : '';
  const n = (value: number) => decimalFormat(locale).format(value);
  const confirmed = listing.confirmedAt
    ? `<p class="mt-1 text-sm text-slate-600">${escapeAttribute(texts.confirmed(daysSinceConfirmed(listing.confirmedAt), n))}</p>`
    : '';
  return expired + confirmed;
}

/**
 * The shell's headers for a page made from it. Its validators describe the file, not this page, and
 * its Link header is '/''s (the hero's preload), which this page would download for nothing.
 */
function pageHeaders(shell: Response) {
  const headers = new Headers(shell.headers);
  headers.delete('ETag');
  headers.delete('Last-Modified');
  headers.delete('Link');
  headers.set('Cache-Control', 'no-cache');
  return headers;
}

/** The SPA's index.html, fetched fresh from the assets (never with the browser's validators). */
export const spaShell = (c: Context<AppEnv>) => c.env.ASSETS.fetch(new Request(new URL('/', c.req.url)));

/**
 * The page's language, as its head script reads it: the address's (`/bn/…`, whatever the cookie
 * says), else the `lang` cookie's, else English. Every page the Worker answers asks here.
 */
export const visitorLanguage = (c: Context<AppEnv>) => {
  const cookie = getCookie(c, LANGUAGE_COOKIE);
  return addressLanguage(c.req.url) ?? (isLanguage(cookie) ? cookie : 'en');
};

/**
 * A page that is not there, outside /api: the SPA shows its not-found page; crawlers are told
 * there is none (404), and a link preview says so in the visitor's language.
 */
export async function missingPage(c: Context<AppEnv>, shell?: Response) {
  const language = visitorLanguage(c);
  const missing = inLanguageShell(new HTMLRewriter(), language)
    .on('title', { element: (element) => void element.setInnerContent(siteTitles[language].notFound, plain) })
    .transform(shell ?? (await spaShell(c)));
  const headers = pageHeaders(missing);
  headers.append('Vary', 'Cookie');
  return new Response(missing.body, { status: 404, headers });
}

/** A listing that is not there (or was removed) is a missing page; any other failure stays one. */
function notFound(error: unknown) {
  if (error instanceof Refusal && error.reason === 'product-not-found') return undefined;
  throw error;
}

/** Answers `/listing/:id…`: the shell with the listing's tags, or the shell with 404 when there is none. */
export async function listingShell(c: Context<AppEnv>) {
  const id = c.req.param('id') ?? '';
  const db = createDb(c.env.DB);
  const known = id.length <= 64;
  const [shell, page, cover] = await Promise.all([
    spaShell(c),
    known ? listingPage(db, c.env.ARCHIVE, id).catch(notFound) : undefined,
    known ? coverFacts(db, id) : null,
  ]);
  if (!page) return missingPage(c, shell);
  const locale = languageLocales[visitorLanguage(c)];
  return withListingMeta(shell, page, {
    origin: new URL(c.req.url).origin,
    settings: deploymentSettings(c.env),
    locale,
    assets: c.env.ASSETS,
    cover,
    saveData: asksToSaveData(c.req.header('Save-Data')),
  });
}
