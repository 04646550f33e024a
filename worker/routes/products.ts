import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { Product } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { Refusal } from '../lib/refusal';
import { publicCache } from '../middleware/public-cache';
import { requireAuth } from '../middleware/require-auth';
import { requireProductOwner } from '../middleware/require-product-owner';
import { requireRole } from '../middleware/require-role';
import { validate } from '../middleware/validate';
import { listQuerySchema, productInputSchema, productUpdateSchema, type ListQuery } from '../schemas/products';
import { emailSchema } from '../schemas/users';
import { rateLimit } from '../middleware/rate-limit';
import { requireVerifiedEmail } from '../middleware/require-verified-email';
import { toMinor } from '../lib/money';
import { releaseImage, shownByOthers, uploadedBy } from '../services/image-uploads';
import { imageKeyFromUrl, imagePath } from '../services/images';
import { paymentGateway } from '../services/payments';
import { isHeld, releaseHolds } from '../services/payments/fulfilment';
import { decodeCursor } from '../services/list-cursor';
import { findApiProduct, listAdvertised, listProducts, listSellerProducts } from '../services/product-queries';
import {
  advertiseProduct,
  categoryExists,
  createProduct,
  deleteProduct,
  findProduct,
  markSold,
  updateProduct,
} from '../services/products';
import { findUserByEmail } from '../services/users';

const categoryParam = z.object({ categoryId: z.string().trim().min(1).max(64) });
const sellerParam = z.object({ sellerEmail: emailSchema });

/** A write the hold stopped: the hold taken meanwhile explains it. */
async function refuseHeldNow(db: Db, productId: string, what: string): Promise<never> {
  const fresh = await findProduct(db, productId);
  if (fresh) refuseWhileHeld(fresh, what);
  throw new ApiError(409, 'The listing changed while you were saving. Please try again.');
}

/** Checks that an image URL is one of ours and that this seller uploaded it. */
async function sellersOwnImage(db: Db, bucket: R2Bucket, url: string, sellerId: string) {
  const key = imageKeyFromUrl(url);
  if (!key || !(await uploadedBy(db, bucket, key, sellerId))) {
    throw new ApiError(400, 'Upload the photo through Thanda first.', {
      issues: [{ path: 'img', message: 'Upload the photo through Thanda first.' }],
    });
  }
  if (await shownByOthers(db, key, sellerId)) {
    const message =
      'This photo is already shown by another listing or a category. Please upload a photo of your own unit.';
    throw new ApiError(400, message, { issues: [{ path: 'img', message }] });
  }
  return { key, url: imagePath(key) };
}

