import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The SPA's languages: English (the source, docs/product.md's exact texts) and Bangla.
 * `npm run i18n:extract` writes every message into the catalogs below; the Vite plugin compiles a
 * catalog when it is imported, so there is no separate compile step.
 *
 * The catalogs are split by where their texts show, so the first render downloads only what every
 * page needs (web/lib/i18n.ts loads the others with their screens): `pages` for the long reads
 * (policies, blogs), `dashboard` for the dashboard's screens, `listing` for a listing's page, `server` for the API's texts, `reports` for the report dialog, `auth` for the sign-in screens,
 * `catalogue` for the products' cards, their actions and the catalogue's filters, `home` for '/'
 * below its first screen.
 *
 * The Worker's refusals and the zod schemas it shares with the forms stay English in the API; each
 * of their messages is marked `/*i18n*\/ 'text'`, which extracts it with the text as its id, so the
 * SPA can show it in the page's language (web/lib/refusal-text.ts) and an unmarked one as it came.
 */
const tests = ['**/*.test.*', '**/test/**'];
const pages = [
  '<rootDir>/web/app/routes/policy-pages.tsx',
  // Thanda Protect, in the Terms and on the payment page: both catalogs carry it.
  '<rootDir>/web/components/protect-promise.tsx',
  '<rootDir>/web/app/routes/blogs.tsx',
  // The guides' articles are per-language modules; only their page's few labels are messages.
  '<rootDir>/web/features/guides',
];
// Shown on the catalogue's side and in the dashboard (a saved search's description, My Orders'
// booking, the product form's specifications): the catalogue's and the dashboard's catalogs both
// carry them.
const productsAndDashboard = [
  '<rootDir>/web/components/product-card.tsx',
  '<rootDir>/web/lib/ac-specs.ts',
  '<rootDir>/web/lib/brand-options.ts',
  '<rootDir>/web/features/orders/components/booking-modal.tsx',
  '<rootDir>/web/features/saved-searches/components/frequency-choice.tsx',
  '<rootDir>/web/features/saved-searches/lib/describe-filters.ts',
];
// A price against its band: on a listing's page and in the seller's product form, so both catalogs carry it.
const priceBand = [
  '<rootDir>/web/features/advisor/components/price-band-summary.tsx',
  '<rootDir>/web/features/advisor/components/price-verdict.tsx',
];
const dashboard = [
  '<rootDir>/web/app/layouts/dashboard-layout.tsx',
  '<rootDir>/web/app/routes/dashboard-home.tsx',
  '<rootDir>/web/app/routes/seller-pages.tsx',
  '<rootDir>/web/app/routes/buyer-pages.tsx',
  '<rootDir>/web/app/routes/admin-pages.tsx',
  '<rootDir>/web/features/my-listings',
  '<rootDir>/web/features/payments',
  '<rootDir>/web/features/admin',
  // Inspected by Thanda's technician screens (issue 62).
  '<rootDir>/web/app/routes/technician-pages.tsx',
  '<rootDir>/web/features/technician',
  // Thanda Protect's admin screens (the rest of web/features/protect shows outside the dashboard too).
  '<rootDir>/web/features/protect/components/disputes-queue.tsx',
  '<rootDir>/web/features/protect/components/payouts-table.tsx',
  // Thanda Protect's seller screens (My Buyers' hand-over, My money).
  '<rootDir>/web/features/protect/components/hand-over-button.tsx',
  '<rootDir>/web/features/protect/components/seller-money.tsx',
  '<rootDir>/web/features/orders/components/order-tables.tsx',
  // The buyer's side of Thanda Protect, in My Orders and on the payment page.
  '<rootDir>/web/features/orders/components/buyer-protection.tsx',
  '<rootDir>/web/features/orders/components/dispute-dialog.tsx',
  '<rootDir>/web/features/orders/api/protection.ts',
  '<rootDir>/web/components/protect-promise.tsx',
  '<rootDir>/web/lib/dispute-labels.ts',
  '<rootDir>/web/lib/inspection-labels.ts',
  '<rootDir>/web/lib/upload-image.ts',
  '<rootDir>/web/app/routes/messages-pages.tsx',
  '<rootDir>/web/features/messages/components/inbox-list.tsx',
  '<rootDir>/web/features/messages/components/thread-view.tsx',
  '<rootDir>/web/features/messages/components/thread-menu.tsx',
  '<rootDir>/web/features/auth/components/verify-email-notice.tsx',
  '<rootDir>/web/features/auth/lib/auth-messages.ts',
  // Shown by the sign-in screens and by the seller's e-mail notice: both catalogs carry it.
  '<rootDir>/web/features/auth/components/local-verification-link.tsx',
  '<rootDir>/web/app/routes/moderation-pages.tsx',
  '<rootDir>/web/features/moderation/components/moderation-queue.tsx',
  '<rootDir>/web/features/moderation/components/audit-log-table.tsx',
  '<rootDir>/web/features/moderation/components/my-reports-table.tsx',
  '<rootDir>/web/features/moderation/components/suspension-notice.tsx',
  '<rootDir>/web/features/moderation/components/suspension-cell.tsx',
  '<rootDir>/web/features/moderation/components/report-labels.ts',
  '<rootDir>/web/features/verification',
  // The notifications page and settings; the navbar's bell stays in the catalog every page loads.
  '<rootDir>/web/app/routes/notification-pages.tsx',
  '<rootDir>/web/features/notifications/components/notifications-list.tsx',
  '<rootDir>/web/features/notifications/components/settings',
  '<rootDir>/web/features/notifications/lib/kind-labels.ts',
  // Saved searches' page (their save dialog shows on /allproduct, in the catalogue's catalog).
  '<rootDir>/web/app/routes/saved-searches-page.tsx',
  '<rootDir>/web/features/saved-searches/components/saved-searches-list.tsx',
  '<rootDir>/web/features/saved-searches/components/rename-dialog.tsx',
  '<rootDir>/web/features/advisor/components/price-hint.tsx',
  // Starting to sell (/sell), on the way to Add A Product; the header's "Post an ad" stays in the
  // catalog every page loads.
  '<rootDir>/web/features/selling/components/start-selling.tsx',
  ...priceBand,
  ...productsAndDashboard,
];
// The sign-in screens' texts: '/' links to them but shows none of them.
const auth = [
  '<rootDir>/web/app/routes/auth-pages.tsx',
  '<rootDir>/web/features/auth/components/login-form.tsx',
  '<rootDir>/web/features/auth/components/signup-form.tsx',
  '<rootDir>/web/features/auth/components/google-sign-in.tsx',
  // Firebase's errors in words: the sign-in screens and the seller's e-mail notice show them.
  '<rootDir>/web/features/auth/lib/auth-messages.ts',
  '<rootDir>/web/features/auth/components/local-verification-link.tsx',
];
const listing = [
  '<rootDir>/web/features/listing',
  '<rootDir>/web/app/routes/listing-page.tsx',
  '<rootDir>/web/features/moderation/components/report-links.tsx',
  // A seller's profile: a public page like a listing's, and reached from it.
  '<rootDir>/web/features/seller-profile',
  '<rootDir>/web/app/routes/seller-profile-page.tsx',
  // The advice beside a listing's details. The room's fields show in /allproduct's "Fits my room"
  // too, which loads this catalog with them.
  '<rootDir>/web/features/advisor/components/room-size-fields.tsx',
  '<rootDir>/web/features/advisor/components/listing-advice.tsx',
  '<rootDir>/web/features/advisor/components/fair-price-panel.tsx',
  '<rootDir>/web/features/advisor/components/room-fit-panel.tsx',
  '<rootDir>/web/features/advisor/components/running-cost-panel.tsx',
  '<rootDir>/web/features/advisor/components/suited-rooms-line.tsx',
  '<rootDir>/web/features/advisor/components/number-input.tsx',
  // Inspected by Thanda: the listing's panel, an inspection's page and the dashboard's list of them
  // (those two screens load this catalog too).
  '<rootDir>/web/features/inspections',
  '<rootDir>/web/lib/inspection-labels.ts',
  '<rootDir>/web/app/routes/inspection-page.tsx',
  '<rootDir>/web/app/routes/my-inspections-page.tsx',
  ...priceBand,
];
// The products' cards and what is under them (booking, wishing, messaging, a seller's own
// actions), the catalogue's screens and filters, and saving a search: '/' shows none of them in its
// first render. The catalogue's screens, a listing's page, a seller's profile and '/''s promoted
// carousel load it.
const catalogue = [
  '<rootDir>/web/app/routes/catalogue-pages.tsx',
  '<rootDir>/web/features/catalogue/components/product-filters.tsx',
  '<rootDir>/web/features/catalogue/components/product-grid.tsx',
  '<rootDir>/web/features/catalogue/components/advertised-carousel.tsx',
  '<rootDir>/web/features/orders/components/product-actions.tsx',
  '<rootDir>/web/features/orders/components/booked-actions.tsx',
  '<rootDir>/web/features/messages/components/message-seller-button.tsx',
  '<rootDir>/web/features/moderation/components/suspended-note.tsx',
  '<rootDir>/web/app/own-listing-actions.tsx',
  '<rootDir>/web/features/saved-searches/components/save-search-button.tsx',
  '<rootDir>/web/features/saved-searches/components/save-search-dialog.tsx',
  ...productsAndDashboard,
];
// '/' below its first screen: the sections home.tsx loads after the first paint, and the slideshow's
// other slides.
const home = [
  '<rootDir>/web/features/home/components/hero-more-slides.tsx',
  '<rootDir>/web/features/home/components/services-gallery.tsx',
  '<rootDir>/web/features/home/components/why-choose-us.tsx',
  '<rootDir>/web/features/home/components/maintenance-tips.tsx',
];
const reports = [
  '<rootDir>/web/features/moderation/components/report-dialog.tsx',
  // The reasons show in the dialog and in the dashboard's lists: both catalogs carry them.
  '<rootDir>/web/features/moderation/components/report-labels.ts',
];
const server = [
  '<rootDir>/shared/refusals',
  '<rootDir>/shared/refund-reasons.ts',
  '<rootDir>/shared/inspection-reasons.ts',
  '<rootDir>/shared/schemas',
  '<rootDir>/worker/trust/review-routes.ts',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  catalogs: [
    {
      path: '<rootDir>/web/locales/{locale}',
      include: ['<rootDir>/web'],
      exclude: [...tests, ...pages, ...dashboard, ...listing, ...catalogue, ...home, ...reports, ...auth],
    },
    { path: '<rootDir>/web/locales/pages/{locale}', include: pages, exclude: tests },
    { path: '<rootDir>/web/locales/dashboard/{locale}', include: dashboard, exclude: tests },
    { path: '<rootDir>/web/locales/listing/{locale}', include: listing, exclude: tests },
    { path: '<rootDir>/web/locales/catalogue/{locale}', include: catalogue, exclude: tests },
    { path: '<rootDir>/web/locales/home/{locale}', include: home, exclude: tests },
    { path: '<rootDir>/web/locales/server/{locale}', include: server, exclude: tests },
    { path: '<rootDir>/web/locales/reports/{locale}', include: reports, exclude: tests },
    { path: '<rootDir>/web/locales/auth/{locale}', include: auth, exclude: tests },
  ],
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
});
