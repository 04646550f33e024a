import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications, notificationSettings, pushSubscriptions, smsSent, users } from '../db/schema';
import { api, json, signedInUser, testDb } from '../test/fixtures';
import { sendOverHttp, startConversation } from '../test/conversations';
import { bookingId, listingForSale, pay, type Account } from '../test/orders';
import { deliverNotification, minutesOfQuietLeft, type DeliveryParts } from './delivery';
import type { QueueMessage } from './notify';
import { consumeQueue, DEAD_LETTER_QUEUE } from '../queue-consumer';

type Row = { id: string; kind: string; params: Record<string, unknown>; link: string; read: boolean };
const put = (headers: Record<string, string>) => ({ method: 'PUT', headers });
const putJson = (body: unknown, headers: Record<string, string>) => ({ ...json(body, headers), method: 'PUT' });

async function inbox(account: Account) {
  const res = await api('/notifications', { headers: account.auth });
  expect(res.status).toBe(200);
  return res.json<{ notifications: Row[]; unread: number; next: string | null }>();
}

/** The queue's consumer writes notifications within its batch's second; give it a few. */
const QUEUED = { timeout: 10_000, interval: 100 };

const kinds = async (account: Account) => (await inbox(account)).notifications.map((n) => n.kind).sort();

afterEach(() => vi.restoreAllMocks());

