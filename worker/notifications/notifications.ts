/**
 * A person's notifications as the API tells them, their read marks, and their delivery choices:
 * preferences per kind and channel, quiet hours, language, the confirmed phone number SMS goes to,
 * and their browsers' push subscriptions (docs/decisions/028-notifications.md).
 */
import { and, count, desc, eq, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import {
  notificationChannels,
  notificationKinds,
  smsKinds,
  type Language,
  type NotificationChannel,
} from '../../shared/domain';
import type { NotificationKind } from '../../shared/domain';
import type { NotificationParams } from '../../shared/notification-texts';
import type { NotificationSettingsInput, PushSubscriptionInput } from '../../shared/schemas/notifications';
import { normalisePhone } from '../../shared/phone-numbers';
import type { FirebaseIdentity } from '../accounts';
import type { Db } from '../db/client';
import {
  notificationPreferences,
  notifications,
  notificationSettings,
  pushSubscriptions,
  type User,
} from '../db/schema';
import { Refusal } from '../lib/refusal';

export const NOTIFICATIONS_PAGE = 20;
/** Browsers a person receives pushes in, at most; a newer one replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

export type ApiNotification = {
  id: string;
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  read: boolean;
  createdAt: number;
};

type NotificationRow = typeof notifications.$inferSelect;

export const toApiNotification = (row: NotificationRow): ApiNotification => ({
  id: row.id,
  kind: row.kind,
  params: row.params as NotificationParams,
  link: row.link,
  read: row.readAt !== null,
  createdAt: row.createdAt.getTime(),
});

/**
 * Whether a kind can go out on a channel at all: push for every kind, SMS only for what must not be
 * missed. Each offered one is on until its person turns it off.
 */
export const channelOffered = (kind: NotificationKind, channel: NotificationChannel) =>
  channel === 'push' || (smsKinds as readonly NotificationKind[]).includes(kind);

export const unreadCount = (db: Db, userId: string) =>
  db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));