/** While a buyer pays (15 minutes at most), the listing's price, sale and presence are frozen. */
function refuseWhileHeld(product: Product, what: string): void {
  if (!isHeld(product)) return;
  const minutes = Math.max(1, Math.ceil((product.holdUntil!.getTime() - Date.now()) / 60_000));
  throw new Refusal(
    'listing-held',
    `A buyer is paying for this product right now, so you cannot ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

async function checkCategory(db: Db, categoryId: string) {
  if (!(await categoryExists(db, categoryId))) {
    throw new ApiError(400, 'Choose one of the categories.', {
      issues: [{ path: 'categoryId', message: 'Choose one of the categories.' }],
    });
  }
}

/** One page as a JSON array, with the next page's address in a Link header. */
async function listPage(c: Context<AppEnv>, query: ListQuery) {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !cursor) throw new ApiError(400, 'That page link is no longer valid. Start from the first page.');
  const { items, next } = await listProducts(c.var.db, query, cursor);
  if (next) {
    const url = new URL(c.req.url);
    url.searchParams.set('cursor', next);
    c.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return c.json(items);
}

export const productRoutes = new Hono<AppEnv>()
  .get('/allproduct', publicCache(), validate('query', listQuerySchema), (c) => listPage(c, c.req.valid('query')))
  .get(
    '/products/:categoryId',
    publicCache(),
    validate('param', categoryParam),
    validate('query', listQuerySchema),
    (c) => listPage(c, { ...c.req.valid('query'), category: c.req.valid('param').categoryId }),
  )
  .get('/advertise', publicCache(), async (c) => c.json(await listAdvertised(c.var.db)))
  .get('/product/:sellerEmail', requireAuth(), validate('param', sellerParam), async (c) => {
    const user = c.get('user');
    const { sellerEmail } = c.req.valid('param');
    if (user.email !== sellerEmail && user.role !== 'admin') {
      throw new ApiError(403, 'You can only see your own products here.');
    }
    const db = c.var.db;
    const seller = await findUserByEmail(db, sellerEmail);
    return c.json(seller ? await listSellerProducts(db, seller.id) : []);
  })
  .post(
    '/product',
    requireAuth(),
    requireRole('seller'),
    requireVerifiedEmail(),
    validate('json', productInputSchema),
    rateLimit('LISTING_LIMITER'),
    async (c) => {
      const input = c.req.valid('json');
      const db = c.var.db;
      const sellerId = c.get('user').id;
      await checkCategory(db, input.categoryId);
      const image = await sellersOwnImage(db, c.env.IMAGES, input.img, sellerId);
      const id = await createProduct(db, sellerId, input, image);
      return c.json({ acknowledged: true, insertedId: id, product: await findApiProduct(db, id) }, 201);
    },
  )
  .patch(
    '/product/:id',
    requireAuth(),
    requireProductOwner({ allowAdmin: false }),
    requireVerifiedEmail(),
    // Validation first: the budget counts listings that could be written, not a form's typos.
    validate('json', productUpdateSchema),
    rateLimit('LISTING_LIMITER'),
    async (c) => {
      const input = c.req.valid('json');
      const product = c.get('product');
      const db = c.var.db;
      if (product.paid) throw new ApiError(409, 'A sold product cannot be changed.');
      if (input.price !== undefined && toMinor(input.price) !== product.priceMinor)
        refuseWhileHeld(product, 'change its price');
      if (input.categoryId) await checkCategory(db, input.categoryId);
      const image =
        input.img && imageKeyFromUrl(input.img) !== product.imageKey
          ? await sellersOwnImage(db, c.env.IMAGES, input.img, product.sellerId)
          : undefined;
      if (!(await updateProduct(db, product, input, image))) await refuseHeldNow(db, product.id, 'change its price');
      // The replaced image goes unless something else (another listing, a category) still shows it.
      if (image) await releaseImage(db, c.env.IMAGES, product.imageKey, product.sellerId);
      return c.json({
        acknowledged: true,
        matchedCount: 1,
        modifiedCount: 1,
        product: await findApiProduct(db, product.id),
      });
    },
  )
  .put('/product/:id', requireAuth(), requireProductOwner({ allowAdmin: true }), async (c) => {
    const product = c.get('product');
    if (!product.paid) refuseWhileHeld(product, 'mark it sold');
    const result = await markSold(c.var.db, product);
    if (!result) return refuseHeldNow(c.var.db, product.id, 'mark it sold');
    return c.json({ acknowledged: true, ...result });
  })
  .delete('/product/:id', requireAuth(), requireProductOwner({ allowAdmin: true }), async (c) => {
    const product = c.get('product');
    const db = c.var.db;
    // A seller waits for the buyer; an admin's removal ends the hold and cancels the payment
    // (a lapsed hold's too: the Cron Trigger may not have reached it yet).
    if (c.get('user').role !== 'admin') refuseWhileHeld(product, 'delete it');
    else if (product.holdBookingId) await releaseHolds(db, paymentGateway(c.env), [product]);
    const { rowDeleted } = await deleteProduct(db, product);
    if (rowDeleted) await releaseImage(db, c.env.IMAGES, product.imageKey, product.sellerId);
    return c.json({ acknowledged: true, deletedCount: 1 });
  })
  .put(
    '/advertise/:id',
    requireAuth(),
    requireProductOwner({ allowAdmin: false }),
    requireVerifiedEmail(),
    rateLimit('LISTING_LIMITER'),
    async (c) => {
      const product = c.get('product');
      if (product.paid) throw new ApiError(409, 'This product is sold, so it cannot be advertised.');
      const result = await advertiseProduct(c.var.db, product);
      return c.json({ acknowledged: true, ...result });
    },
  );