describe('each event makes one notification for each person it concerns, and none for anyone else', () => {
  it('a booking tells its seller, once, and nobody else', async () => {
    const { seller, product } = await listingForSale(20_000);
    const buyer = await signedInUser('buyer', { name: 'Rahim Uddin' });
    const bystander = await signedInUser('buyer');
    await bookingId(buyer, product._id);
    // The queue's consumer writes it, a moment after the booking's answer.
    await expect.poll(() => kinds(seller), QUEUED).toEqual(['booking']);
    const [notice, ...others] = (await inbox(seller)).notifications;
    expect(others).toEqual([]);
    expect(notice).toMatchObject({ kind: 'booking', link: '/dashboard/mybuyers', read: false });
    expect(notice!.params).toMatchObject({ name: 'Rahim Uddin' });
    expect(await kinds(buyer)).toEqual([]);
    expect(await kinds(bystander)).toEqual([]);
  });

  it('a payment held tells the seller once however often it is recorded; the hand-over tells the buyer; a dispute the seller', async () => {
    const { seller, product } = await listingForSale(15_000);
    const buyer = await signedInUser('buyer');
    const booking = await bookingId(buyer, product._id);
    const { record, transactionId } = await pay(buyer, booking);
    const { insertedId: paymentId } = await record!.json<{ insertedId: string }>();
    // The buyer's page records it again on return: still one notification.
    const again = await api('/payments', json({ bookingId: booking, transactionId }, buyer.auth));
    expect([200, 201]).toContain(again.status);
    await expect.poll(() => kinds(seller), QUEUED).toEqual(['booking', 'payment-held']);
    const held = (await inbox(seller)).notifications.find((n) => n.kind === 'payment-held')!;
    expect(held.params).toMatchObject({ amountMinor: 1_500_000, currency: 'bdt' });
    expect(await kinds(buyer)).toEqual([]);

    // The seller hands it over: the buyer is told their 72 hours have started.
    expect((await api(`/payments/${paymentId}/handed-over`, put(seller.auth))).status).toBe(200);
    await expect.poll(() => kinds(buyer), QUEUED).toEqual(['payment-handed-over']);

    const disputed = await api(
      `/payments/${paymentId}/dispute`,
      json({ reason: 'not-cooling', details: 'It blows warm air after ten minutes.' }, buyer.auth),
    );
    expect(disputed.status).toBe(201);
    await expect.poll(() => kinds(seller), QUEUED).toEqual(['booking', 'payment-disputed', 'payment-held']);
    expect(await kinds(buyer)).toEqual(['payment-handed-over']);
  });

  it('a price drop tells each buyer wishing for it, a sale those who did not buy it, a review its seller', async () => {
    const { seller, product } = await listingForSale(30_000);
    const [wisher, other, bystander] = await Promise.all([1, 2, 3].map(() => signedInUser('buyer')));
    for (const buyer of [wisher, other])
      expect((await api('/wishlist', json({ productId: product._id }, buyer!.auth))).status).toBe(201);
    const patch = { ...json({ price: 27_500 }, seller.auth), method: 'PATCH' };
    expect((await api(`/product/${product._id}`, patch)).status).toBe(200);
    await expect.poll(() => kinds(wisher!), QUEUED).toEqual(['price-drop']);
    await expect.poll(() => kinds(other!), QUEUED).toEqual(['price-drop']);
    expect((await inbox(wisher!)).notifications[0]!.params).toMatchObject({ amountMinor: 2_750_000 });
    // A raise tells nobody.
    await api(`/product/${product._id}`, { ...json({ price: 29_000 }, seller.auth), method: 'PATCH' });
    const booking = await bookingId(wisher!, product._id);
    expect((await pay(wisher!, booking)).record!.status).toBe(201);
    await expect.poll(() => kinds(other!), QUEUED).toEqual(['price-drop', 'wish-sold']);
    expect(await kinds(wisher!)).toEqual(['price-drop']);
    expect(await kinds(bystander!)).toEqual([]);
    // The buyer reviews the seller: the seller is told who, and how many stars.
    const review = await api(
      '/reviews',
      json({ sellerId: seller.user.id, rating: 4, text: 'Cools well.' }, wisher!.auth),
    );
    expect(review.status).toBe(201);
    await expect
      .poll(async () => (await inbox(seller)).notifications.filter((n) => n.kind === 'review'), QUEUED)
      .toEqual([
        expect.objectContaining({ params: expect.objectContaining({ rating: 4 }), link: `/seller/${seller.user.id}` }),
      ]);
    expect(await kinds(wisher!)).toEqual(['price-drop']);
  });

  it('hiding a reported listing tells its seller why, and its reporter what became of the report', async () => {
    const { seller, product } = await listingForSale();
    const reporter = await signedInUser('buyer');
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    const report = { targetType: 'listing', targetId: product._id, reason: 'scam', details: 'Asks for money first.' };
    expect((await api('/reports', json(report, reporter.auth))).status).toBe(201);
    const hide = { ...json({ reason: 'The photos are of another unit.' }, admin.auth), method: 'PUT' };
    expect((await api(`/moderation/listings/${product._id}/hide`, hide)).status).toBe(200);
    await expect.poll(() => kinds(seller), QUEUED).toEqual(['listing-hidden']);
    await expect.poll(() => kinds(reporter), QUEUED).toEqual(['report-outcome']);
    expect((await inbox(seller)).notifications[0]!.params).toMatchObject({ reason: 'The photos are of another unit.' });
    expect((await inbox(reporter)).notifications[0]!.params).toMatchObject({ outcome: 'listing-hidden' });
    expect(await kinds(admin)).toEqual([]);
  });

  it('messages while away: one notification per unread run, to the other side only', async () => {
    const { seller, product } = await listingForSale();
    const buyer = await signedInUser('buyer', { name: 'Karim' });
    const conversation = await startConversation(buyer, product._id);
    expect((await sendOverHttp(buyer, conversation, 'Is it still cooling well?')).status).toBe(201);
    expect((await sendOverHttp(buyer, conversation, 'And the remote?')).status).toBe(201);
    // The conversation's object tells after answering the sender.
    await expect.poll(() => kinds(seller), QUEUED).toEqual(['message']);
    const rows = (await inbox(seller)).notifications;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'message', link: `/dashboard/messages/${conversation}` });
    expect(await kinds(buyer)).toEqual([]);
    // Once the seller has read them, the next message away starts a new run: told again.
    const read = await api(`/conversations/${conversation}/read`, json({ seq: 2 }, seller.auth));
    expect(read.status).toBe(200);
    expect((await sendOverHttp(buyer, conversation, 'Can I see it on Friday?')).status).toBe(201);
    await expect.poll(() => kinds(seller), QUEUED).toEqual(['message', 'message']);
  });
});