/** A page of the person's notifications, newest first, with the unread count. */
export async function notificationsPage(db: Db, userId: string, before?: { at: number; id: string }) {
  const [rows, [counted]] = await db.batch([
    db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          before
            ? or(
                lt(notifications.createdAt, new Date(before.at)),
                and(eq(notifications.createdAt, new Date(before.at)), lt(notifications.id, before.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_PAGE + 1),
    unreadCount(db, userId),
  ]);
  const page = rows.slice(0, NOTIFICATIONS_PAGE);
  const last = page.at(-1);
  return {
    notifications: page.map(toApiNotification),
    unread: counted?.unread ?? 0,
    next: rows.length > NOTIFICATIONS_PAGE && last ? `${last.createdAt.getTime()}_${last.id}` : null,
  };
}

export async function unreadOf(db: Db, userId: string) {
  const [counted] = await unreadCount(db, userId);
  return counted?.unread ?? 0;
}

/** Marks one of the person's notifications read (again is fine); another person's is not found. */
export async function markNotificationRead(db: Db, userId: string, id: string) {
  const [[row], [counted]] = await db.batch([
    db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${Date.now()})` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id }),
    unreadCount(db, userId),
  ]);
  if (!row) throw new Refusal('notification-not-found');
  return counted?.unread ?? 0;
}

export async function markAllRead(db: Db, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return 0;
}

export type DeliverySettings = {
  quietHours: { from: number; to: number } | null;
  language: Language;
  smsPhone: string | null;
  /** Whether each kind goes out on each channel, with the defaults filled in. */
  wants: (kind: NotificationKind, channel: NotificationChannel) => boolean;
};

const settingsReads = (db: Db, userId: string) =>
  [
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
  ] as const;

function toDeliverySettings(
  settings: (typeof notificationSettings.$inferSelect)[],
  preferences: (typeof notificationPreferences.$inferSelect)[],
): DeliverySettings {
  const [row] = settings;
  const chosen = new Map(preferences.map((p) => [`${p.kind}:${p.channel}`, p.enabled]));
  return {
    quietHours: row?.quietFrom != null && row.quietTo != null ? { from: row.quietFrom, to: row.quietTo } : null,
    language: row?.language === 'bn' ? 'bn' : 'en',
    smsPhone: row?.smsPhone ?? null,
    wants: (kind, channel) => channelOffered(kind, channel) && (chosen.get(`${kind}:${channel}`) ?? true),
  };
}

export async function deliverySettingsOf(db: Db, userId: string) {
  const [settings, preferences] = await db.batch(settingsReads(db, userId));
  return toDeliverySettings(settings, preferences);
}

/** The settings as the API answers them: every offered kind and channel, on or off. */
function toApiSettings(settings: DeliverySettings) {
  return {
    preferences: notificationKinds.flatMap((kind) =>
      notificationChannels
        .filter((channel) => channelOffered(kind, channel))
        .map((channel) => ({ kind, channel, enabled: settings.wants(kind, channel) })),
    ),
    quietHours: settings.quietHours,
    language: settings.language,
    smsPhone: settings.smsPhone,
  };
}

export async function settingsOf(db: Db, userId: string) {
  return toApiSettings(await deliverySettingsOf(db, userId));
}

/** Saves what the person changed, in one batch; answers the settings as they are now. */
export async function saveSettings(db: Db, userId: string, input: NotificationSettingsInput) {
  const offered = (input.preferences ?? []).filter((p) => channelOffered(p.kind, p.channel));
  const settingsValues: Partial<typeof notificationSettings.$inferInsert> = {};
  if (input.quietHours !== undefined) {
    settingsValues.quietFrom = input.quietHours?.from ?? null;
    settingsValues.quietTo = input.quietHours?.to ?? null;
  }
  if (input.language) settingsValues.language = input.language;
  await db.batch([
    db
      .insert(notificationSettings)
      .values({ userId, ...settingsValues })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { userId, ...settingsValues } }),
    ...offered.map((p) =>
      db
        .insert(notificationPreferences)
        .values({ userId, kind: p.kind, channel: p.channel, enabled: p.enabled })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
          set: { enabled: p.enabled },
        }),
    ),
  ]);
  return settingsOf(db, userId);
}

/**
 * Keeps the number Firebase confirmed on the person's account (a fresh ID token of theirs carries it)
 * as where their texts go: never a number the client typed.
 */
export async function confirmSmsPhone(db: Db, user: User, proof: FirebaseIdentity) {
  if (!user.firebaseUid || proof.uid !== user.firebaseUid) throw new Refusal('phone-proof-not-yours');
  if (!proof.phoneNumber) throw new Refusal('phone-not-confirmed');
  if (normalisePhone(proof.phoneNumber) !== proof.phoneNumber) throw new Refusal('phone-not-bangladeshi');
  await db
    .insert(notificationSettings)
    .values({ userId: user.id, smsPhone: proof.phoneNumber })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { smsPhone: proof.phoneNumber } });
  return settingsOf(db, user.id);
}

export async function forgetSmsPhone(db: Db, userId: string) {
  await db.update(notificationSettings).set({ smsPhone: null }).where(eq(notificationSettings.userId, userId));
  return settingsOf(db, userId);
}

/**
 * Keeps a browser's subscription for the person. The same endpoint again (the browser re-subscribed,
 * or another account signed in on it) now belongs to this person with its new keys.
 */
export async function addPushSubscription(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
  push: { key: string | null; hosts: readonly string[] },
) {
  if (!push.key) throw new Refusal('push-off');
  // The Worker will POST to this address: only a browser vendor's push service, never any other.
  if (!isPushService(new URL(input.endpoint), push.hosts)) throw new Refusal('push-service-unknown');
  if (input.vapidKey !== push.key) throw new Refusal('push-key-changed');
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    vapidKey: input.vapidKey,
    language: input.language,
  };
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(PUSH_SUBSCRIPTIONS_MAX);
  await db.batch([
    db
      .insert(pushSubscriptions)
      .values({ id: crypto.randomUUID(), ...values, createdAt: new Date() })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date() } }),
    // Each notification goes to every one of them: a person keeps their newest few devices.
    db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest))),
  ]);
}

/**
 * The push services of the browsers people use (Chrome and Edge, Firefox, Safari), by host; a
 * deployment can name more (PUSH_SERVICE_HOSTS: the local push service). https only.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
];

export function isPushService(endpoint: URL, extraHosts: readonly string[] = []) {
  if (endpoint.protocol !== 'https:') return false;
  const host = endpoint.hostname.toLowerCase();
  return [...PUSH_SERVICE_HOSTS, ...extraHosts].some((known) => host === known || host.endsWith(`.${known}`));
}

/** Forgets a browser's subscription, only the person's own. */
export async function removePushSubscription(db: Db, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}
