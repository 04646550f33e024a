/**
 * The first screen of '/allproduct', a category's page and a seller's profile in their HTML (issue
 * 63), as a listing's page has its own (listing-shell.ts): the page's heading and its first cards
 * — picture, name, price, chips, the seller, the description — or a seller's first reviews, drawn
 * from the API answers the page carries, in the SPA's layout and classes
 * (web/app/routes/catalogue-pages.tsx, web/components/product-card.tsx,
 * web/features/seller-profile/components/profile-view.tsx). What
 * only the SPA can write (a translated fact, a relative date) is a grey bar of its size until it
 * renders over the screen, so nothing on it moves much.
 */
import { brandName, type Currency, type Language, priceText } from '../../shared/domain';
import { CARD_SIZES, copiesSrcset, imageCopy, PROFILE_CARD_SIZES } from '../../shared/image-variant-sizes';
import { cardLabels, FIRST_SCREEN_ATTRIBUTE, negotiableLabels, profileLabels } from '../../shared/listing-data';
import { languagePath } from '../../shared/language-paths';
import { listingPath } from '../../shared/listing-path';
import type { AcBrand } from '../../shared/unit-specs';
import { escapeAttribute as escape } from './html-text';

/** The fields of a listing in the API's lists that a first card shows. */
export interface CardListing {
  _id: string;
  name: string;
  img: string;
  price: number;
  originalPrice: number;
  negotiable?: boolean;
  paid?: boolean;
  about?: string;
  location: string;
  sellerName: string;
  brand?: AcBrand | null;
  type?: string | null;
  tons?: number | null;
  inverter?: boolean | null;
  inspectedAt?: string | null;
}

export interface ScreenFormat {
  currency: Currency;
  locale: string;
  language: Language;
}

/** The cards drawn: the SPA's first row (product-grid.tsx's FIRST_CARDS), a phone's screen and more. */
export const FIRST_CARDS = 3;

/** A grey bar, a line of text high, where the SPA writes a text of about that width. */
const bar = (width: 'w-16' | 'w-20' | 'w-24') => `<span class="block h-5 ${width} rounded bg-slate-100"></span>`;

/** A card's picture, as `responsiveImage(img, sizes)` gives it (web/lib/image-sources.ts). */
export function cardPicture(img: string, sizes = CARD_SIZES) {
  const srcset = copiesSrcset(img);
  return srcset ? { src: imageCopy(img, 'medium'), srcset, sizes } : { src: img, srcset: null, sizes: null };
}

/** How a list shows its cards: their heading's level (2 right under a page's h1) and pictures' sizes. */
interface CardLayout {
  heading: 'h2' | 'h3';
  sizes: string;
}

