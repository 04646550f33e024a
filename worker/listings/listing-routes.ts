import { Hono, type Context } from 'hono';
import { tell } from '../notifications';
import * as z from 'zod';
import type { AppEnv } from '../env';
import { cacheKey } from '../lib/cache-key';
import { currencyOf, listingReviewOn, listingTermsOf } from '../lib/config';
import { Refusal } from '../lib/refusal';
import { publicCache, publicJson } from '../middleware/public-cache';
import { refuseOverLimit } from '../middleware/rate-limit';
import { authenticate, callerOf, readAsCaller, signedIn, type CallerPolicy } from '../accounts';
import { ownedListing } from './listing-owner';
import { validate } from '../middleware/validate';
import {
  listQuerySchema,
  listingInputSchema,
  listingUpdateSchema,
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
import { renewListing } from './listing-freshness';
import { paymentGateway } from '../payments';
import { listingWentLive } from '../saved-searches';
import { listAdvertised, listListings, ownListingReads, toSellerListings } from './listing-queries';

const categoryParam = z.object({ categoryId: z.string().trim().min(1).max(64) });
const sellerParam = z.object({ sellerEmail: emailSchema });

const listQueryKeys = Object.keys(listQuerySchema.shape);

/** Publishing a listing: a seller's, with a verified e-mail, not suspended. */
const LISTER: CallerPolicy = { role: 'seller', verifiedEmail: true, notSuspended: true };
/** Editing, advertising or renewing one's own listing: a verified e-mail, not suspended. */
const OWNER_WRITE: CallerPolicy = { verifiedEmail: true, notSuspended: true };

/** The `:id` listing as its owner may change it (listing-owner.ts). */
const ownListing = (c: Context<AppEnv>, rule: Parameters<typeof ownedListing>[3]) =>
  ownedListing(c.var.db, callerOf(c), c.req.param('id') ?? '', rule);

/** One page as a JSON array, with the next page's address in a Link header. */
async function listPage(c: Context<AppEnv>, query: ListQuery) {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !cursor) throw new Refusal('page-link-invalid');
  const { items, next } = await listListings(c.var.db, query, cursor);
  if (next) {
    // From the parameters the list reads: the edge cache keeps this header for every address with those.
    const url = new URL(cacheKey(c.req.url, listQueryKeys));
    url.searchParams.set('cursor', next);
    c.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return publicJson(c, items);
}

export const listingRoutes = new Hono<AppEnv>()
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
  .get('/advertise', publicCache(), async (c) => publicJson(c, await listAdvertised(c.var.db)))
  // The caller's own listings, named by their token: the SPA's way, with no address in the URL.
  .get('/product/mine', authenticate(), async (c) => {
    const { user, rows } = await readAsCaller(c.var.db, callerOf(c), {}, ownListingReads(c.var.db, c.get('callerId')));
    return c.json(toSellerListings(rows, user.email));
  })
  .get('/product/:sellerEmail', authenticate(), validate('param', sellerParam, { callerFirst: signedIn }), async (c) =>
    c.json(await sellerListings(c.var.db, c.req.valid('param').sellerEmail, await signedIn(c))),
  )
  .post(
    '/product',
    authenticate(),
    validate('json', listingInputSchema, { callerFirst: (c) => signedIn(c, { role: 'seller' }) }),
    async (c) => {
      const input = c.req.valid('json');
      // The category and the pictures are read in the batch of the seller's own row.
      const { user, rows } = await readAsCaller(
        c.var.db,
        callerOf(c),
        LISTER,
        listingChecks(c.var.db, c.get('callerId'), input),
      );
      await refuseOverLimit(c, 'LISTING_LIMITER');
      const start = { awaitsReview: listingReviewOn(c.env), listingDays: listingTermsOf(c.env).listingDays };
      const published = await publishListing(c.var.db, c.env.PHOTOS, { sellerId: user.id, input, checks: rows }, start);
      if (!start.awaitsReview) await listingWentLive(c.env.NOTIFICATIONS, published.insertedId);
      return c.json(published, 201);
    },
  )
  .patch(
    '/product/:id',
    authenticate(),
    validate('json', listingUpdateSchema, {
      callerFirst: (c) => ownListing(c, { allowAdmin: false, policy: OWNER_WRITE }),
    }),
    async (c) => {
      const { product } = await ownListing(c, { allowAdmin: false, policy: OWNER_WRITE });
      // After the owner's checks and validation: the budget counts listings that could be written.
      await refuseOverLimit(c, 'LISTING_LIMITER');
      const edited = await editListing(c.var.db, c.env.PHOTOS, product, c.req.valid('json'));
      await tell(c.env.NOTIFICATIONS, {
        about: 'wishers',
        productId: product.id,
        currency: currencyOf(c.env),
        priceBeforeMinor: product.priceMinor,
      });
      return c.json(edited);
    },
  )
  .put('/product/:id', authenticate(), async (c) => {
    const { user, product } = await ownListing(c, { allowAdmin: true, policy: { verifiedEmail: true } });
    const sold = await markListingSold(c.var.db, product, user);
    await tell(c.env.NOTIFICATIONS, { about: 'wishers', productId: product.id, currency: currencyOf(c.env) });
    return c.json(sold);
  })
  .delete('/product/:id', authenticate(), async (c) => {
    const { user, product } = await ownListing(c, { allowAdmin: true });
    return c.json(await removeListing(c.var.db, c.env.PHOTOS, () => paymentGateway(c.env), product, user));
  })
  .put('/advertise/:id', authenticate(), async (c) => {
    const { product } = await ownListing(c, { allowAdmin: false, policy: OWNER_WRITE });
    await refuseOverLimit(c, 'LISTING_LIMITER');
    return c.json(await advertiseListing(c.var.db, product, listingTermsOf(c.env).promotionDays));
  })
  // The seller says it is still available: listed LISTING_DAYS more, back on the lists if it expired.
  .put('/products/:id/renew', authenticate(), async (c) => {
    const { product } = await ownListing(c, { allowAdmin: false, policy: OWNER_WRITE, withRemoved: true });
    await refuseOverLimit(c, 'LISTING_LIMITER');
    return c.json(await renewListing(c.var.db, product, listingTermsOf(c.env).listingDays));
  });
