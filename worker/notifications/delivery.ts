/**
 * The queue consumer's work for one notification (docs/decisions/028-notifications.md): tell the
 * person's open tabs, push it to their browsers and text it to their confirmed number, as their
 * preferences allow. Push and SMS wait out quiet hours (a delayed message); each is marked done on
 * the row once finished, so a retried delivery never sends the same thing twice. A text is recorded
 * before it is sent and sent at most once: a crash or an unclear answer loses it rather than paying
 * for it twice.
 */
import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { notificationText, type NotificationParams } from '../../shared/notification-texts';
import type { Db } from '../db/client';
import { notifications, pushSubscriptions, smsSent, users } from '../db/schema';
import { bound, insertedRow } from '../db/inserted-row';
import type { Bindings } from '../env';
import { errorName, log } from '../lib/logger';
import { notificationInbox } from './notification-inbox';
import { deliverySettingsOf, toApiNotification, unreadOf } from './notifications';
import type { QueueMessage } from './notify';
import type { SmsGateway } from './sms-gateway';
import { sendPush, type PushOutcome } from './web-push';
import type { VapidKeys } from '@block65/webcrypto-web-push';

/** Bangladesh Standard Time: UTC+6 all year. */
const DHAKA_OFFSET_MINUTES = 6 * 60;
const DAY_MINUTES = 24 * 60;

export type DeliveryParts = {
  db: Db;
  queue: Queue<QueueMessage>;
  inboxes: Bindings['INBOXES'];
  vapid: VapidKeys | null;
  sms: SmsGateway | null;
  smsDailyCap: number;
};

/** Minutes after midnight in Bangladesh. */
const dhakaMinute = (at: Date) => (Math.floor(at.getTime() / 60_000) + DHAKA_OFFSET_MINUTES) % DAY_MINUTES;

/** Minutes until quiet hours end, or 0 outside them (a window may cross midnight: 22:00 to 07:00). */
export function minutesOfQuietLeft(quiet: { from: number; to: number } | null, at: Date) {
  if (!quiet) return 0;
  const minute = dhakaMinute(at);
  const inside =
    quiet.from < quiet.to ? minute >= quiet.from && minute < quiet.to : minute >= quiet.from || minute < quiet.to;
  return inside ? (quiet.to - minute + DAY_MINUTES) % DAY_MINUTES : 0;
}

/** When today began in Bangladesh: the SMS cap counts from there. */
const dhakaDayStart = (at: Date) => new Date(at.getTime() - dhakaMinute(at) * 60_000 - (at.getTime() % 60_000));

/** What the consumer does with the message after a delivery: done, or try again later. */
export type DeliveryOutcome = 'done' | 'retry';

/**
 * Delivers one notification. `afterQuiet` is set on the message that waited out quiet hours: the open
 * tabs were told the first time.
 */
export async function deliverNotification(
  parts: DeliveryParts,
  notificationId: string,
  { afterQuiet = false, now = new Date() } = {},
): Promise<DeliveryOutcome> {
  const { db } = parts;
  const [found] = await db
    .select({ row: notifications, deletedAt: users.deletedAt })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  if (!found) return 'done';
  const { row } = found;
  // A deleted account is sent nothing more; its row stays with its history.
  if (found.deletedAt) return 'done';
  if (!afterQuiet) await tellOpenTabs(parts, row);
  if (row.pushAt && row.smsAt) return 'done';
  const settings = await deliverySettingsOf(db, row.userId);
  const wait = minutesOfQuietLeft(settings.quietHours, now);
  if (wait > 0) {
    await parts.queue.send({ notificationId, afterQuiet: true }, { delaySeconds: wait * 60 });
    return 'done';
  }
  const pushed = row.pushAt ? true : await pushTo(parts, row, settings.wants(row.kind, 'push'), now);
  const texted = row.smsAt
    ? true
    : await textTo(parts, row, settings.wants(row.kind, 'sms') ? settings.smsPhone : null, settings.language, now);
  return pushed && texted ? 'done' : 'retry';
}

