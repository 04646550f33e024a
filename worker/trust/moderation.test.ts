import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, reports, users } from '../db/schema';
import { app } from '../app';
import { markListingSold } from '../listings/listing-life';
import { liftEndedSuspensions } from './moderation';
import { findListing } from '../listings/listing-writes';
import {
  api,
  insertCategory,
  json,
  listingInput,
  postListing,
  signedInUser,
  testDb,
  uploadedImage,
} from '../test/fixtures';
import { conversationPair, sendOverHttp, startConversation } from '../test/conversations';
import { book, bookingId, listingForSale, type Account } from '../test/orders';

const asAdmin = () => signedInUser('admin', { email: 'admin@thanda.test' });
const put = (path: string, body: unknown, auth: Record<string, string>) =>
  api(path, { ...json(body, auth), method: 'PUT' });
const report = (who: Account, targetType: string, targetId: string, reason = 'scam', note?: string) =>
  api('/reports', json({ targetType, targetId, reason, ...(note && { note }) }, who.auth));

/** The ids of the public first page of /allproduct, of a search for `q`, and of the carousel. */
async function publicIds(q?: string) {
  const page = await (await api('/allproduct?limit=100')).json<{ _id: string }[]>();
  const found = q
    ? await (await api(`/allproduct?limit=100&q=${encodeURIComponent(q)}`)).json<{ _id: string }[]>()
    : [];
  const advertised = await (await api('/advertise')).json<{ _id: string }[]>();
  return { page: page.map((p) => p._id), found: found.map((p) => p._id), advertised: advertised.map((p) => p._id) };
}

async function auditOf(targetId: string) {
  return testDb().select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);
}

async function myReports(who: Account) {
  return (await api('/reports/mine', { headers: who.auth })).json<
    { targetType: string; targetId: string; targetName: string; outcome: string | null }[]
  >();
}

describe('reports', () => {
  it('take one open report per signed-in reporter and target, answer it when sent again, never of their own listing or themself', async () => {
    const { seller, product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    expect((await api('/reports', json({ targetType: 'listing', targetId: product._id, reason: 'scam' }))).status).toBe(
      401,
    );
    const first = await report(buyer, 'listing', product._id, 'scam', 'Asked for bKash advance');
    expect(first.status).toBe(201);
    const { insertedId } = await first.json<{ insertedId: string }>();
    // The same report sent again (a double tap) answers the open one and writes nothing.
    for (const again of [
      await report(buyer, 'listing', product._id, 'scam', 'Asked for bKash advance'),
      await report(buyer, 'listing', product._id, 'misleading'),
    ]) {
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ acknowledged: true, insertedId });
    }
    expect(
      await testDb()
        .select({ id: reports.id, reason: reports.reason, note: reports.note })
        .from(reports)
        .where(and(eq(reports.targetId, product._id), eq(reports.reporterId, buyer.user.id))),
    ).toEqual([{ id: insertedId, reason: 'scam', note: 'Asked for bKash advance' }]);
    // Another reporter's report of the same listing is theirs.
    expect((await report(await signedInUser('buyer'), 'listing', product._id)).status).toBe(201);
    expect((await report(seller, 'listing', product._id)).status).toBe(403);
    expect((await report(buyer, 'user', buyer.user.id)).status).toBe(403);
    expect((await report(buyer, 'user', seller.user.id, 'offensive')).status).toBe(201);
    expect((await report(buyer, 'listing', 'no-such-listing')).status).toBe(404);
    expect((await report(buyer, 'user', 'no-such-user')).status).toBe(404);
    expect((await report(buyer, 'listing', product._id, 'spam')).status).toBe(400);
    expect((await report(buyer, 'planet', product._id)).status).toBe(400);

    const mine = await myReports(buyer);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          targetType: 'listing',
          targetId: product._id,
          targetName: product.name,
          outcome: null,
        }),
        expect.objectContaining({ targetType: 'user', targetId: seller.user.id, outcome: null }),
      ]),
    );
    expect(await myReports(seller)).toEqual([]);
  });

  it('are not filed by a suspended user, of a listing, a user or their conversation, until it is lifted', async () => {
    const { seller, product } = await listingForSale();
    const buyer = await signedInUser('buyer');
    const conversationId = await startConversation(buyer, product._id);
    const admin = await asAdmin();
    expect(
      (await put(`/moderation/users/${buyer.user.id}/suspend`, { reason: 'Fake reports' }, admin.auth)).status,
    ).toBe(200);
    for (const refused of [
      await report(buyer, 'listing', product._id),
      await report(buyer, 'user', seller.user.id, 'offensive'),
      await report(buyer, 'conversation', conversationId),
      await api(`/conversations/${conversationId}/report`, json({ reason: 'scam' }, buyer.auth)),
    ]) {
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ reason: 'account-suspended' });
    }
    expect(await myReports(buyer)).toEqual([]);
    expect((await put(`/moderation/users/${buyer.user.id}/unsuspend`, {}, admin.auth)).status).toBe(200);
    expect((await report(buyer, 'listing', product._id)).status).toBe(201);
  });
});

