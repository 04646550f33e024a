/**
 * The Worker's queue handler (wrangler.toml `[[queues.consumers]]`, docs/decisions/028): it finds
 * whom an event concerns and writes their notifications (a request only says what happened), delivers
 * each notification (open tabs, Web Push, SMS), and matches listings that went live against saved
 * searches. A message whose work failed is retried (Queues waits `retry_delay` between tries); after
 * `max_retries` it goes to the dead-letter queue, whose consumer gives up the channels still owed on
 * the row, which stays in the app.
 */
import { and, inArray, isNull } from 'drizzle-orm';
import { createDb } from './db/client';
import { notifications } from './db/schema';
import type { Bindings } from './env';
import { smsDailyCapOf } from './lib/config';
import { errorName, log } from './lib/logger';
import {
  deliverNotification,
  notify,
  smsGatewayOf,
  tellWishers,
  vapidKeysOf,
  type DeliveryParts,
  type Notifier,
  type QueueMessage,
  type Telling,
} from './notifications';
import { tellAboutPayment } from './payments';
import { matchNewListing } from './saved-searches';
import { tellAboutModeration, tellAboutReview } from './trust';

export const DEAD_LETTER_QUEUE = 'thanda-notifications-dead';
/** Messages of a batch handled at once. */
const CONCURRENCY = 8;

export const deliveryPartsOf = (env: Bindings): DeliveryParts => ({
  db: createDb(env.DB),
  queue: env.NOTIFICATIONS,
  inboxes: env.INBOXES,
  vapid: vapidKeysOf(env),
  sms: smsGatewayOf(env),
  smsDailyCap: smsDailyCapOf(env),
});

/** Writes the notifications of something that happened (each teller reads whom it concerns). */
async function tellOf(notifier: Notifier, telling: Telling) {
  switch (telling.about) {
    case 'events':
      return notify(notifier, telling.events);
    case 'payment':
      return tellAboutPayment(notifier, telling.paymentId);
    case 'moderation':
      return tellAboutModeration(notifier, telling);
    case 'review':
      return tellAboutReview(notifier, telling.reviewId);
    case 'wishers':
      return tellWishers(notifier, telling.productId, telling);
  }
}

export async function consumeQueue(batch: MessageBatch<QueueMessage>, env: Bindings) {
  if (batch.queue === DEAD_LETTER_QUEUE) return giveUp(batch, env);
  const parts = deliveryPartsOf(env);
  const notifier = { db: parts.db, queue: parts.queue };
  // Several at a time: each waits mostly on D1 and on push services, and a batch can be 50.
  const waiting = [...batch.messages];
  const worker = async () => {
    for (let message = waiting.shift(); message; message = waiting.shift()) await handle(message);
  };
  const handle = async (message: Message<QueueMessage>) => {
    try {
      const body = message.body;
      let outcome: 'done' | 'retry' = 'done';
      if ('tell' in body) await tellOf(notifier, body.tell);
      else if ('listingLive' in body) await matchNewListing(notifier, body.listingLive);
      else outcome = await deliverNotification(parts, body.notificationId, { afterQuiet: body.afterQuiet === true });
      if (outcome === 'done') message.ack();
      else message.retry();
    } catch (error) {
      log('error', 'queue_message_failed', { attempts: message.attempts, error: errorName(error) });
      message.retry();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** Dead letters: the channels still owed are given up on (the row stays in the app), and logged. */
async function giveUp(batch: MessageBatch<QueueMessage>, env: Bindings) {
  const ids = batch.messages.flatMap((m) => ('notificationId' in m.body ? [m.body.notificationId] : []));
  if (ids.length > 0) {
    const db = createDb(env.DB);
    const now = new Date();
    await db.batch([
      db
        .update(notifications)
        .set({ pushAt: now })
        .where(and(inArray(notifications.id, ids), isNull(notifications.pushAt))),
      db
        .update(notifications)
        .set({ smsAt: now })
        .where(and(inArray(notifications.id, ids), isNull(notifications.smsAt))),
    ]);
  }
  log('error', 'queue_messages_dead_lettered', { count: batch.messages.length, notifications: ids.length });
  batch.ackAll();
}
