import type { Language } from '@shared/domain';
import { api, readJson } from '@/lib/api-client';

/** The deployment's VAPID public key (base64url), or null when it sends no pushes. */
export async function getPushKey() {
  return (await readJson(await api.push.key.$get())).publicKey;
}

/** Tells the server where to push to this browser, and with which key the subscription was made. */
export async function saveSubscription(subscription: PushSubscription, vapidKey: string, language: Language) {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave an incomplete push subscription.');
  await readJson(
    await api.push.subscriptions.$post({
      json: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, vapidKey, language },
    }),
  );
}

export async function deleteSubscription(endpoint: string) {
  await readJson(await api.push.subscriptions.$delete({ json: { endpoint } }));
}
