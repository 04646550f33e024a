import { Hono, type Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../env';
import { cacheKey } from '../lib/cache-key';
import { listingReviewOn } from '../lib/config';
import { Refusal } from '../lib/refusal';
import { publicCache } from '../middleware/public-cache';
import { rateLimit } from '../middleware/rate-limit';
import { requireAccessToken, requireAuth, requireAuthReading } from '../accounts';
import { requireProductOwner } from './require-listing-owner';
import { callerHasRole, requireRole } from '../accounts';
import { refuseSuspendedUser } from '../accounts';
import { requireVerifiedEmail } from '../accounts';
import { validate, type Validated } from '../middleware/validate';
import {
  listQuerySchema,
  productInputSchema,
  productUpdateSchema,
  type ListQuery,
} from '../../shared/schemas/listings';
import { emailSchema } from '../../shared/schemas/users';
import { decodeCursor } from './list-cursor';
import {
  advertiseListing,
  editListing,
  listingChecks,
  markListingSold,
  publishListing,
  removeListing,
  sellerListings,
} from './listing-life';
import { paymentGateway } from '../payments';
import { listAdvertised, listProducts, ownProductReads, toSellerProducts } from './listing-queries';

const categoryParam = z.object({ categoryId: z.string().trim().min(1).max(64) });
const sellerParam = z.object({ sellerEmail: emailSchema });

const listQueryKeys = Object.keys(listQuerySchema.shape);

/** One page as a JSON array, with the next page's address in a Link header. */
async function listPage(c: Context<AppEnv>, query: ListQuery) {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !cursor) throw new Refusal('page-link-invalid');
  const { items, next } = await listProducts(c.var.db, query, cursor);
  if (next) {
    // From the parameters the list reads: the edge cache keeps this header for every address with those.
    const url = new URL(cacheKey(c.req.url, listQueryKeys));
    url.searchParams.set('cursor', next);
    c.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return c.json(items);
}

export const productRoutes = new Hono<AppEnv>()
  .get('/allproduct', publicCache({ query: listQueryKeys }), validate('query', listQuerySchema), (c) =>
    listPage(c, c.req.valid('query')),
  )
  .get(
    '/products/:categoryId',
    publicCache({ query: listQueryKeys }),
    validate('param', categoryParam),
    validate('query', listQuerySchema),
    (c) => listPage(c, { ...c.req.valid('query'), category: c.req.valid('param').categoryId }),
  )
  .get('/advertise', publicCache(), async (c) => c.json(await listAdvertised(c.var.db)))
  // The caller's own listings, named by their token: the SPA's way, with no address in the URL.
  .get('/product/mine', requireAuthReading(ownProductReads), (c) =>
    c.json(toSellerProducts(c.var.read, c.get('user').email)),
  )
  .get('/product/:sellerEmail', requireAuth(), validate('param', sellerParam), async (c) => {
    return c.json(await sellerListings(c.var.db, c.req.valid('param').sellerEmail, c.get('user')));
  })
  .post(
    '/product',
    requireAccessToken(),
    validate('json', productInputSchema, { callerFirst: callerHasRole('seller') }),
    // The category and the pictures are read in the batch of the seller's own row.
    requireAuthReading((db, sellerId, c: Context<AppEnv, string, Validated<'json', typeof productInputSchema>>) =>
      listingChecks(db, sellerId, c.req.valid('json')),
    ),
    requireRole('seller'),
    requireVerifiedEmail(),
    refuseSuspendedUser(),
    rateLimit('LISTING_LIMITER'),
    async (c) => {
      const awaitsReview = listingReviewOn(c.env);
      const input = c.req.valid('json');
      return c.json(
        await publishListing(c.var.db, c.env.PHOTOS, c.get('user').id, input, c.var.read, awaitsReview),
        201,
      );
    },
  )
  .patch(
    '/product/:id',
    requireProductOwner({ allowAdmin: false }),
    requireVerifiedEmail(),
    refuseSuspendedUser(),
    // Validation first: the budget counts listings that could be written, not a form's typos.
    validate('json', productUpdateSchema),
    rateLimit('LISTING_LIMITER'),
    async (c) => c.json(await editListing(c.var.db, c.env.PHOTOS, c.get('product'), c.req.valid('json'))),
  )
  .put('/product/:id', requireProductOwner({ allowAdmin: true }), requireVerifiedEmail(), async (c) =>
    c.json(await markListingSold(c.var.db, c.get('product'), c.get('user'))),
  )
  .delete('/product/:id', requireProductOwner({ allowAdmin: true }), async (c) => {
    return c.json(
      await removeListing(c.var.db, c.env.PHOTOS, () => paymentGateway(c.env), c.get('product'), c.get('user')),
    );
  })
  .put(
    '/advertise/:id',
    requireProductOwner({ allowAdmin: false }),
    requireVerifiedEmail(),
    refuseSuspendedUser(),
    rateLimit('LISTING_LIMITER'),
    async (c) => c.json(await advertiseListing(c.var.db, c.get('product'))),
  );
