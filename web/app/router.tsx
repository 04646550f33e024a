import { msg } from '@lingui/core/macro';
import type { Role } from '@/features/auth/api/get-role';
import { loadArea, type CatalogArea } from '@/lib/i18n';
import { BrowserRouter, currentLocation } from '@/lib/router';
import { PublicLayout } from './layouts/public-layout';
import { allProductsData, categoryProductsData, homeData } from './route-data';
import { lazyRoute, RouteView, startRoute, type AppRoute } from './route-view';
import { HomePage } from './routes/home';

/**
 * A route whose screen loads in its own chunk when first visited: '/' downloads only what it shows.
 * `areas` name the catalogs of the screen's texts, when they are not in the one every page loads.
 */
function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => React.ComponentType,
  ...areas: CatalogArea[]
) {
  return lazyRoute(async () => (await Promise.all([load(), ...areas.map(loadArea)]))[0], pick);
}

const catalogue = () => import('./routes/catalogue-pages');
const auth = () => import('./routes/auth-pages');
const seller = () => import('./routes/seller-pages');
const buyer = () => import('./routes/buyer-pages');
const admin = () => import('./routes/admin-pages');
const policy = () => import('./routes/policy-pages');
const messages = () => import('./routes/messages-pages');
const moderation = () => import('./routes/moderation-pages');
const notifications = () => import('./routes/notification-pages');
const technician = () => import('./routes/technician-pages');
const guard = () => import('@/features/auth/components/require-role');

/** A pathless route that shows its children only to the given roles. */
function roleGuard(roles: Role[], otherwise?: string) {
  return lazyRoute(guard, ({ RequireRole }) => () => <RequireRole roles={roles} otherwise={otherwise} />);
}

