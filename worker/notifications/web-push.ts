/**
 * Web Push from the Worker (RFC 8291 encryption, RFC 8292 VAPID) with `@block65/webcrypto-web-push`,
 * which runs on Web Crypto in workerd; `web-push` needs Node. What the push service answers decides
 * the subscription's fate: 404 or 410 mean it is gone for good.
 */
import { buildPushPayload, type VapidKeys } from '@block65/webcrypto-web-push';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushPayload = { id: string; title: string; body: string; link: string };

/** What became of one push: delivered, the subscription is gone, or try again later. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** The VAPID keys and subject, or null when this deployment has no keys (push off). */
export function vapidKeysOf(env: {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}): VapidKeys | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY || !env.VAPID_SUBJECT) return null;
  return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT };
}

/** Pushes one notification to one browser. The topic lets the push service drop a repeat still waiting. */
export async function sendPush(vapid: VapidKeys, target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
  const request = await buildPushPayload(
    { data: payload, options: { ttl: 24 * 60 * 60, urgency: 'high', topic: payload.id.replace(/-/g, '') } },
    { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
    vapid,
  );
  try {
    const answer = await fetch(target.endpoint, { method: 'POST', headers: request.headers, body: request.body });
    await answer.body?.cancel();
    if (answer.ok) return 'sent';
    // Gone (404, 410), or refused for good (400, 401, 403: a bad subscription or key): forgotten.
    return [400, 401, 403, 404, 410].includes(answer.status) ? 'gone' : 'failed';
  } catch {
    return 'failed';
  }
}
