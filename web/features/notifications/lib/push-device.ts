/**
 * This browser's Web Push subscription. The service worker (web/service-worker/sw.ts, served at
 * /sw.js, which the app also registers for offline use: web/app/offline) shows what the Worker
 * pushes; a subscription is made for the deployment's VAPID key, and one made for an earlier key
 * no longer receives anything, so it is made again whenever the key has changed.
 */
import type { Language } from '@shared/domain';
import { getPushKey, saveSubscription, deleteSubscription } from '@/features/notifications/api/push';

const SERVICE_WORKER = '/sw.js';

/** Where this browser stands: it cannot, the site sends no pushes, the person blocked them, off or on. */
export type PushDevice = { status: 'unsupported' | 'unavailable' | 'blocked' | 'off' | 'on'; key: string | null };

export const pushSupported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** A base64url key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string) {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null, key: Uint8Array) {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** The registration's subscription for `key`: the one it has, or a new one (`changed`) in place of another key's. */
async function subscriptionFor(registration: ServiceWorkerRegistration, key: string) {
  const applicationServerKey = keyBytes(key);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, applicationServerKey)) {
    return { subscription: existing, changed: false };
  }
  await existing?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  return { subscription, changed: true };
}

/** The subscription this page's service worker holds, if any. */
async function existingSubscription() {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = (await registration?.pushManager.getSubscription()) ?? null;
  return registration && subscription ? { registration, subscription } : null;
}

/** Where this browser stands; a subscription made for an earlier key is made again on the way. */
export async function readPushDevice(language: Language): Promise<PushDevice> {
  if (!pushSupported()) return { status: 'unsupported', key: null };
  const key = await getPushKey();
  if (!key) return { status: 'unavailable', key };
  if (Notification.permission === 'denied') return { status: 'blocked', key };
  const existing = Notification.permission === 'granted' ? await existingSubscription() : null;
  if (!existing) return { status: 'off', key };
  const { subscription, changed } = await subscriptionFor(existing.registration, key);
  if (changed) await saveSubscription(subscription, key, language);
  return { status: 'on', key };
}

/**
 * Asks the browser's permission, registers the service worker, subscribes with `key` and tells the
 * server. Call it from a tap: browsers ask for permission only in answer to one.
 */
export async function turnOnPush(key: string, language: Language): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  await navigator.serviceWorker.register(SERVICE_WORKER);
  const { subscription } = await subscriptionFor(await navigator.serviceWorker.ready, key);
  // Told again even when the browser had it: the server may have dropped it (a push that failed).
  await saveSubscription(subscription, key, language);
  return permission;
}

/** The server forgets this browser first, so a failure leaves both sides as they were. */
export async function turnOffPush() {
  if (!pushSupported()) return;
  const existing = await existingSubscription();
  if (!existing) return;
  await deleteSubscription(existing.subscription.endpoint);
  await existing.subscription.unsubscribe();
}

/**
 * At start, for someone who already allowed notifications: a subscription made for an earlier key
 * is made again with the current one. A browser with no subscription is left alone (turned off).
 */
export async function renewPushSubscription(language: Language) {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const existing = await existingSubscription();
  if (!existing) return;
  const key = await getPushKey();
  if (!key) return;
  const { subscription, changed } = await subscriptionFor(existing.registration, key);
  if (changed) await saveSubscription(subscription, key, language);
}