describe('reading notifications', () => {
  it('marks one read for its owner, and another person cannot even find it', async () => {
    const { seller, product } = await listingForSale();
    await bookingId(await signedInUser('buyer'), product._id);
    await expect.poll(async () => (await inbox(seller)).unread, QUEUED).toBe(1);
    const [notice] = (await inbox(seller)).notifications;
    const stranger = await signedInUser('seller');
    expect((await api(`/notifications/${notice!.id}/read`, put(stranger.auth))).status).toBe(404);
    expect((await inbox(seller)).unread).toBe(1);
    const read = await api(`/notifications/${notice!.id}/read`, put(seller.auth));
    expect(await read.json()).toEqual({ acknowledged: true, unread: 0 });
    expect((await inbox(seller)).notifications[0]!.read).toBe(true);
  });

  it('asks for sign-in, and shuts a deleted account out at once, token or not', async () => {
    expect((await api('/notifications')).status).toBe(401);
    expect((await api('/notifications/settings')).status).toBe(401);
    const gone = await signedInUser('buyer');
    await testDb().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    for (const path of ['/notifications', '/notifications/unread', '/notifications/settings'])
      expect((await api(path, { headers: gone.auth })).status, path).toBeGreaterThanOrEqual(401);
  });

  it('tells a seller of a booking once a day, however often it is cancelled and made again', async () => {
    const { seller, product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const booking = await bookingId(buyer, product._id);
    for (let i = 0; i < 3; i++) {
      expect((await api(`/bookings/${booking}/cancel`, put(buyer.auth))).status).toBe(200);
      expect(await bookingId(buyer, product._id)).toBe(booking);
    }
    await expect.poll(() => kinds(seller), QUEUED).toEqual(['booking']);
  });
});

describe('settings', () => {
  it('keeps preferences and quiet hours, and offers SMS only for what must not be missed', async () => {
    const user = await signedInUser('seller');
    const saved = await api(
      '/notifications/settings',
      putJson(
        {
          preferences: [{ kind: 'booking', channel: 'push', enabled: false }],
          quietHours: { from: 22 * 60, to: 7 * 60 },
          language: 'bn',
        },
        user.auth,
      ),
    );
    const settings = await (
      await api('/notifications/settings', { headers: user.auth })
    ).json<{
      preferences: { kind: string; channel: string; enabled: boolean }[];
      quietHours: unknown;
      language: string;
    }>();
    expect(saved.status).toBe(200);
    expect(settings.quietHours).toEqual({ from: 1320, to: 420 });
    expect(settings.language).toBe('bn');
    expect(settings.preferences).toContainEqual({ kind: 'booking', channel: 'push', enabled: false });
    expect(settings.preferences).toContainEqual({ kind: 'booking', channel: 'sms', enabled: true });
    expect(settings.preferences.some((p) => p.kind === 'review' && p.channel === 'sms')).toBe(false);
  });

  it('refuses quiet hours that start and end together', async () => {
    const user = await signedInUser('buyer');
    const res = await api('/notifications/settings', putJson({ quietHours: { from: 60, to: 60 } }, user.auth));
    expect(res.status).toBe(400);
  });
});

describe('malformed settings and subscriptions are refused, and nothing is written', () => {
  const settingsBodies: unknown[] = [
    { preferences: [{ kind: 'telepathy', channel: 'push', enabled: false }] },
    { preferences: [{ kind: 'booking', channel: 'pigeon', enabled: false }] },
    { preferences: [{ kind: 'booking', channel: 'push', enabled: 'no' }] },
    { preferences: 'all' },
    { quietHours: { from: -1, to: 60 } },
    { quietHours: { from: 60, to: 1440 } },
    { quietHours: { from: 1.5, to: 60 } },
    { quietHours: { from: '22:00', to: '07:00' } },
    { language: 'fr' },
    { language: { $ne: null } },
    ['a list'],
    'text',
  ];
  it.each(settingsBodies.map((body) => [JSON.stringify(body), body]))(
    'PUT /notifications/settings %s: 400',
    async (_, body) => {
      const user = await signedInUser('buyer');
      const res = await api('/notifications/settings', putJson(body, user.auth));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ reason: expect.any(String), message: expect.any(String) });
      expect(
        await testDb().select().from(notificationSettings).where(eq(notificationSettings.userId, user.user.id)),
      ).toEqual([]);
    },
  );

  it('refuses broken push subscriptions and one made with another key, keeps a good one until it is removed', async () => {
    const user = await signedInUser('buyer');
    const keys = await browserKeys();
    const good = { endpoint: 'https://push.example.test/abc', keys, vapidKey: 'B'.repeat(87), language: 'en' };
    const bodies = [
      { ...good, endpoint: 'javascript:alert(1)' },
      { ...good, endpoint: `https://push.example.test/${'x'.repeat(1000)}` },
      { ...good, keys: { p256dh: 'not base64!', auth: keys.auth } },
      { ...good, keys: { p256dh: keys.p256dh } },
      { ...good, language: 'xx' },
      { endpoint: good.endpoint },
      // Any https address but a push service's: the Worker would POST there for every notification.
      { ...good, endpoint: 'https://attacker.example.com/collect' },
      { ...good, endpoint: 'http://push.example.test/abc' },
    ];
    for (const body of bodies) expect((await api('/push/subscriptions', json(body, user.auth))).status).toBe(400);
    // Made with a key that is not this deployment's: it could never be pushed to.
    const stale = await api('/push/subscriptions', json(good, user.auth));
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ reason: 'push-key-changed' });
    const mine = () => testDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.user.id));
    expect(await mine()).toEqual([]);
    const { publicKey } = await (await api('/push/key')).json<{ publicKey: string }>();
    expect((await api('/push/subscriptions', json({ ...good, vapidKey: publicKey }, user.auth))).status).toBe(201);
    expect(await mine()).toHaveLength(1);
    // Another person cannot remove it; its owner can.
    const stranger = await signedInUser('buyer');
    await api('/push/subscriptions', { ...json({ endpoint: good.endpoint }, stranger.auth), method: 'DELETE' });
    expect(await mine()).toHaveLength(1);
    expect(
      (await api('/push/subscriptions', { ...json({ endpoint: good.endpoint }, user.auth), method: 'DELETE' })).status,
    ).toBe(200);
    expect(await mine()).toEqual([]);
  });
});

