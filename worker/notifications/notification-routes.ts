import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { authenticate, callerClaims, provenIdentity, signedIn, socketProtocolToken } from '../accounts';
import { pushServiceHostsOf } from '../lib/config';
import { Refusal } from '../lib/refusal';
import { rateLimit, refuseOverLimit, withinLimit } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { idParamSchema, pageCursorSchema } from '../../shared/schemas/common';
import {
  notificationSettingsSchema,
  pushEndpointSchema,
  pushSubscriptionSchema,
  smsPhoneSchema,
} from '../../shared/schemas/notifications';
import {
  INBOX_SESSION_ENDS_HEADER,
  INBOX_UNREAD_HEADER,
  INBOX_USER_HEADER,
  notificationInbox,
} from './notification-inbox';
import {
  addPushSubscription,
  confirmSmsPhone,
  forgetSmsPhone,
  markAllRead,
  markNotificationRead,
  notificationsPage,
  removePushSubscription,
  saveSettings,
  settingsOf,
  unreadOf,
} from './notifications';

/**
 * The caller's account is read on every request (DESIGN: a deleted account is shut out at once, not
 * when its token expires).
 */
const activeAccount = createMiddleware<AppEnv>(async (c, next) => {
  await signedIn(c);
  await next();
});

/** After a read mark, the person's other tabs learn the new count (best effort). */
async function recount(c: Context<AppEnv>, unread: number) {
  try {
    await notificationInbox(c.env, c.get('callerId')).recount(unread);
  } catch {
    // A tab that missed it reads the count on its next page load.
  }
}

/** A person's notifications, their delivery settings and their browsers' push subscriptions (docs/decisions/028). */
export const notificationRoutes = new Hono<AppEnv>()
  .get('/notifications', authenticate(), activeAccount, validate('query', pageCursorSchema), async (c) =>
    c.json(await notificationsPage(c.var.db, c.get('callerId'), c.req.valid('query').before)),
  )
  .get('/notifications/unread', authenticate(), activeAccount, async (c) =>
    c.json({ unread: await unreadOf(c.var.db, c.get('callerId')) }),
  )
  .put('/notifications/read-all', authenticate(), activeAccount, rateLimit('WRITE_LIMITER'), async (c) => {
    const unread = await markAllRead(c.var.db, c.get('callerId'));
    await recount(c, unread);
    return c.json({ acknowledged: true, unread });
  })
  .put(
    '/notifications/:id/read',
    authenticate(),
    activeAccount,
    rateLimit('WRITE_LIMITER'),
    validate('param', idParamSchema),
    async (c) => {
      const unread = await markNotificationRead(c.var.db, c.get('callerId'), c.req.valid('param').id);
      await recount(c, unread);
      return c.json({ acknowledged: true, unread });
    },
  )
  .get('/notifications/settings', authenticate(), activeAccount, async (c) =>
    c.json(await settingsOf(c.var.db, c.get('callerId'))),
  )
  .put(
    '/notifications/settings',
    authenticate(),
    activeAccount,
    rateLimit('WRITE_LIMITER'),
    validate('json', notificationSettingsSchema),
    async (c) => c.json(await saveSettings(c.var.db, c.get('callerId'), c.req.valid('json'))),
  )
  .put('/notifications/sms-phone', authenticate(), validate('json', smsPhoneSchema), async (c) => {
    const user = await signedIn(c);
    await refuseOverLimit(c, 'WRITE_LIMITER');
    const proof = await provenIdentity(c, c.req.valid('json').idToken);
    return c.json(await confirmSmsPhone(c.var.db, user, proof));
  })
  .delete('/notifications/sms-phone', authenticate(), activeAccount, rateLimit('WRITE_LIMITER'), async (c) =>
    c.json(await forgetSmsPhone(c.var.db, c.get('callerId'))),
  )
  // The bell's socket: the token is checked and the opener held to their budget before the upgrade
  // reaches the person's inbox object, which closes it when the token expires.
  .get('/notifications/socket', async (c) => {
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new Refusal('websocket-required');
    const { userId, expiresAt } = await callerClaims(c, socketProtocolToken);
    if (!(await withinLimit(c.env, 'SOCKET_LIMITER', userId))) {
      c.header('Retry-After', '60');
      throw new Refusal('too-many-requests');
    }
    c.set('callerId', userId);
    const user = await signedIn(c);
    const unread = await unreadOf(c.var.db, user.id);
    const answer = await notificationInbox(c.env, user.id).fetch(
      new Request(c.req.url, {
        headers: {
          Upgrade: 'websocket',
          [INBOX_USER_HEADER]: user.id,
          [INBOX_SESSION_ENDS_HEADER]: String(expiresAt),
          [INBOX_UNREAD_HEADER]: String(unread),
        },
      }),
    );
    return new Response(null, { status: answer.status, webSocket: answer.webSocket, headers: answer.headers });
  })
  .get('/push/key', (c) => c.json({ publicKey: c.env.VAPID_PUBLIC_KEY || null }))
  .post(
    '/push/subscriptions',
    authenticate(),
    activeAccount,
    rateLimit('WRITE_LIMITER'),
    validate('json', pushSubscriptionSchema),
    async (c) => {
      const push = { key: c.env.VAPID_PUBLIC_KEY || null, hosts: pushServiceHostsOf(c.env) };
      await addPushSubscription(c.var.db, c.get('callerId'), c.req.valid('json'), push);
      return c.json({ acknowledged: true }, 201);
    },
  )
  .delete(
    '/push/subscriptions',
    authenticate(),
    activeAccount,
    rateLimit('WRITE_LIMITER'),
    validate('json', pushEndpointSchema),
    async (c) => {
      await removePushSubscription(c.var.db, c.get('callerId'), c.req.valid('json').endpoint);
      return c.json({ acknowledged: true });
    },
  );