/** Tells the person's open tabs; a tab that missed it sees it on its next page load. */
async function tellOpenTabs(parts: DeliveryParts, row: typeof notifications.$inferSelect) {
  try {
    const unread = await unreadOf(parts.db, row.userId);
    await notificationInbox({ INBOXES: parts.inboxes }, row.userId).deliver(toApiNotification(row), unread);
  } catch (error) {
    log('warn', 'notification_tabs_not_told', { error: errorName(error) });
  }
}

/**
 * Pushes to each of the person's browsers subscribed with the current key (one made with an older
 * key cannot be pushed to and is forgotten; the SPA subscribes again). Answers whether push is done.
 */
async function pushTo(parts: DeliveryParts, row: typeof notifications.$inferSelect, wanted: boolean, now: Date) {
  const { db, vapid } = parts;
  if (wanted && vapid) {
    const targets = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.userId));
    const outcomes = await Promise.all(
      targets.map(async (target): Promise<[string, PushOutcome]> => {
        if (target.vapidKey !== vapid.publicKey) return [target.id, 'gone'];
        const text = notificationText(row.kind, row.params, target.language === 'bn' ? 'bn' : 'en');
        return [target.id, await sendPush(vapid, target, { id: row.id, ...text, link: row.link })];
      }),
    );
    const gone = outcomes.filter(([, outcome]) => outcome === 'gone').map(([id]) => id);
    if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    if (outcomes.some(([, outcome]) => outcome === 'failed')) return false;
  }
  await db.update(notifications).set({ pushAt: now }).where(eq(notifications.id, row.id));
  return true;
}

/** Texts the person's confirmed number, within the daily cap. Answers whether SMS is done. */
async function textTo(
  parts: DeliveryParts,
  row: typeof notifications.$inferSelect,
  phone: string | null,
  language: 'en' | 'bn',
  now: Date,
) {
  const { db, sms } = parts;
  const done = () => db.update(notifications).set({ smsAt: now }).where(eq(notifications.id, row.id));
  if (!phone || !sms) {
    await done();
    return true;
  }
  const smsId = crypto.randomUUID();
  // The record first, and only under the cap: a second delivery of this row, or a text past the cap, writes nothing.
  const [recorded] = await db
    .insert(smsSent)
    .select(
      db
        .select(
          insertedRow(smsSent, {
            id: bound(smsId),
            userId: notifications.userId,
            notificationId: notifications.id,
            phone: bound(phone),
            createdAt: bound(now.getTime()),
          }),
        )
        .from(notifications)
        .where(
          and(
            eq(notifications.id, row.id),
            isNull(notifications.smsAt),
            sql`(${sentSince(db, row.userId, dhakaDayStart(now))}) < ${parts.smsDailyCap}`,
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ id: smsSent.id });
  if (!recorded) {
    await done();
    return true;
  }
  // Names people chose are cut short in a text sent under Thanda's name: no room for a message of theirs.
  const { title, body } = notificationText(row.kind, shortNames(row.params), language);
  let sent: { id: string } | null = null;
  try {
    sent = await sms.send(phone, `Thanda: ${title}. ${body}`);
  } catch (error) {
    log('warn', 'sms_not_sent', { error: errorName(error) });
  }
  // At most once: a provider that timed out may still have sent it, so it is not sent again, and it
  // counts against the day's cap either way.
  if (sent) await db.batch([db.update(smsSent).set({ gatewayId: sent.id }).where(eq(smsSent.id, smsId)), done()]);
  else {
    await done();
    log('warn', 'sms_not_confirmed', { notificationId: row.id });
  }
  return true;
}

const SMS_NAME_MAX = 20;

const shortNames = (params: NotificationParams): NotificationParams => {
  const cut = (text: string | undefined) =>
    text && text.length > SMS_NAME_MAX ? `${text.slice(0, SMS_NAME_MAX - 1)}…` : text;
  return { ...params, name: cut(params.name), product: cut(params.product), search: cut(params.search) };
};

/** How many texts the person was sent since `since`. */
const sentSince = (db: Db, userId: string, since: Date) =>
  db
    .select({ sent: count() })
    .from(smsSent)
    .where(and(eq(smsSent.userId, userId), gte(smsSent.createdAt, since)));