/** A VAPID key pair, made here: the test's own push sender. */
async function vapidKeys() {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
  ])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const jwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  const publicKey = btoa(String.fromCharCode(...raw))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return { publicKey, privateKey: jwk.d!, subject: 'mailto:support@thanda.com.bd' };
}

/** A browser's subscription keys: a P-256 public key and a 16-byte secret. */
async function browserKeys() {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const b64 = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return { p256dh: b64(raw), auth: b64(crypto.getRandomValues(new Uint8Array(16))) };
}

/** A notification row written without the queue, so only the test delivers it. */
async function storedNotification(userId: string, kind: 'booking' | 'review' = 'booking') {
  const [row] = await testDb()
    .insert(notifications)
    .values({
      id: crypto.randomUUID(),
      userId,
      kind,
      key: crypto.randomUUID(),
      params: { name: 'Rahim', product: 'LG 1.5 ton' },
      link: '/dashboard/mybuyers',
    })
    .returning();
  return row!;
}

function deliveryParts(overrides: Partial<DeliveryParts> & { sent?: QueueMessage[] } = {}): DeliveryParts {
  const sent = overrides.sent ?? [];
  return {
    db: testDb(),
    queue: {
      send: async (body: QueueMessage) => void sent.push(body),
      sendBatch: async () => undefined,
    } as unknown as Queue<QueueMessage>,
    inboxes: env.INBOXES,
    vapid: null,
    sms: null,
    smsDailyCap: 5,
    ...overrides,
  };
}

