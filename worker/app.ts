import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { dataSecurityHeaders } from './middleware/data-security-headers';
import { jsonBodies } from './middleware/body-limit';
import { configuredCors } from './middleware/configured-cors';
import { d1Session } from './middleware/d1-session';
import { requestLog } from './middleware/request-log';
import { requireValidConfig } from './middleware/require-valid-config';
import { missingPage } from './pages/listing-shell';
import { pageRoutes } from './pages/page-routes';
import type { AppEnv } from './env';
import { acknowledgesFailures, handleError, handleNotFound } from './middleware/error-handler';
import { adminRoutes } from './routes/admin';
import { bookingRoutes } from './routes/bookings';
import { authRoutes } from './routes/auth';
import { categoryRoutes } from './routes/categories';
import { conversationRoutes } from './routes/conversations';
import { healthRoutes } from './routes/health';
import { settingsRoutes } from './routes/settings';
import { imageRoutes } from './routes/images';
import { listingRoutes } from './routes/listings';
import { paymentRoutes } from './routes/payments';
import { productRoutes } from './routes/products';
import { reportRoutes } from './routes/reports';
import { reviewRoutes } from './routes/reviews';
import { verificationRoutes } from './routes/verification';
import { sslcommerzRoutes } from './routes/sslcommerz';
import { uploadRoutes } from './routes/uploads';
import { userRoutes } from './routes/users';
import { wishlistRoutes } from './routes/wishlist';

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
  .route('/', productRoutes)
  .route('/', listingRoutes)
  .route('/', uploadRoutes)
  .route('/', bookingRoutes)
  .route('/', wishlistRoutes)
  .route('/', conversationRoutes)
  .route('/', reportRoutes)
  .route('/', reviewRoutes)
  .route('/', verificationRoutes)
  .route('/', paymentRoutes)
  .route('/', sslcommerzRoutes);

/**
 * The whole app: the JSON API under /api, listing pages with their share tags, the sitemap and
 * robots.txt; everything else is the SPA's static assets.
 */
export const app = new Hono<AppEnv>().route('/api', api).route('/', pageRoutes);
// Outside /api a missing address is a page, as the SPA's routes are (`/listing/`, a sitemap past the last).
app.notFound((c) => (c.req.path === '/api' || c.req.path.startsWith('/api/') ? handleNotFound(c) : missingPage(c)));
app.onError(handleError);

export type AppType = typeof api;