function card(
  listing: CardListing,
  first: boolean,
  { currency, locale, language }: ScreenFormat,
  { heading, sizes }: CardLayout,
) {
  const labels = cardLabels[language];
  // A Bangla page's links stay under /bn, as the SPA's router writes them.
  const page = escape(languagePath(language, listingPath(listing._id, listing.name)));
  const picture = cardPicture(listing.img, sizes);
  const sources = picture.srcset ? ` srcset="${escape(picture.srcset)}" sizes="${picture.sizes}"` : '';
  const img = `<img src="${escape(picture.src)}"${sources} alt="${escape(listing.name)}" width="800" height="600" loading="eager" fetchpriority="${first ? 'high' : 'auto'}" decoding="async" class="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover sm:rounded-none" />`;
  const price = (amount: number) => escape(priceText(amount, currency, locale));
  const discounted = listing.originalPrice > listing.price;
  const negotiable =
    listing.negotiable && !listing.paid
      ? `<span class="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">${escape(negotiableLabels[language])}</span>`
      : '';
  const original = discounted
    ? `<span class="text-sm text-slate-500 line-through decoration-slate-400">${price(listing.originalPrice)}</span>`
    : `<span class="text-sm text-slate-500">${escape(labels.originalPrice)}</span><span class="text-sm text-slate-500">${price(listing.originalPrice)}</span>`;
  // The brand reads the same in both languages; the other chips wait for the SPA's catalogs.
  const chips = [
    ...(listing.brand && listing.brand !== 'other' ? [escape(brandName(listing.brand))] : []),
    // As specChips (web/lib/ac-specs.ts) chooses them.
    ...[listing.tons != null, Boolean(listing.type), listing.inverter != null].filter(Boolean).map(() => null),
  ];
  const chipList =
    chips.length > 0
      ? `<ul class="flex flex-wrap gap-1.5">${chips
          .map(
            (chip) =>
              `<li class="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">${chip ?? '<span class="inline-block w-12"></span>'}</li>`,
          )
          .join('')}</ul>`
      : '';
  const inspected = listing.inspectedAt ? `<p class="self-start py-0.5">${bar('w-24')}</p>` : '';
  const facts = labels.facts
    .map(
      (name, index) =>
        `<dt class="text-slate-500">${escape(name)}</dt><dd>${index === 0 ? escape(listing.location) : index === 1 ? `<span class="block py-0.5">${bar('w-24')}</span>` : bar('w-16')}</dd>`,
    )
    .join('');
  const about = listing.about
    ? `<p class="line-clamp-3 text-sm text-slate-600 sm:line-clamp-5">${escape(listing.about)}</p>`
    : '';
  return `<li><article class="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 [overflow-wrap:anywhere]"><div class="flex gap-3 p-3 sm:block sm:p-0"><a href="${page}" tabindex="-1" class="block w-32 shrink-0 sm:w-auto">${img}</a><div class="flex min-w-0 flex-col gap-2 sm:px-4 sm:pt-4"><${heading} class="break-words text-base font-semibold text-slate-800 sm:text-lg"><a href="${page}" class="hover:underline">${escape(listing.name)}</a></${heading}><p class="flex flex-wrap items-baseline gap-x-2"><span class="text-lg font-bold text-brand-800">${price(listing.price)}</span>${negotiable}${original}</p>${inspected}${chipList}</div></div><div class="flex flex-1 flex-col gap-2 px-4 pb-4 pt-1 sm:pt-2"><p class="flex items-center gap-1 text-sm text-slate-600">${escape(labels.seller)} <span class="inline-block py-0.5 font-medium text-brand-700 underline">${escape(listing.sellerName)}</span></p><dl class="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">${facts}</dl>${about}</div></article></li>`;
}

/** A list's first cards in the catalogue's grid (product-grid.tsx); nothing for an empty list. */
function cards(listings: readonly CardListing[], format: ScreenFormat) {
  if (listings.length === 0) return '';
  const layout = { heading: 'h2', sizes: CARD_SIZES } as const;
  const drawn = listings.slice(0, FIRST_CARDS).map((listing, index) => card(listing, index === 0, format, layout));
  return `<ul class="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">${drawn.join('')}</ul>`;
}

const screen = (body: string) => `<section class="container-page py-10" ${FIRST_SCREEN_ATTRIBUTE}>${body}</section>`;

/**
 * /allproduct: its heading, the filters' place (a phone's "Filters" button, a desktop's form) and
 * the save-search button's row, then the first cards.
 */
export function allProductsScreen(title: string, listings: readonly CardListing[], format: ScreenFormat) {
  return screen(
    `<h1 class="mb-6 text-3xl font-bold text-slate-800">${escape(title)}</h1><div aria-hidden="true" class="first-screen-filters"></div>${cards(listings, format)}`,
  );
}

/** A category's page: its name and description, then its first cards. */
export function categoryScreen(
  category: { name: string; about: string },
  listings: readonly CardListing[],
  format: ScreenFormat,
) {
  return screen(
    `<h1 class="mb-2 text-3xl font-bold text-slate-800">${escape(category.name)}</h1><p class="mb-8 text-slate-600">${escape(category.about)}</p>${cards(listings, format)}`,
  );
}

/** What a seller's profile's first screen shows of GET /api/sellers/:id's answer. */
interface AnsweredProfile {
  name: string;
  reviews: { buyerName: string; text?: string | null }[];
  listings: CardListing[];
}

