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

const patterns = spaRoutePaths.map((path) => {
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`);
});

/** A page's path without its trailing slash: `/allproduct/` is `/allproduct`, '/' stays '/'. */
export const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/$/, '$1');

/** Whether the SPA has a screen at this path (a trailing slash is the same address). */
export const isSpaPath = (pathname: string) => pathname === '/' || patterns.some((pattern) => pattern.test(pathname));
