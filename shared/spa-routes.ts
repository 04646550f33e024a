import type { Language } from './domain';

/**
 * Every address the SPA has a screen for (web/app/router.tsx; web/app/spa-routes.test.ts holds the two
 * to each other), in its route syntax: `:name` is one path segment, `:name?` one that may be left out.
 * The Worker answers these with the app and 200, and any other page address with the not-found page
 * and 404 (issue 63), so a crawler or a mistyped link is told the truth.
 */
export const spaRoutePaths = [
  '/',
  '/login',
  '/signup',
  '/products/:id',
  '/products/:categoryId/seller/:sellerId',
  '/allproduct',
  '/listing/:id/:slug?',
  '/seller/:id',
  '/blogs',
  '/privacy',
  '/terms',
  '/contact',
  '/coming-soon',
  '/sell',
  '/inspections/:id',
  '/dashboard',
  '/dashboard/messages',
  '/dashboard/messages/:id',
  '/dashboard/notifications',
  '/dashboard/notifications/settings',
  '/dashboard/reports',
  '/dashboard/saved-searches',
  '/dashboard/my-inspections',
  '/dashboard/technician',
  '/dashboard/technician/:id',
  '/dashboard/allseller',
  '/dashboard/allbuyer',
  '/dashboard/refunds',
  '/dashboard/payment-reviews',
  '/dashboard/disputes',
  '/dashboard/payouts',
  '/dashboard/moderation',
  '/dashboard/audit-log',
  '/dashboard/inspections',
  '/dashboard/verification',
  '/dashboard/myproducts',
  '/dashboard/addproduct',
  '/dashboard/editproduct/:id',
  '/dashboard/mybuyers',
  '/dashboard/money',
  '/dashboard/myorders',
  '/dashboard/mywishlist',
  '/dashboard/payment/:id',
] as const;

export type SpaRoutePath = (typeof spaRoutePaths)[number];

/**
 * What each screen is called in each language: the Worker writes it in the screen's HTML (a crawler,
 * a link preview and a tab whose SPA has not run yet see "Blogs · Thanda", not the home page's
 * title). The SPA writes the same from its router's `handle.title` through its catalogs;
 * web/app/spa-routes.test.ts holds the two to each other. Not here: '/', with the site's title,
 * and the screens that name themselves from their data (a listing, a category, a seller), whose
 * titles the Worker's page heads write.
 */
export const screenTitles: Partial<Record<SpaRoutePath, Readonly<Record<Language, string>>>> = {
  '/login': { en: 'Login', bn: 'লগইন' },
  '/signup': { en: 'Sign Up', bn: 'সাইন আপ' },
  '/products/:id': { en: 'Products', bn: 'পণ্য' },
  '/products/:categoryId/seller/:sellerId': { en: "Seller's products", bn: 'বিক্রেতার পণ্য' },
  '/allproduct': { en: 'All Products', bn: 'সব পণ্য' },
  '/blogs': { en: 'Blogs', bn: 'ব্লগ' },
  '/privacy': { en: 'Privacy Policy', bn: 'গোপনীয়তা নীতি' },
  '/terms': { en: 'Terms of Service', bn: 'সেবার শর্তাবলি' },
  '/contact': { en: 'Contact us', bn: 'যোগাযোগ করুন' },
  '/coming-soon': { en: 'Coming Soon', bn: 'শীঘ্রই আসছে' },
  '/sell': { en: 'Post an ad', bn: 'বিজ্ঞাপন দিন' },
  '/inspections/:id': { en: 'Inspection', bn: 'ইন্সপেকশন' },
  '/dashboard': { en: 'Dashboard', bn: 'ড্যাশবোর্ড' },
  '/dashboard/messages': { en: 'Messages', bn: 'বার্তা' },
  '/dashboard/messages/:id': { en: 'Conversation', bn: 'কথোপকথন' },
  '/dashboard/notifications': { en: 'Notifications', bn: 'নোটিফিকেশন' },
  '/dashboard/notifications/settings': { en: 'Notification settings', bn: 'নোটিফিকেশন সেটিংস' },
  '/dashboard/reports': { en: 'My reports', bn: 'আমার রিপোর্ট' },
  '/dashboard/saved-searches': { en: 'Saved searches', bn: 'সংরক্ষিত খোঁজ' },
  '/dashboard/my-inspections': { en: 'My inspections', bn: 'আমার ইন্সপেকশন' },
  '/dashboard/technician': { en: 'My visits', bn: 'আমার ভিজিট' },
  '/dashboard/technician/:id': { en: 'Record the report', bn: 'রিপোর্ট লিখুন' },
  '/dashboard/allseller': { en: 'All Sellers', bn: 'সব বিক্রেতা' },
  '/dashboard/allbuyer': { en: 'All Buyers', bn: 'সব ক্রেতা' },
  '/dashboard/refunds': { en: 'Refunds', bn: 'টাকা ফেরত' },
  '/dashboard/payment-reviews': { en: 'Payment reviews', bn: 'পেমেন্ট যাচাই' },
  '/dashboard/disputes': { en: 'Disputes', bn: 'অভিযোগ' },
  '/dashboard/payouts': { en: 'Payouts', bn: 'পাওনা পরিশোধ' },
  '/dashboard/moderation': { en: 'Moderation', bn: 'মডারেশন' },
  '/dashboard/audit-log': { en: 'Audit log', bn: 'অডিট লগ' },
  '/dashboard/inspections': { en: 'Inspections', bn: 'পরিদর্শন' },
  '/dashboard/verification': { en: 'Get verified', bn: 'যাচাইকৃত হোন' },
  '/dashboard/myproducts': { en: 'My Products', bn: 'আমার পণ্য' },
  '/dashboard/addproduct': { en: 'Add A Product', bn: 'পণ্য যোগ করুন' },
  '/dashboard/editproduct/:id': { en: 'Edit product', bn: 'পণ্য সম্পাদনা' },
  '/dashboard/mybuyers': { en: 'My Buyers', bn: 'আমার ক্রেতা' },
  '/dashboard/money': { en: 'My money', bn: 'আমার টাকা' },
  '/dashboard/myorders': { en: 'My Orders', bn: 'আমার অর্ডার' },
  '/dashboard/mywishlist': { en: 'My WishList', bn: 'আমার পছন্দের তালিকা' },
  '/dashboard/payment/:id': { en: 'Payment', bn: 'পেমেন্ট' },
};

/** A screen's name in the language, '' for a screen named by its data or the site. */
export const screenName = (route: SpaRoutePath, language: Language) => screenTitles[route]?.[language] ?? '';

const patterns = spaRoutePaths.map((path) => {
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return { path, pattern: new RegExp(`^${source}/?$`) };
});

/** A page's path without its trailing slash: `/allproduct/` is `/allproduct`, '/' stays '/'. */
export const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/$/, '$1');

/** The SPA's route for this path (a trailing slash is the same address), if it has a screen there. */
export const spaRouteOf = (pathname: string): SpaRoutePath | undefined =>
  pathname === '/' ? '/' : patterns.find(({ pattern }) => pattern.test(pathname))?.path;

/** Whether the SPA has a screen at this path. */
export const isSpaPath = (pathname: string) => spaRouteOf(pathname) !== undefined;