describe('the moderation queue and its actions', () => {
  it('are for admins only', async () => {
    const { product, seller } = await listingForSale();
    for (const role of ['buyer', 'seller'] as const) {
      const caller = await signedInUser(role);
      expect((await api('/dashboard/moderation', { headers: caller.auth })).status).toBe(403);
      expect((await api('/dashboard/audit-log', { headers: caller.auth })).status).toBe(403);
      expect((await put(`/moderation/listings/${product._id}/hide`, { reason: 'x' }, caller.auth)).status).toBe(403);
      expect((await put(`/moderation/listings/${product._id}/restore`, {}, caller.auth)).status).toBe(403);
      expect((await put(`/moderation/users/${seller.user.id}/suspend`, { reason: 'x' }, caller.auth)).status).toBe(403);
      expect((await put(`/moderation/users/${seller.user.id}/unsuspend`, {}, caller.auth)).status).toBe(403);
      const dismissal = { targetType: 'listing', targetId: product._id };
      expect((await api('/moderation/dismiss', json(dismissal, caller.auth))).status).toBe(403);
    }
    expect((await api('/dashboard/moderation')).status).toBe(401);
    expect(await auditOf(product._id)).toEqual([]);
  });

  it('group open reports by target with the listing in context; hiding takes it out of every public place', async () => {
    const { seller, product } = await listingForSale();
    await put(`/advertise/${product._id}`, {}, seller.auth);
    const bookedBuyer = await signedInUser('buyer');
    const booked = await bookingId(bookedBuyer, product._id);
    const reporters = [await signedInUser('buyer'), await signedInUser('buyer')];
    for (const reporter of reporters) await report(reporter, 'listing', product._id, 'scam', 'Wants advance payment');
    const admin = await asAdmin();

    const queue = await (
      await api('/dashboard/moderation', { headers: admin.auth })
    ).json<{
      reported: { targetType: string; targetId: string; count: number; listing: Record<string, unknown> }[];
    }>();
    const group = queue.reported.find((entry) => entry.targetId === product._id);
    expect(group).toMatchObject({
      targetType: 'listing',
      count: 2,
      listing: { name: product.name, sellerId: seller.user.id, moderation: null },
    });
    expect((await publicIds('Gree')).page).toContain(product._id);

    expect((await put(`/moderation/listings/${product._id}/hide`, {}, admin.auth)).status).toBe(400);
    const hide = await put(
      `/moderation/listings/${product._id}/hide`,
      { reason: 'Asks for advance payment' },
      admin.auth,
    );
    expect(hide.status).toBe(200);
    expect(await hide.json()).toEqual({ acknowledged: true, closedCount: 2 });

    const after = await publicIds('Gree');
    expect(after.page).not.toContain(product._id);
    expect(after.found).not.toContain(product._id);
    expect(after.advertised).not.toContain(product._id);
    expect((await api(`/listings/${product._id}`)).status).toBe(404);
    expect((await book(await signedInUser('buyer'), product._id)).status).toBe(404);
    // A buyer who booked before it was hidden cannot start paying for it.
    const early = await api('/create-payment-intent', json({ bookingId: booked }, bookedBuyer.auth));
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ message: 'Sorry, this listing is no longer available.' });
    // The seller sees why; the reporters see what was done.
    const own = await (
      await api(`/product/${seller.user.email}`, { headers: seller.auth })
    ).json<{ _id: string; moderation: string; moderationReason: string }[]>();
    expect(own.find((p) => p._id === product._id)).toMatchObject({
      moderation: 'hidden',
      moderationReason: 'Asks for advance payment',
    });
    for (const reporter of reporters) {
      expect((await myReports(reporter)).find((r) => r.targetId === product._id)).toMatchObject({
        outcome: 'listing-hidden',
      });
    }
    const queued = await (
      await api('/dashboard/moderation', { headers: admin.auth })
    ).json<{
      reported: { targetId: string }[];
    }>();
    expect(queued.reported.map((entry) => entry.targetId)).not.toContain(product._id);

    expect((await put(`/moderation/listings/${product._id}/restore`, {}, admin.auth)).status).toBe(200);
    expect((await publicIds('Gree')).found).toContain(product._id);
    expect((await api(`/listings/${product._id}`)).status).toBe(200);
    // Restoring twice changes nothing and logs nothing.
    expect((await put(`/moderation/listings/${product._id}/restore`, {}, admin.auth)).status).toBe(409);
    expect((await auditOf(product._id)).map((entry) => [entry.action, entry.adminId, entry.reason])).toEqual([
      ['listing-hidden', admin.user.id, 'Asks for advance payment'],
      ['listing-restored', admin.user.id, null],
    ]);
  });

  it('dismisses reports once, and an admin deleting the listing closes its reports as deleted', async () => {
    const { product } = await listingForSale();
    const reporter = await signedInUser('buyer');
    await report(reporter, 'listing', product._id, 'duplicate');
    const admin = await asAdmin();
    const dismissal = { targetType: 'listing', targetId: product._id, reason: 'Not a duplicate' };
    expect((await api('/moderation/dismiss', json(dismissal, admin.auth))).status).toBe(200);
    expect((await api('/moderation/dismiss', json(dismissal, admin.auth))).status).toBe(404);
    expect((await myReports(reporter))[0]).toMatchObject({ outcome: 'dismissed' });

    await report(reporter, 'listing', product._id, 'prohibited');
    expect((await api(`/product/${product._id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);
    expect((await myReports(reporter))[0]).toMatchObject({ outcome: 'deleted' });
    expect((await auditOf(product._id)).map((entry) => entry.action)).toEqual(['report-dismissed', 'listing-deleted']);
  });
});

describe('suspension', () => {
  it('lets a suspended seller sign in and read, but not list, and takes their listings out of the lists', async () => {
    const { seller, product, category } = await listingForSale();
    const admin = await asAdmin();
    const buyer = await signedInUser('buyer');
    await report(buyer, 'user', seller.user.id, 'scam');
    expect((await put(`/moderation/users/${admin.user.id}/suspend`, { reason: 'x' }, admin.auth)).status).toBe(403);
    expect((await put(`/moderation/users/no-such-user/suspend`, { reason: 'x' }, admin.auth)).status).toBe(404);
    const past = { reason: 'Scam', until: '2020-01-01' };
    expect((await put(`/moderation/users/${seller.user.id}/suspend`, past, admin.auth)).status).toBe(400);

    // A photo sent before the suspension: sending one after it is refused too.
    const img = await uploadedImage(seller.auth);
    const suspend = await put(`/moderation/users/${seller.user.id}/suspend`, { reason: 'Fake listings' }, admin.auth);
    expect(suspend.status).toBe(200);
    expect(await suspend.json()).toEqual({ acknowledged: true, closedCount: 1 });

    expect((await publicIds()).page).not.toContain(product._id);
    expect((await api(`/listings/${product._id}`)).status).toBe(404);
    const refused = await postListing(seller, category.id, { img }).catch((error: Error) => error.message);
    expect(refused).toContain('403');
    expect(refused).toContain('account-suspended');
    const standing = await (await api('/account/standing', { headers: seller.auth })).json();
    expect(standing).toMatchObject({ suspension: { reason: 'Fake listings', until: null } });
    expect((await api(`/product/${seller.user.email}`, { headers: seller.auth })).status).toBe(200);
    expect((await myReports(buyer))[0]).toMatchObject({ outcome: 'user-suspended' });
    // The admins' tables read who is suspended beside the SPEC's rows.
    const suspended = await (await api('/dashboard/suspensions', { headers: admin.auth })).json<{ _id: string }[]>();
    expect(suspended).toContainEqual(expect.objectContaining({ _id: seller.user.id, reason: 'Fake listings' }));
    expect((await api('/dashboard/suspensions', { headers: seller.auth })).status).toBe(403);

    expect((await put(`/moderation/users/${seller.user.id}/unsuspend`, {}, admin.auth)).status).toBe(200);
    expect((await put(`/moderation/users/${seller.user.id}/unsuspend`, {}, admin.auth)).status).toBe(409);
    expect((await publicIds()).page).toContain(product._id);
    expect(await (await api('/account/standing', { headers: seller.auth })).json()).toEqual({ suspension: null });
    expect((await auditOf(seller.user.id)).map((entry) => entry.action)).toEqual([
      'user-suspended',
      'user-unsuspended',
    ]);
  });

  it('stops a suspended buyer booking, paying and messaging; an end date lifts it by itself', async () => {
    const { seller, product } = await listingForSale();
    const other = await listingForSale();
    const buyer = await signedInUser('buyer');
    expect((await book(buyer, product._id)).status).toBe(201);
    const conversation = await (
      await api('/conversations', json({ productId: product._id }, buyer.auth))
    ).json<{ conversationId: string }>();
    const admin = await asAdmin();
    const until = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await put(`/moderation/users/${buyer.user.id}/suspend`, { reason: 'Spam', until }, admin.auth)).status,
    ).toBe(200);

    const booking = await book(buyer, other.product._id);
    expect(booking.status).toBe(403);
    expect(await booking.json()).toMatchObject({ reason: 'account-suspended' });
    expect((await api('/conversations', json({ productId: other.product._id }, buyer.auth))).status).toBe(403);
    const message = await api(
      `/conversations/${conversation.conversationId}/messages`,
      json({ clientId: crypto.randomUUID(), text: 'Hello?' }, buyer.auth),
    );
    expect(message.status).toBe(403);
    const [own] = await (await api('/myorders', { headers: buyer.auth })).json<{ _id: string }[]>();
    expect((await api('/create-payment-intent', json({ bookingId: own!._id }, buyer.auth))).status).toBe(403);
    // The seller still writes to the conversation.
    expect(
      (
        await api(
          `/conversations/${conversation.conversationId}/messages`,
          json({ clientId: crypto.randomUUID(), text: 'Still there?' }, seller.auth),
        )
      ).status,
    ).toBe(201);

    // The end comes: the minute cron lifts it.
    await testDb()
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, buyer.user.id));
    expect(await liftEndedSuspensions(testDb())).toBeGreaterThanOrEqual(1);
    expect(await (await api('/account/standing', { headers: buyer.auth })).json()).toEqual({ suspension: null });
    expect((await book(buyer, other.product._id)).status).toBe(201);
  });
});

describe('a reported conversation in the queue', () => {
  it('shows its newest 20 messages, oldest first, read from the conversation’s object', async () => {
    const { seller, buyer, id } = await conversationPair();
    for (let n = 1; n <= 22; n++) await sendOverHttp(n % 2 ? buyer : seller, id, `Message ${n}`);
    expect((await report(buyer, 'conversation', id, 'scam')).status).toBe(201);
    const queue = await (
      await api('/dashboard/moderation', { headers: (await asAdmin()).auth })
    ).json<{ reported: { targetId: string; conversation: { messages: { seq: number; text: string }[] } }[] }>();
    const { messages } = queue.reported.find((entry) => entry.targetId === id)!.conversation;
    expect(messages.map((message) => message.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 3));
    expect(messages[0]).toMatchObject({ conversationId: id, senderId: buyer.user.id, text: 'Message 3' });
  });
});

describe('what an action that cannot apply leaves alone', () => {
  it('hiding a sold listing refuses and keeps its reports open; a deleted seller stays gone when a suspension ends', async () => {
    const { seller, product } = await listingForSale();
    const reporter = await signedInUser('buyer');
    await report(reporter, 'listing', product._id, 'scam');
    expect((await api(`/product/${product._id}`, { method: 'PUT', headers: seller.auth })).status).toBe(200);
    const admin = await asAdmin();
    const hide = await put(`/moderation/listings/${product._id}/hide`, { reason: 'Scam' }, admin.auth);
    expect(hide.status).toBe(409);
    expect((await myReports(reporter))[0]).toMatchObject({ outcome: null });
    expect(await auditOf(product._id)).toEqual([]);

    const other = await listingForSale();
    const until = new Date(Date.now() + 86_400_000).toISOString();
    await put(`/moderation/users/${other.seller.user.id}/suspend`, { reason: 'Fake', until }, admin.auth);
    expect((await api(`/user/${other.seller.user.id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);
    expect((await put(`/moderation/users/${other.seller.user.id}/unsuspend`, {}, admin.auth)).status).toBe(404);
    await testDb()
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, other.seller.user.id));
    await liftEndedSuspensions(testDb());
    expect((await publicIds()).page).not.toContain(other.product._id);
    expect((await api(`/listings/${other.product._id}`)).status).toBe(404);
  });
});

