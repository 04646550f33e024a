/**
 * The public pages' own head (issue 63): '/', /allproduct, a category, a seller's profile and the
 * screens of reading each carry their title, description, canonical address, Open Graph and Twitter
 * tags and JSON-LD (the site and its search; an ItemList of the first listings; the seller as a
 * Person with their rating; a WebPage), so a crawler or a link preview that runs no JavaScript sees
 * that page, not '/'. A category or seller that is not there is a missing page (404).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { nameIn, pageTitle, siteDescriptions, siteSharePicture, siteTitles, type Language } from '../../shared/domain';
import { imageCopy } from '../../shared/image-variant-sizes';
import { languagePath } from '../../shared/language-paths';
import { screenName, withoutTrailingSlash, type SpaRoutePath } from '../../shared/spa-routes';
import { listQuerySchema } from '../../shared/schemas/listings';
import { listListings, type ApiListing } from '../listings';
import { canonicalListingUrl } from './listing-shell';
import { profileExists, sellerProfile } from './seller-profile';
import type { PageAnswers } from './page-answers';

export interface PublicPage {
  title: string;
  description: string;
  /** The page's address in its language, without its query: one canonical address per page and language. */
  path: string;
  ogType: 'website' | 'profile';
  image: string | null;
  /** The picture's size, where it is known without reading it (Facebook then shows it the first time). */
  imageSize?: { width: number; height: number };
  jsonLd: Record<string, unknown>;
}

/** The screens of reading that crawlers should find: the guides, the policies and how to reach Thanda. */
export const readingScreens = ['/blogs', '/privacy', '/terms', '/contact'] as const satisfies SpaRoutePath[];
type ReadingScreen = (typeof readingScreens)[number];
const isReadingScreen = (route: string): route is ReadingScreen =>
  (readingScreens as readonly string[]).includes(route);

/**
 * What each page says of itself, in each language. Their names are the screens' own
 * (shared/spa-routes.ts), the heading of /allproduct's first screen too (first-screens.ts).
 */
const publicTexts: Record<
  Language,
  {
    all: string;
    category: (name: string) => string;
    seller: (name: string) => string;
    reading: Record<ReadingScreen, string>;
  }
> = {
  en: {
    all: 'Every second-hand AC and cooler for sale on Thanda, the newest first.',
    category: (name) => `Second-hand ${name} for sale across Bangladesh on Thanda, the newest first.`,
    seller: (name) => `${name}'s listings and reviews on Thanda.`,
    reading: {
      '/blogs': 'Guides to buying and keeping a second-hand AC in Bangladesh, from Thanda.',
      '/privacy': 'What personal data Thanda keeps when you buy or sell, why, and who sees it.',
      '/terms': 'The rules for buying and selling second-hand ACs and coolers on Thanda.',
      // The contact page's own promise (web/app/routes/policy-pages.tsx): the two change together.
      '/contact':
        'Write to Thanda by e-mail: a person reads every message and usually answers within 2 working days. How to report a scam, too.',
    },
  },
  bn: {
    all: 'Thanda-তে বিক্রির জন্য সব পুরোনো এসি ও কুলার, নতুনগুলো আগে।',
    category: (name) => `বাংলাদেশজুড়ে বিক্রির জন্য পুরোনো ${name}, Thanda-তে, নতুনগুলো আগে।`,
    seller: (name) => `Thanda-তে ${name}-এর বিজ্ঞাপন ও রিভিউ।`,
    reading: {
      '/blogs': 'বাংলাদেশে পুরোনো এসি কেনা ও যত্নের গাইড, Thanda থেকে।',
      '/privacy': 'কেনাবেচার সময় Thanda আপনার কোন ব্যক্তিগত তথ্য রাখে, কেন রাখে এবং কারা তা দেখে।',
      '/terms': 'Thanda-তে পুরোনো এসি ও কুলার কেনাবেচার নিয়ম।',
      '/contact':
        'ইমেইলে Thanda-কে লিখুন: প্রতিটি বার্তা একজন মানুষ পড়েন এবং সাধারণত ২ কার্যদিবসের মধ্যে উত্তর দেন। প্রতারণার অভিযোগ কীভাবে জানাবেন, তাও এখানে।',
    },
  },
};

/** The first page's listings as schema.org's ItemList, each by its canonical address in the page's language. */
const itemList = (origin: string, language: Language, listings: ApiListing[]) => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  itemListElement: listings.map((listing, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    url: canonicalListingUrl(origin, listing._id, language),
    name: listing.name,
  })),
});

const shareImage = (origin: string, listings: ApiListing[]) =>
  listings[0] ? new URL(imageCopy(listings[0].img, 'share'), origin).href : null;

