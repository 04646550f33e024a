import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { Refusal } from '../lib/refusal';
import { findProduct } from '../services/products';

/**
 * Loads the product of the `:id` parameter and lets through only its seller (and admins, when
 * allowed). Use after `requireAuth`.
 */
export function requireProductOwner(options: { allowAdmin: boolean }) {
  return createMiddleware<AppEnv>(async function requireProductOwner(c, next) {
    const id = c.req.param('id') ?? '';
    const product = id.length <= 64 ? await findProduct(c.var.db, id) : null;
    if (!product) throw new Refusal('product-not-found');
    const user = c.get('user');
    const isOwner = product.sellerId === user.id;
    if (!isOwner && !(options.allowAdmin && user.role === 'admin')) {
      throw new Refusal('not-product-seller');
    }
    c.set('product', product);
    await next();
  });
}