describe('the audit log', () => {
  it('records every admin action with who, what, target, reason and when, newest first, for admins only', async () => {
    const admin = await asAdmin();
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const listing = await postListing(seller, category.id);
    expect((await put(`/verifyseller/${seller.user.email}`, {}, admin.auth)).status).toBe(200);
    await put(`/moderation/listings/${listing._id}/hide`, { reason: 'Blurry photos of another unit' }, admin.auth);
    expect((await api(`/user/${seller.user.id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);

    const log = await (
      await api('/dashboard/audit-log', { headers: admin.auth })
    ).json<{
      entries: { action: string; targetId: string; targetName: string; adminName: string; reason: string | null }[];
    }>();
    const ours = log.entries.filter((entry) => [seller.user.id, listing._id].includes(entry.targetId));
    expect(ours.map((entry) => [entry.action, entry.targetName, entry.reason])).toEqual([
      ['user-deleted', seller.user.name, null],
      ['listing-hidden', listing.name, 'Blurry photos of another unit'],
      ['seller-verified', seller.user.name, null],
    ]);
    expect(ours.every((entry) => entry.adminName === admin.user.name)).toBe(true);
    expect((await api('/dashboard/audit-log?before=nonsense', { headers: admin.auth })).status).toBe(400);
  });

  it("records an admin marking someone's listing sold, once, and not a seller marking their own", async () => {
    const admin = await asAdmin();
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const theirs = await postListing(seller, category.id);
    const own = await postListing(seller, category.id);
    const markSold = (id: string, who: Account) => api(`/product/${id}`, { method: 'PUT', headers: who.auth });

    expect((await markSold(theirs._id, admin)).status).toBe(200);
    expect((await markSold(theirs._id, admin)).status).toBe(200);
    expect((await markSold(own._id, seller)).status).toBe(200);

    expect((await auditOf(theirs._id)).map((entry) => [entry.action, entry.adminId])).toEqual([
      ['listing-marked-sold', admin.user.id],
    ]);
    expect(await auditOf(own._id)).toEqual([]);
  });

  it('writes no entry for a listing sold since the request read it (two calls at once)', async () => {
    const admin = await asAdmin();
    const seller = await signedInUser('seller');
    const listing = await postListing(seller, (await insertCategory()).id);
    const asRead = (await findListing(testDb(), listing._id))!;
    expect((await api(`/product/${listing._id}`, { method: 'PUT', headers: seller.auth })).status).toBe(200);

    const late = await markListingSold(testDb(), asRead, { ...admin.user, role: 'admin' });
    expect(late).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    expect(await auditOf(listing._id)).toEqual([]);
  });

  it("keeps a suspension's end beside the reason, and gives it to the log's reader", async () => {
    const admin = await asAdmin();
    const buyer = await signedInUser('buyer');
    // A month from now: the API refuses an end in the past.
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await put(`/moderation/users/${buyer.user.id}/suspend`, { reason: 'Spam (again)', until }, admin.auth);
    await put(`/moderation/users/${buyer.user.id}/unsuspend`, {}, admin.auth);
    await put(`/moderation/users/${buyer.user.id}/suspend`, { reason: 'Spam' }, admin.auth);

    const log = await (
      await api('/dashboard/audit-log', { headers: admin.auth })
    ).json<{ entries: { action: string; targetId: string; reason: string | null; until: string | null }[] }>();
    const ours = log.entries.filter((entry) => entry.targetId === buyer.user.id);
    expect(ours.map(({ action, reason, until }) => [action, reason, until])).toEqual([
      ['user-suspended', 'Spam', null],
      ['user-unsuspended', null, null],
      ['user-suspended', 'Spam (again)', until],
    ]);
  });

  it('moves the end of a suspension written into the reason by earlier versions (migration 0020)', async () => {
    const admin = await asAdmin();
    const buyer = await signedInUser('buyer');
    const entry = (id: string, reason: string, action = 'user-suspended') =>
      env.DB.prepare(
        "INSERT INTO audit_log (id, admin_id, action, target_type, target_id, reason) VALUES (?, ?, ?, 'user', ?, ?)",
      )
        .bind(id, admin.user.id, action, buyer.user.id, reason)
        .run();
    await entry('dated', 'Scam (until 2026-12-03T10:15:30.123Z)');
    await entry('undated', 'Fake photos (until they send real ones)');
    await entry('other', 'Spam (until 2027-01-01T00:00:00.000Z)', 'user-unsuspended');

    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0020'))!;
    await env.DB.prepare('ALTER TABLE audit_log DROP COLUMN until').run();
    for (const query of migration.queries) await env.DB.prepare(query).run();

    const rows = await auditOf(buyer.user.id);
    expect(rows.map(({ id, reason, until }) => [id, reason, until?.toISOString() ?? null]).sort()).toEqual([
      ['dated', 'Scam', '2026-12-03T10:15:30.123Z'],
      ['other', 'Spam (until 2027-01-01T00:00:00.000Z)', null],
      ['undated', 'Fake photos (until they send real ones)', null],
    ]);
  });

  it('keeps every entry through migration 0019, which rebuilt the log to take a new action', async () => {
    const admin = await asAdmin();
    const seller = await signedInUser('seller');
    expect((await put(`/verifyseller/${seller.user.email}`, {}, admin.auth)).status).toBe(200);
    const before = await auditOf(seller.user.id);
    expect(before).toHaveLength(1);

    // 0019 rebuilt the table as it was then; 0020 adds its column again, as it did after it.
    for (const name of ['0019', '0020']) {
      const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith(name))!;
      for (const query of migration.queries) await env.DB.prepare(query).run();
    }

    expect(await auditOf(seller.user.id)).toEqual(before);
    const refused = env.DB.prepare(
      "INSERT INTO audit_log (id, admin_id, action, target_type, target_id) VALUES ('x', ?, 'listing-burned', 'listing', 'y')",
    ).bind(admin.user.id);
    await expect(refused.run()).rejects.toThrow(/CHECK constraint failed/);
  });
});

describe('review before publishing (LISTING_REVIEW=on)', () => {
  const reviewing = { ...env, LISTING_REVIEW: 'on' };

  it('keeps a new listing out of the lists as "pending" until an admin approves it; a rejected one returns to review when edited', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const publish = async (name: string) => {
      const img = await uploadedImage(seller.auth);
      const res = await app.request(
        '/api/product',
        json(listingInput(category.id, img, { name }), seller.auth),
        reviewing,
      );
      expect(res.status).toBe(201);
      return (await res.json<{ insertedId: string }>()).insertedId;
    };
    const first = await publish('Gree pending review');
    const second = await publish('Gree to be rejected');
    const own = async () =>
      (await api(`/product/${seller.user.email}`, { headers: seller.auth })).json<
        { _id: string; moderation: string | null; moderationReason: string | null }[]
      >();
    expect((await own()).filter((p) => [first, second].includes(p._id)).map((p) => p.moderation)).toEqual([
      'pending',
      'pending',
    ]);
    expect((await publicIds('Gree')).found).not.toContain(first);
    expect((await api(`/listings/${first}`)).status).toBe(404);

    const admin = await asAdmin();
    const queue = await (
      await api('/dashboard/moderation', { headers: admin.auth })
    ).json<{
      pending: { _id: string }[];
    }>();
    expect(queue.pending.map((p) => p._id)).toEqual(expect.arrayContaining([first, second]));
    expect((await put(`/moderation/listings/${first}/approve`, {}, seller.auth)).status).toBe(403);
    expect((await api(`/moderation/listings/${first}/approve`, { method: 'PUT', headers: admin.auth })).status).toBe(
      200,
    );
    expect((await api(`/moderation/listings/${first}/approve`, { method: 'PUT', headers: admin.auth })).status).toBe(
      409,
    );
    expect((await publicIds('Gree')).found).toContain(first);
    // A listing waiting for review is not public: hiding it would skip the review.
    expect((await put(`/moderation/listings/${second}/hide`, { reason: 'x' }, admin.auth)).status).toBe(409);
    expect((await put(`/moderation/listings/${second}/reject`, {}, admin.auth)).status).toBe(400);
    expect((await put(`/moderation/listings/${second}/reject`, { reason: 'Stock photo' }, admin.auth)).status).toBe(
      200,
    );
    expect((await own()).find((p) => p._id === second)).toMatchObject({
      moderation: 'rejected',
      moderationReason: 'Stock photo',
    });

    // Editing the approved one needs no new review; editing the rejected one asks for it again.
    const edit = (id: string) =>
      api(`/product/${id}`, { ...json({ about: 'New photos of my own unit.' }, seller.auth), method: 'PATCH' });
    expect((await edit(first)).status).toBe(200);
    expect((await edit(second)).status).toBe(200);
    const after = await own();
    expect(after.find((p) => p._id === first)?.moderation).toBeNull();
    expect(after.find((p) => p._id === second)).toMatchObject({ moderation: 'pending', moderationReason: null });
    expect((await auditOf(second)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['listing-rejected', 'Stock photo'],
    ]);
    expect((await auditOf(first)).map((entry) => entry.action)).toEqual(['listing-approved']);
  });

  it('is off by default: a new listing goes live at once', async () => {
    const seller = await signedInUser('seller');
    const listing = await postListing(seller, (await insertCategory()).id, { name: 'Gree live at once' });
    expect((await publicIds('Gree live')).found).toContain(listing._id);
  });
});