/**
 * A seller's profile: the header with their name, their first reviews (the buyer's name and words)
 * or what the page says while there are none, and their first two listings' cards. Their rating
 * and dates follow with the SPA.
 */
export function sellerScreen(profile: AnsweredProfile, format: ScreenFormat) {
  const labels = profileLabels[format.language];
  // Beside the reviews from 1024 px (seller-profile-page.tsx), after them on a phone.
  const layout = { heading: 'h3', sizes: PROFILE_CARD_SIZES } as const;
  const listings =
    profile.listings.length > 0
      ? `<section class="scroll-mt-20"><h2 class="mb-4 text-xl font-bold text-slate-800">${escape(labels.forSale)}</h2><ul class="grid gap-6 sm:grid-cols-2">${profile.listings
          .slice(0, 2)
          .map((listing) => card(listing, false, format, layout))
          .join('')}</ul></section>`
      : '';
  const reviews =
    profile.reviews.length === 0
      ? `<p class="text-slate-600">${escape(labels.onlyBuyers)}</p>`
      : profile.reviews
          .slice(0, 2)
          .map(
            (review) =>
              `<article class="rounded-xl bg-white p-4 ring-1 ring-slate-200"><p class="flex flex-wrap items-center gap-x-3 gap-y-1"><span class="font-medium text-slate-800">${escape(review.buyerName)}</span>${bar('w-24')}</p>${review.text ? `<p class="mt-2 whitespace-pre-wrap break-words text-slate-700">${escape(review.text)}</p>` : ''}</article>`,
          )
          .join('');
  return `<div class="container-page py-6 md:py-10" ${FIRST_SCREEN_ATTRIBUTE}><header class="rounded-xl bg-white p-4 ring-1 ring-slate-200 md:p-6"><h1 class="flex items-center gap-2 text-2xl font-bold text-slate-800 md:text-3xl">${escape(profile.name)}</h1><p class="mt-1 py-0.5 text-slate-600">${bar('w-24')}</p><p class="mt-2 flex flex-wrap items-center gap-2 py-1 text-lg">${bar('w-24')}</p></header><div class="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr]"><section class="flex flex-col gap-4"><h2 class="text-xl font-bold text-slate-800">${escape(labels.reviews)}</h2>${reviews}</section>${listings}</div></div>`;
}

/** The categories as GET /api/categories answers them: each language's name and description. */
interface AnsweredCategory {
  _id: string;
  name: string;
  about: string;
  bn?: { name?: string; about?: string } | null;
}

/**
 * The first screen of a public page from the answers it carries, with its first card's picture (to
 * preload); null for a page that has none of its own ('/' has its hero from the build) or whose
 * answers are not all there.
 */
export function publicFirstScreen(
  path: string,
  answers: ReadonlyMap<string, { body: unknown }>,
  { title, ...format }: ScreenFormat & { title: string },
): { html: string; picture: ReturnType<typeof cardPicture> | null } | null {
  const list = (address: string) => answers.get(address)?.body as CardListing[] | undefined;
  const first = (listings: CardListing[]) => (listings[0] ? cardPicture(listings[0].img) : null);
  if (path === '/allproduct') {
    const listings = list('/api/allproduct');
    return listings ? { html: allProductsScreen(title, listings, format), picture: first(listings) } : null;
  }
  const category = /^\/products\/([^/]+)$/.exec(path)?.[1];
  if (category) {
    const listings = list(`/api/products/${category}`);
    const all = answers.get('/api/categories')?.body as AnsweredCategory[] | undefined;
    const named = all?.find((entry) => encodeURIComponent(entry._id) === category);
    if (!listings || !named) return null;
    const bn = format.language === 'bn' ? named.bn : null;
    const shown = { name: bn?.name || named.name, about: bn?.about || named.about };
    return { html: categoryScreen(shown, listings, format), picture: first(listings) };
  }
  const seller = /^\/seller\/([^/]+)$/.exec(path)?.[1];
  const profile = seller && (answers.get(`/api/sellers/${seller}`)?.body as AnsweredProfile | undefined);
  return profile ? { html: sellerScreen(profile, format), picture: null } : null;
}