// Every screen of docs/product.md section 2.
export const routes: AppRoute[] = [
  {
    path: '/',
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage />, ...homeData },
      { path: 'login', handle: { title: msg`Login` }, ...lazyScreen(auth, (m) => m.LoginPage, 'auth') },
      { path: 'signup', handle: { title: msg`Sign Up` }, ...lazyScreen(auth, (m) => m.SignupPage, 'auth') },
      {
        path: 'products/:id',
        handle: { title: msg`Products` },
        ...lazyScreen(catalogue, (m) => m.CategoryProductsPage, 'catalogue'),
        ...categoryProductsData,
      },
      {
        path: 'products/:categoryId/seller/:sellerId',
        handle: { title: msg`Seller's products` },
        ...lazyScreen(catalogue, (m) => m.SellerProductsPage, 'catalogue'),
      },
      {
        path: 'allproduct',
        handle: { title: msg`All Products` },
        ...lazyScreen(catalogue, (m) => m.AllProductsPage, 'catalogue'),
        ...allProductsData,
      },
      // A listing's own page (listing pages and share previews); the slug after the id is for people
      // and search engines.
      {
        path: 'listing/:id/:slug?',
        // The page names itself after the listing.
        handle: { title: 'own' },
        ...lazyScreen(
          () => import('./routes/listing-page'),
          (m) => m.ListingPage,
          'listing',
          'catalogue',
        ),
      },
      // A seller's public profile with their reviews (trust and safety).
      {
        path: 'seller/:id',
        handle: { title: 'own' },
        ...lazyScreen(
          () => import('./routes/seller-profile-page'),
          (m) => m.SellerProfilePage,
          'listing',
          'catalogue',
        ),
      },
      {
        path: 'blogs',
        handle: { title: msg`Blogs` },
        ...lazyScreen(
          () => import('./routes/blogs'),
          (m) => m.BlogsPage,
          'pages',
        ),
      },
      // The pages the footer's Legal column and Contact link lead to (for the Bangladesh market).
      { path: 'privacy', handle: { title: msg`Privacy Policy` }, ...lazyScreen(policy, (m) => m.PrivacyPage, 'pages') },
      { path: 'terms', handle: { title: msg`Terms of Service` }, ...lazyScreen(policy, (m) => m.TermsPage, 'pages') },
      { path: 'contact', handle: { title: msg`Contact us` }, ...lazyScreen(policy, (m) => m.ContactPage, 'pages') },
      // docs/product.md's placeholder screen, where the footer's placeholder links lead.
      {
        path: 'coming-soon',
        handle: { title: msg`Coming Soon` },
        ...lazyScreen(
          () => import('@/components/coming-soon'),
          (m) => m.ComingSoon,
        ),
      },
      // Anyone can sell (issue 64): the header's "Post an ad" leads a buyer here to start selling; a
      // visitor logs in first and comes back.
      {
        path: 'sell',
        handle: { title: msg`Post an ad` },
        ...lazyScreen(guard, (m) => m.RequireRole),
        children: [
          {
            index: true,
            ...lazyScreen(
              () => import('./routes/sell-page'),
              (m) => m.SellPage,
              'dashboard',
            ),
          },
        ],
      },
      // One inspection (Inspected by Thanda), to its people: SSLCOMMERZ's return lands here.
      {
        path: 'inspections/:id',
        handle: { title: msg`Inspection` },
        ...lazyScreen(guard, (m) => m.RequireRole),
        children: [
          {
            index: true,
            ...lazyScreen(
              () => import('./routes/inspection-page'),
              (m) => m.InspectionPage,
              'listing',
            ),
          },
        ],
      },
      {
        path: 'dashboard',
        handle: { title: msg`Dashboard` },
        ...lazyScreen(guard, (m) => m.RequireRole),
        children: [
          {
            ...lazyScreen(
              () => import('./layouts/dashboard-layout'),
              (m) => m.DashboardLayout,
              'dashboard',
            ),
            children: [
              {
                index: true,
                ...lazyScreen(
                  () => import('./routes/dashboard-home'),
                  (m) => m.DashboardHome,
                  'dashboard',
                ),
              },
              // Conversations: every signed-in person (an admin reads reported ones).
              {
                path: 'messages',
                handle: { title: msg`Messages` },
                ...lazyScreen(messages, (m) => m.MessagesPage, 'dashboard'),
              },
              {
                path: 'messages/:id',
                handle: { title: msg`Conversation` },
                ...lazyScreen(messages, (m) => m.ThreadPage, 'dashboard'),
              },
              // What every signed-in person is told, and how (docs/decisions/028-notifications.md).
              {
                path: 'notifications',
                handle: { title: msg`Notifications` },
                ...lazyScreen(notifications, (m) => m.NotificationsPage, 'dashboard'),
              },
              {
                path: 'notifications/settings',
                handle: { title: msg`Notification settings` },
                ...lazyScreen(notifications, (m) => m.NotificationSettingsPage, 'dashboard'),
              },
              // What the person reported and what was done (trust and safety).
              {
                path: 'reports',
                handle: { title: msg`My reports` },
                ...lazyScreen(moderation, (m) => m.MyReportsPage, 'dashboard'),
              },
              // The searches a person saved, and how often each tells them of new listings (issue 60).
              {
                path: 'saved-searches',
                handle: { title: msg`Saved searches` },
                ...lazyScreen(
                  () => import('./routes/saved-searches-page'),
                  (m) => m.SavedSearchesPage,
                  'dashboard',
                ),
              },
              // The inspections a person booked and those of their listings (issue 62), for every role.
              {
                path: 'my-inspections',
                handle: { title: msg`My inspections` },
                ...lazyScreen(
                  () => import('./routes/my-inspections-page'),
                  (m) => m.MyInspectionsPage,
                  'dashboard',
                  'listing',
                ),
              },
              // A technician's visits and each one's checklist (issue 62). Being a technician is a
              // flag beside the role, so the pages check it themselves rather than a role guard.
              {
                path: 'technician',
                handle: { title: msg`My visits` },
                ...lazyScreen(technician, (m) => m.TechnicianVisitsPage, 'dashboard'),
              },
              {
                path: 'technician/:id',
                handle: { title: msg`Record the report` },
                ...lazyScreen(technician, (m) => m.TechnicianReportPage, 'dashboard'),
              },
              {
                // docs/product.md: anyone but an admin is sent to /login from the admin screens.
                ...roleGuard(['admin'], '/login'),
                children: [
                  {
                    path: 'allseller',
                    handle: { title: msg`All Sellers` },
                    ...lazyScreen(admin, (m) => m.AllSellersPage, 'dashboard'),
                  },
                  {
                    path: 'allbuyer',
                    handle: { title: msg`All Buyers` },
                    ...lazyScreen(admin, (m) => m.AllBuyersPage, 'dashboard'),
                  },
                  {
                    path: 'refunds',
                    handle: { title: msg`Refunds` },
                    ...lazyScreen(admin, (m) => m.RefundsPage, 'dashboard'),
                  },
                  {
                    path: 'payment-reviews',
                    handle: { title: msg`Payment reviews` },
                    ...lazyScreen(admin, (m) => m.PaymentReviewsPage, 'dashboard'),
                  },
                  {
                    path: 'disputes',
                    handle: { title: msg`Disputes` },
                    ...lazyScreen(admin, (m) => m.DisputesPage, 'dashboard'),
                  },
                  {
                    path: 'payouts',
                    handle: { title: msg`Payouts` },
                    ...lazyScreen(admin, (m) => m.PayoutsPage, 'dashboard'),
                  },
                  {
                    path: 'moderation',
                    handle: { title: msg`Moderation` },
                    ...lazyScreen(moderation, (m) => m.ModerationPage, 'dashboard'),
                  },
                  {
                    path: 'audit-log',
                    handle: { title: msg`Audit log` },
                    ...lazyScreen(moderation, (m) => m.AuditLogPage, 'dashboard'),
                  },
                  {
                    path: 'inspections',
                    handle: { title: msg`Inspections` },
                    ...lazyScreen(admin, (m) => m.InspectionsPage, 'dashboard'),
                  },
                ],
              },
              {
                ...roleGuard(['seller']),
                children: [
                  {
                    path: 'verification',
                    handle: { title: msg`Get verified` },
                    ...lazyScreen(seller, (m) => m.VerificationPage, 'dashboard'),
                  },
                  {
                    path: 'myproducts',
                    handle: { title: msg`My Products` },
                    ...lazyScreen(seller, (m) => m.MyProductsPage, 'dashboard'),
                  },
                  {
                    path: 'addproduct',
                    handle: { title: msg`Add A Product` },
                    ...lazyScreen(seller, (m) => m.AddProductPage, 'dashboard'),
                  },
                  {
                    path: 'editproduct/:id',
                    handle: { title: msg`Edit product` },
                    ...lazyScreen(seller, (m) => m.EditProductPage, 'dashboard'),
                  },
                  {
                    path: 'mybuyers',
                    handle: { title: msg`My Buyers` },
                    ...lazyScreen(buyer, (m) => m.MyBuyersPage, 'dashboard'),
                  },
                  {
                    path: 'money',
                    handle: { title: msg`My money` },
                    ...lazyScreen(seller, (m) => m.MyMoneyPage, 'dashboard'),
                  },
                ],
              },
              {
                // Roles are capabilities (issue 64): a seller can buy too, and a buyer who started
                // selling keeps their orders and wish list.
                ...roleGuard(['buyer', 'seller']),
                children: [
                  {
                    path: 'myorders',
                    handle: { title: msg`My Orders` },
                    ...lazyScreen(buyer, (m) => m.MyOrdersPage, 'dashboard'),
                  },
                  {
                    path: 'mywishlist',
                    handle: { title: msg`My WishList` },
                    ...lazyScreen(buyer, (m) => m.MyWishlistPage, 'dashboard'),
                  },
                  {
                    path: 'payment/:id',
                    handle: { title: msg`Payment` },
                    ...lazyScreen(buyer, (m) => m.PaymentPage, 'dashboard'),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Starts loading the page the tab opened at: its route's code (with a preload link per chunk),
 * texts and data. main.tsx calls it in a task of its own; it resolves once the code is in, when
 * the first render no longer shows a loader in the page's place, and the data that sizes the first
 * screen (route-data.ts).
 */
export function startFirstRoute() {
  return startRoute(routes, currentLocation());
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteView routes={routes} />
    </BrowserRouter>
  );
}
