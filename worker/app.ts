import { Hono, type Context } from 'hono';
import { requestId } from 'hono/request-id';
import { dataSecurityHeaders } from './middleware/data-security-headers';
import { jsonBodies } from './middleware/body-limit';
import { configuredCors } from './middleware/configured-cors';
import { d1Session } from './middleware/d1-session';
import { requestLog } from './middleware/request-log';
import { requireValidConfig } from './middleware/require-valid-config';
import { appPage } from './pages/app-page';
import { pageRoutes } from './pages/page-routes';
import { routedPath } from './pages/language-address';
import type { AppEnv } from './env';
import { acknowledgesFailures, handleError, handleNotFound } from './middleware/error-handler';
import { adminRoutes } from './admin/admin-routes';
import { advisorRoutes } from './advisor/advisor-routes';
import { bookingRoutes } from './bookings/booking-routes';
import { authRoutes } from './accounts/auth-routes';
import { categoryRoutes } from './listings/category-routes';
import { conversationRoutes } from './conversations/conversation-routes';
import { healthRoutes } from './site/health-routes';
import { openApiRoutes } from './site/openapi-routes';
import { settingsRoutes } from './site/settings-routes';
import { imageRoutes } from './images/image-routes';
import { pageDataRoutes } from './pages/listing-page-routes';
import { paymentRoutes } from './payments/payment-routes';
import { protectRoutes } from './payments/protect-routes';
import { listingRoutes } from './listings/listing-routes';
import { notificationRoutes } from './notifications';
import { reportRoutes } from './trust/report-routes';
import { reviewRoutes } from './trust/review-routes';
import { verificationRoutes } from './trust/verification-routes';
import { sslcommerzRoutes } from './payments/sslcommerz-routes';
import { uploadRoutes } from './images/upload-routes';
import { userRoutes } from './accounts/users-routes';
import { wishlistRoutes } from './listings/wishlist-routes';
import { savedSearchRoutes } from './saved-searches';
import { inspectionRoutes } from './inspections';

const api = new Hono<AppEnv>()
  .use(requestId())
  // The writes whose failures say `acknowledged: false` (docs/architecture.md section 4), declared first so
  // that every later failure carries it.
  .use('/bookings', acknowledgesFailures())
  .use('/wishlist', acknowledgesFailures())
  .use(requestLog())
  .use(dataSecurityHeaders())
  .use(configuredCors())
  .use(requireValidConfig())
  .use(jsonBodies())
  .use(d1Session())
  .route('/', healthRoutes)
  .route('/', settingsRoutes)
  .route('/', categoryRoutes)
  .route('/', imageRoutes)
  .route('/', authRoutes)
  .route('/', userRoutes)
  .route('/', adminRoutes)
  .route('/', listingRoutes)
  .route('/', pageDataRoutes)
  .route('/', advisorRoutes)
  .route('/', uploadRoutes)
  .route('/', bookingRoutes)
  .route('/', wishlistRoutes)
  .route('/', savedSearchRoutes)
  .route('/', conversationRoutes)
  .route('/', notificationRoutes)
  .route('/', reportRoutes)
  .route('/', reviewRoutes)
  .route('/', verificationRoutes)
  .route('/', paymentRoutes)
  .route('/', protectRoutes)
  .route('/', inspectionRoutes)
  .route('/', sslcommerzRoutes);

/**
 * The whole app: the JSON API under /api, listing pages with their share tags, the sitemap and
 * robots.txt; everything else is the SPA's static assets. Every page is there in English and, under
 * /bn, in Bangla.
 */
export const app = new Hono<AppEnv>({
  // A Bangla page's address (`/bn/allproduct`) is routed as the page's own (pages/language-address.ts).
  getPath: routedPath,
})
  .route('/api', api)
  .route('/', pageRoutes);
// The API's description, made from the app's routes (decision 025); under /api's middleware too.
app.route('/api', openApiRoutes(app));
// Outside /api an address that is no file is a page: the SPA's when it has a screen there, else the
// not-found page with 404 (`/listing/`, a sitemap past the last, a mistyped link).
app.notFound((c) =>
  c.req.path === '/api' || c.req.path.startsWith('/api/')
    ? handleNotFound(c)
    : appPage(c, async (request) => app.fetch(request, c.env, executionOf(c))),
);
app.onError(handleError);

/** The request's execution context, when it has one (`app.request` in a test has none). */
function executionOf(c: Context<AppEnv>) {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

export type AppType = typeof api;
