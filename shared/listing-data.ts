import type { Language } from './domain';

/** The id of the script element in which the Worker hands a listing's page data to the SPA. */
export const LISTING_DATA_ID = 'listing-data';

/**
 * The attribute marking a first screen already in a page's HTML (a listing's, written by the
 * Worker; the home's hero, by the build): the SPA keeps it on screen until the page's route is
 * ready to render over it (web/main.tsx).
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/**
 * The id of the `<template>`s, one per language (`${HOME_STILL_ID}-en`…), in which index.html's
 * shell keeps '/''s first screen (build/prerender-shell.ts): only '/' unpacks one.
 */
export const HOME_STILL_ID = 'home-still';

/**
 * index.html draws its icons from two hidden sprites (build/icon-sprite.ts), told apart by this
 * attribute: the icons the shell shows, and `LATER_ICONS`, the ones only the SPA draws. A
 * listing's page leaves the second out, so that its HTML fits in TCP's first round trip, and the
 * SPA adds those icons before its first render (web/lib/icon-sprite.ts; decision 005).
 */
export const ICON_SPRITE_ATTRIBUTE = 'data-icons';
export const LATER_ICONS = 'later';

/**
 * The id of the script element in which a listing's page carries the deployment's settings (what
 * GET /api/settings answers), instead of index.html's preload of them: one request fewer beside the
 * SPA's code on a slow network.
 */
export const SETTINGS_DATA_ID = 'deployment-settings';

/**
 * "Negotiable" beside a listing's price, in each language. The SPA writes it from its catalogs
 * (web/components/product-card.tsx's `NegotiableLabel`, held to these by its test); a listing's
 * page has it in its HTML's first screen (worker/pages/listing-shell.ts), before the SPA runs.
 */
export const negotiableLabels: Record<Language, string> = { en: 'Negotiable', bn: 'আলোচনা সাপেক্ষে' };

/**
 * What a listing's page says of its freshness under its name, in each language: that it expired
 * (its seller did not renew it in time), and when its seller last said it is available. The SPA
 * writes them from its catalogs (web/features/listing/components/listing-view.tsx, held to these by
 * its test); a listing's page has them in its HTML's first screen (worker/pages/listing-shell.ts).
 * `n` writes a number in the language's digits.
 */
export const freshnessTexts: Record<
  Language,
  { expired: string; confirmed: (days: number, n: (value: number) => string) => string }
> = {
  en: {
    expired: 'Expired: the seller has not confirmed it is still available.',
    confirmed: (days, n) =>
      days === 0
        ? 'Seller confirmed available today'
        : `Seller confirmed available ${n(days)} ${days === 1 ? 'day' : 'days'} ago`,
  },
  bn: {
    expired: 'মেয়াদ শেষ: পণ্যটি এখনও আছে কি না, বিক্রেতা তা নিশ্চিত করেননি।',
    confirmed: (days, n) =>
      days === 0
        ? 'বিক্রেতা আজ নিশ্চিত করেছেন যে পণ্যটি এখনও আছে'
        : `বিক্রেতা ${n(days)} দিন আগে নিশ্চিত করেছেন যে পণ্যটি এখনও আছে`,
  },
};

/** Whole days since its seller last confirmed a listing (0 the first day), as its page counts them. */
export const daysSinceConfirmed = (confirmedAt: string, now = Date.now()) =>
  Math.max(0, Math.floor((now - Date.parse(confirmedAt)) / 86_400_000));

/**
 * The product card's labels that a list's first screen writes before the SPA runs
 * (worker/pages/first-screens.ts): "Seller:", the five facts' names, and "Original price" beside
 * a price that is not struck through. The SPA writes them from its catalogs
 * (web/components/product-card.tsx, held to these by its test).
 */
export const cardLabels: Record<
  Language,
  { seller: string; facts: readonly [string, string, string, string, string]; originalPrice: string }
> = {
  en: {
    seller: 'Seller:',
    facts: ['Location', 'Contact', 'Posted', 'Used', 'Condition'],
    originalPrice: 'Original price',
  },
  bn: {
    seller: 'বিক্রেতা:',
    facts: ['অবস্থান', 'যোগাযোগ নম্বর', 'পোস্টের তারিখ', 'ব্যবহারের সময়কাল', 'অবস্থা'],
    originalPrice: 'আসল দাম',
  },
};

/**
 * A seller's profile's texts that its first screen writes before the SPA runs
 * (worker/pages/first-screens.ts): the reviews' heading, what it says while there are none, and
 * the listings' heading.
 * The SPA writes them from its catalogs (profile-view.tsx, held to these by its test).
 */
export const profileLabels: Record<Language, { reviews: string; onlyBuyers: string; forSale: string }> = {
  en: {
    reviews: 'Reviews',
    forSale: 'For sale',
    onlyBuyers: 'Only buyers who paid for something from this seller can review them.',
  },
  bn: {
    reviews: 'রিভিউ',
    forSale: 'বিক্রির জন্য',
    onlyBuyers: 'শুধু যে ক্রেতারা এই বিক্রেতার কাছ থেকে কিছু কিনে টাকা দিয়েছেন, তাঁরাই রিভিউ দিতে পারেন।',
  },
};
