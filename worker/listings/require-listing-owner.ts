import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { adminEmails } from '../lib/config';
import { Refusal } from '../lib/refusal';
import { productById } from './listing-writes';
import { activeUser } from '../accounts';
import { userById } from '../accounts';
import { callerUserId } from '../accounts';

/**
 * Signs the caller in (as `requireAuth` does) and loads the product of the `:id` parameter in the
 * same D1 round trip (docs/decisions/011), then lets through only its seller (and admins, when
 * allowed). Use instead of `requireAuth`.
 */
export function requireProductOwner(options: { allowAdmin: boolean }) {
  return createMiddleware<AppEnv>(async function requireProductOwner(c, next) {
    const userId = await callerUserId(c);
    c.set('callerId', userId);
    const id = c.req.param('id') ?? '';
    const db = c.var.db;
    // An id no listing can have is looked up as '' (nothing), not bound at any length.
    const [[row], [product]] = await db.batch([userById(db, userId), productById(db, id.length <= 64 ? id : '')]);
    const user = activeUser(row, adminEmails(c.env));
    c.set('user', user);
    if (!product) throw new Refusal('product-not-found');
    const isOwner = product.sellerId === user.id;
    if (!isOwner && !(options.allowAdmin && user.role === 'admin')) {
      throw new Refusal('not-product-seller');
    }
    c.set('product', product);
    await next();
  });
}
