import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { refuseSuspended } from './users';

/**
 * Listing, advertising and starting a payment are closed to a suspended user (issue 19); use after
 * `requireAuth`. Writes that load no user (bookings, conversations) check it in their own SQL.
 */
export function refuseSuspendedUser() {
  return createMiddleware<AppEnv>(async function refuseSuspendedUser(c, next) {
    refuseSuspended(c.get('user'));
    await next();
  });
}
