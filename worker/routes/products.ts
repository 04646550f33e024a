import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { publicCache } from '../middleware/public-cache';
import { requireAuth } from '../middleware/require-auth';
import { requireProductOwner } from '../middleware/require-product-owner';
import { requireRole } from '../middleware/require-role';
import { validate } from '../middleware/validate';
import { listQuerySchema, productInputSchema, productUpdateSchema, type ListQuery } from '../schemas/products';
import { emailSchema } from '../schemas/users';
import { deleteImage, imageExists, imageKeyFromUrl, imagePath } from '../services/images';
import { decodeCursor } from '../services/list-cursor';
import { findApiProduct, listAdvertised, listProducts, listSellerProducts } from '../services/product-queries';
import { advertiseProduct, categoryExists, createProduct, deleteProduct, imageUnused, markSold, updateProduct } from '../services/products';
import { findUserByEmail } from '../services/users';

const categoryParam = z.object({ categoryId: z.string().trim().min(1).max(64) });
const sellerParam = z.object({ sellerEmail: emailSchema });

/** Checks that an image URL is one of ours and was really uploaded. */
async function ourImage(bucket: R2Bucket, url: string) {
  const key = imageKeyFromUrl(url);
  if (!key || !(await imageExists(bucket, key))) {
    throw new ApiError(400, 'Upload the photo through Thanda first.', {
      issues: [{ path: 'img', message: 'Upload the photo through Thanda first.' }],
    });
  }
  return { key, url: imagePath(key) };
}

async function checkCategory(db: Db, categoryId: string) {
  if (!(await categoryExists(db, categoryId))) {
    throw new ApiError(400, 'Choose one of the categories.', { issues: [{ path: 'categoryId', message: 'Choose one of the categories.' }] });
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
  .get('/products/:categoryId', publicCache(), validate('param', categoryParam), validate('query', listQuerySchema), (c) =>
    listPage(c, { ...c.req.valid('query'), category: c.req.valid('param').categoryId }),
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
  .post('/product', requireAuth(), requireRole('seller'), validate('json', productInputSchema), async (c) => {
    const input = c.req.valid('json');
    const db = c.var.db;
    await checkCategory(db, input.categoryId);
    const image = await ourImage(c.env.IMAGES, input.img);
    const id = await createProduct(db, c.get('user').id, input, image);
    return c.json({ acknowledged: true, insertedId: id, product: await findApiProduct(db, id) }, 201);
  })
  .patch('/product/:id', requireAuth(), requireProductOwner({ allowAdmin: false }), validate('json', productUpdateSchema), async (c) => {
    const input = c.req.valid('json');
    const product = c.get('product');
    const db = c.var.db;
    if (product.paid) throw new ApiError(409, 'A sold product cannot be changed.');
    if (input.categoryId) await checkCategory(db, input.categoryId);
    const image = input.img ? await ourImage(c.env.IMAGES, input.img) : undefined;
    const replacedKey = image && image.key !== product.imageKey ? product.imageKey : null;
    await updateProduct(db, product, input, image);
    if (replacedKey && (await imageUnused(db, replacedKey, product.id))) await deleteImage(c.env.IMAGES, replacedKey);
    return c.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1, product: await findApiProduct(db, product.id) });
  })
  .put('/product/:id', requireAuth(), requireProductOwner({ allowAdmin: true }), async (c) => {
    const result = await markSold(c.var.db, c.get('product'));
    return c.json({ acknowledged: true, ...result });
  })
  .delete('/product/:id', requireAuth(), requireProductOwner({ allowAdmin: true }), async (c) => {
    const product = c.get('product');
    const { imageUnused: dropImage } = await deleteProduct(c.var.db, product);
    if (dropImage && product.imageKey) await deleteImage(c.env.IMAGES, product.imageKey);
    return c.json({ acknowledged: true, deletedCount: 1 });
  })
  .put('/advertise/:id', requireAuth(), requireProductOwner({ allowAdmin: false }), async (c) => {
    const product = c.get('product');
    if (product.paid) throw new ApiError(409, 'This product is sold, so it cannot be advertised.');
    const result = await advertiseProduct(c.var.db, product);
    return c.json({ acknowledged: true, ...result });
  });