/** Push service answers, by endpoint: the status each POST gets. */
function pushService(status: number) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new Request(input).url;
    calls.push(url);
    return new Response(null, { status });
  });
  return calls;
}

async function subscribed(userId: string, vapidKey: string) {
  const endpoint = `https://push.example.test/${crypto.randomUUID()}`;
  await testDb()
    .insert(pushSubscriptions)
    .values({ id: crypto.randomUUID(), userId, endpoint, vapidKey, ...(await browserKeys()) });
  return endpoint;
}

const rowOf = async (id: string) =>
  (await testDb().select().from(notifications).where(eq(notifications.id, id)).get())!;

describe('delivery by Web Push and SMS', () => {
  const noon = new Date('2026-06-01T06:00:00Z'); // 12:00 in Dhaka

  it('pushes to each browser subscribed with the current key, once, and forgets one made with an old key', async () => {
    const user = await signedInUser('seller');
    const vapid = await vapidKeys();
    const current = await subscribed(user.user.id, vapid.publicKey);
    const old = await subscribed(user.user.id, 'B-an-old-key-that-no-longer-signs');
    const calls = pushService(201);
    const row = await storedNotification(user.user.id);
    expect(await deliverNotification(deliveryParts({ vapid }), row.id, { now: noon })).toBe('done');
    expect(await deliverNotification(deliveryParts({ vapid }), row.id, { now: noon })).toBe('done');
    expect(calls).toEqual([current]);
    expect((await rowOf(row.id)).pushAt).not.toBeNull();
    const left = await testDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, old));
    expect(left).toEqual([]);
  });

  it('sends nothing for a kind its person turned off', async () => {
    const user = await signedInUser('seller');
    const vapid = await vapidKeys();
    await subscribed(user.user.id, vapid.publicKey);
    await api(
      '/notifications/settings',
      putJson({ preferences: [{ kind: 'booking', channel: 'push', enabled: false }] }, user.auth),
    );
    const calls = pushService(201);
    const row = await storedNotification(user.user.id);
    expect(await deliverNotification(deliveryParts({ vapid }), row.id, { now: noon })).toBe('done');
    expect(calls).toEqual([]);
  });

  it('waits out quiet hours: nothing now, the same delivery again when they end', async () => {
    const user = await signedInUser('seller');
    const vapid = await vapidKeys();
    await subscribed(user.user.id, vapid.publicKey);
    await api('/notifications/settings', putJson({ quietHours: { from: 11 * 60, to: 13 * 60 } }, user.auth));
    const calls = pushService(201);
    const sent: QueueMessage[] = [];
    const row = await storedNotification(user.user.id);
    expect(await deliverNotification(deliveryParts({ vapid, sent }), row.id, { now: noon })).toBe('done');
    expect(calls).toEqual([]);
    expect(sent).toEqual([{ notificationId: row.id, afterQuiet: true }]);
    expect(minutesOfQuietLeft({ from: 11 * 60, to: 13 * 60 }, noon)).toBe(60);
    expect(minutesOfQuietLeft({ from: 22 * 60, to: 7 * 60 }, noon)).toBe(0);
  });

  it('a failed push is retried, then dead-lettered, and the row stays in the app', async () => {
    const user = await signedInUser('seller');
    const vapid = await vapidKeys();
    await subscribed(user.user.id, vapid.publicKey);
    pushService(503);
    const row = await storedNotification(user.user.id);
    expect(await deliverNotification(deliveryParts({ vapid }), row.id, { now: noon })).toBe('retry');
    expect((await rowOf(row.id)).pushAt).toBeNull();
    let acked = false;
    await consumeQueue(
      {
        queue: DEAD_LETTER_QUEUE,
        messages: [
          { id: '1', timestamp: new Date(), attempts: 6, body: { notificationId: row.id }, ack() {}, retry() {} },
        ],
        ackAll() {
          acked = true;
        },
        retryAll() {},
      } as unknown as MessageBatch<QueueMessage>,
      env,
    );
    expect(acked).toBe(true);
    const after = await rowOf(row.id);
    expect(after.pushAt).not.toBeNull();
    expect((await inbox(user)).notifications.map((n) => n.id)).toContain(row.id);
  });

  it.each([410, 404, 403])('a subscription the push service answers %i is forgotten', async (status) => {
    const user = await signedInUser('seller');
    const vapid = await vapidKeys();
    const endpoint = await subscribed(user.user.id, vapid.publicKey);
    pushService(status);
    const row = await storedNotification(user.user.id);
    expect(await deliverNotification(deliveryParts({ vapid }), row.id, { now: noon })).toBe('done');
    expect(await testDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);
  });

  it('texts a confirmed number once per notification, within the daily cap, and only for what must not be missed', async () => {
    const user = await signedInUser('seller');
    await testDb().insert(notificationSettings).values({ userId: user.user.id, smsPhone: '+8801711223344' });
    const texts: string[] = [];
    const sms = {
      send: async (phone: string, text: string) => (texts.push(`${phone} ${text}`), { id: String(texts.length) }),
    };
    const parts = deliveryParts({ sms, smsDailyCap: 2 });
    const first = await storedNotification(user.user.id);
    expect(await deliverNotification(parts, first.id, { now: noon })).toBe('done');
    expect(await deliverNotification(parts, first.id, { now: noon })).toBe('done');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/^\+8801711223344 Thanda: Rahim booked LG 1\.5 ton/);
    // A review is not texted.
    await deliverNotification(parts, (await storedNotification(user.user.id, 'review')).id, { now: noon });
    expect(texts).toHaveLength(1);
    // The cap: the second booking is texted, the third is not.
    await deliverNotification(parts, (await storedNotification(user.user.id)).id, { now: noon });
    await deliverNotification(parts, (await storedNotification(user.user.id)).id, { now: noon });
    expect(texts).toHaveLength(2);
    expect(await testDb().select().from(smsSent).where(eq(smsSent.userId, user.user.id))).toHaveLength(2);
  });

  it('sends a text at most once: a provider that did not answer clearly is not asked again', async () => {
    const user = await signedInUser('seller');
    await testDb().insert(notificationSettings).values({ userId: user.user.id, smsPhone: '+8801711223355' });
    let asked = 0;
    const sms = {
      send: async () => {
        asked++;
        throw new Error('timed out');
      },
    };
    const row = await storedNotification(user.user.id);
    expect(await deliverNotification(deliveryParts({ sms }), row.id, { now: noon })).toBe('done');
    expect(await deliverNotification(deliveryParts({ sms }), row.id, { now: noon })).toBe('done');
    expect(asked).toBe(1);
    expect(await testDb().select().from(smsSent).where(eq(smsSent.notificationId, row.id))).toHaveLength(1);
  });

  it('keeps a person’s newest 10 browsers', async () => {
    const user = await signedInUser('buyer');
    const { publicKey } = await (await api('/push/key')).json<{ publicKey: string }>();
    const endpoints = Array.from(
      { length: 11 },
      (_, i) => `https://push.example.test/device-${i}-${crypto.randomUUID()}`,
    );
    for (const endpoint of endpoints) {
      const body = { endpoint, keys: await browserKeys(), vapidKey: publicKey, language: 'en' };
      expect((await api('/push/subscriptions', json(body, user.auth))).status).toBe(201);
    }
    const kept = await testDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.user.id));
    expect(kept.map((s) => s.endpoint).sort()).toEqual(endpoints.slice(1).sort());
  });
});