/** A path's segment as written; null when the path has none, '' when it names nothing (bad encoding, too long). */
function segment(text: string | undefined) {
  if (text === undefined) return null;
  try {
    const decoded = decodeURIComponent(text);
    // Longer than any id: it names nothing.
    return decoded.length <= 64 ? decoded : '';
  } catch {
    return '';
  }
}

const firstPage = (db: Db, filters: Record<string, string>) =>
  listListings(db, listQuerySchema.parse(filters), null).then((page) => page.items);

/** What the page carries of the API's answer at `path` (page-answers.ts), read as that route answers. */
const carried = <T>(answers: PageAnswers, path: string) => answers.get(path)?.body as T | undefined;

/** The page's head, null for a page that has none of its own, or 'missing' for a category or seller that is not there. */
export async function publicPage(
  db: Db,
  path: string,
  { origin, language, answers }: { origin: string; language: Language; answers: PageAnswers },
): Promise<PublicPage | 'missing' | null> {
  const said = publicTexts[language];
  const route = withoutTrailingSlash(path);
  // Each language's page has its own address (issue 63), and names the others' (alternates.ts).
  const at = (page: string) => languagePath(language, page);
  if (route === '/') {
    return {
      title: siteTitles[language].home,
      description: siteDescriptions[language],
      path: at('/'),
      ogType: 'website',
      image: `${origin}${siteSharePicture.path}`,
      imageSize: siteSharePicture,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Thanda',
        url: `${origin}${at('/')}`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${origin}${at('/allproduct')}?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    };
  }
  if (route === '/allproduct') {
    // The page's own first list when it carries it (no query), else the newest.
    const listings = carried<ApiListing[]>(answers, '/api/allproduct') ?? (await firstPage(db, {}));
    return {
      title: pageTitle(screenName('/allproduct', language)),
      description: said.all,
      path: at(route),
      ogType: 'website',
      image: shareImage(origin, listings),
      jsonLd: itemList(origin, language, listings),
    };
  }
  if (isReadingScreen(route)) {
    const name = screenName(route, language);
    return {
      title: pageTitle(name),
      description: said.reading[route],
      path: at(route),
      ogType: 'website',
      image: `${origin}${siteSharePicture.path}`,
      imageSize: siteSharePicture,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name,
        url: `${origin}${at(route)}`,
        inLanguage: language,
      },
    };
  }
  const id = segment(/^\/products\/([^/]+)$/.exec(route)?.[1]);
  if (id !== null) {
    if (!id) return 'missing';
    const key = encodeURIComponent(id);
    const known = carried<{ _id: string; name: string; bn?: { name?: string } | null }[]>(answers, '/api/categories');
    const answered = known?.find((category) => category._id === id);
    const [[named], listings] = await Promise.all([
      answered
        ? [{ name: answered.name, nameBn: answered.bn?.name }]
        : db.select().from(categories).where(eq(categories.id, id)),
      carried<ApiListing[]>(answers, `/api/products/${key}`) ?? firstPage(db, { category: id }),
    ]);
    if (!named) return 'missing';
    const name = nameIn(language, named.name, named.nameBn);
    return {
      title: pageTitle(name),
      description: said.category(name),
      path: at(route),
      ogType: 'website',
      image: shareImage(origin, listings),
      jsonLd: { ...itemList(origin, language, listings), name },
    };
  }
  // A seller's listings in a category: a screen of the SPA alone, there only if both are.
  const inCategory = /^\/products\/([^/]+)\/seller\/([^/]+)$/.exec(route);
  if (inCategory) {
    const [category, seller] = [segment(inCategory[1]), segment(inCategory[2])];
    if (!category || !seller) return 'missing';
    const [[known], sells] = await Promise.all([
      db.select({ id: categories.id }).from(categories).where(eq(categories.id, category)),
      profileExists(db, seller),
    ]);
    return known && sells ? null : 'missing';
  }
  const seller = segment(/^\/seller\/([^/]+)$/.exec(route)?.[1]);
  if (seller !== null) {
    if (!seller) return 'missing';
    const answered = carried<Awaited<ReturnType<typeof sellerProfile>>>(
      answers,
      `/api/sellers/${encodeURIComponent(seller)}`,
    );
    const profile =
      answered ??
      (await sellerProfile(db, seller).catch((error: unknown) => {
        if (error instanceof Refusal && error.reason === 'profile-not-found') return null;
        throw error;
      }));
    if (!profile) return 'missing';
    const url = `${origin}${at(route)}`;
    return {
      title: pageTitle(profile.name),
      description: said.seller(profile.name),
      path: at(route),
      ogType: 'profile',
      image: shareImage(origin, profile.listings),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: profile.name,
        url,
        ...(profile.rating && {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: profile.rating.average,
            reviewCount: profile.rating.count,
            bestRating: 5,
          },
        }),
      },
    };
  }
  return null;
}
