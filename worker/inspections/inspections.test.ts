import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, imageUploads, inspections, products, users } from '../db/schema';
import { HOLDS_CRON, runScheduled } from '../scheduled';
import { env } from 'cloudflare:test';
import { api, json, signedInUser, testDb, tinyPng, uploadedImage } from '../test/fixtures';
import { refusalProblems } from '../test/fuzz/check-answer';
import { unknownFields } from '../test/fuzz/payloads';
import { uniquePng } from '../test/images';
import { book, listingForSale, type Account } from '../test/orders';
import { inspectionEvents } from './inspection-notices';

const asAdmin = () => signedInUser('admin', { email: 'admin@thanda.test' });
const HOUR = 3_600_000;
/** A time the seller can offer: whole minutes, some hours ahead of now (never a fixed date). */
const ahead = (hours: number) => new Date(Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString();

const put = (path: string, body: unknown, auth: Record<string, string>) =>
  api(path, { ...json(body, auth), method: 'PUT' });

const row = async (id: string) => (await testDb().select().from(inspections).where(eq(inspections.id, id)))[0]!;
const productRow = async (id: string) => (await testDb().select().from(products).where(eq(products.id, id)))[0]!;
const auditActionsOf = async (id: string) =>
  (await testDb().select().from(auditLog).where(eq(auditLog.targetId, id))).map((entry) => entry.action).sort();

async function technician() {
  const admin = await asAdmin();
  const tech = await signedInUser('buyer', { name: 'Rahim Technician' });
  const res = await put(`/user/${tech.user.id}/technician`, {}, admin.auth);
  expect(res.status).toBe(200);
  return tech;
}

/** A listing with a time offered, and a buyer. */
async function offered() {
  const { seller, product } = await listingForSale(25000);
  const slot = ahead(26);
  const res = await put(`/products/${product._id}/inspection-slots`, { slots: [slot, ahead(50)] }, seller.auth);
  expect(res.status).toBe(200);
  const buyer = await signedInUser('buyer');
  return { seller, product, slot, buyer };
}

const ask = (user: Account, productId: string, slot: string) =>
  api('/inspections', json({ productId, slot, phone: '01711-223344' }, user.auth));

/** Requests and pays the fee with the demo card: the inspection is `requested`. */
async function paidInspection(user: Account, productId: string, slot: string) {
  const res = await ask(user, productId, slot);
  expect(res.status).toBe(201);
  const started = await res.json<{ inspectionId: string; clientSecret: string; gateway: string; amount: number }>();
  const paid = await api(
    `/inspections/${started.inspectionId}/demo-card`,
    json(
      { clientSecret: started.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
      user.auth,
    ),
  );
  expect(paid.status).toBe(200);
  expect(await paid.json()).toEqual({ outcome: 'paid' });
  return started.inspectionId;
}

async function scheduled() {
  const setup = await offered();
  const id = await paidInspection(setup.buyer, setup.product._id, setup.slot);
  const res = await put(
    `/inspections/${id}/schedule`,
    { address: 'House 12, Road 4, Dhanmondi', phone: '01811-000111' },
    setup.seller.auth,
  );
  expect(await res.json()).toEqual({ state: 'scheduled' });
  return { ...setup, id };
}

async function assigned() {
  const setup = await scheduled();
  const tech = await technician();
  const admin = await asAdmin();
  const res = await put(`/inspections/${setup.id}/assign`, { technicianId: tech.user.id }, admin.auth);
  expect(res.status).toBe(200);
  return { ...setup, tech, admin };
}

/** A photo the technician took at this visit, through the visit's own upload. */
async function visitPhoto(tech: Account, id: string) {
  const body = new FormData();
  body.set('image', new File([uniquePng()], 'plate.png'));
  const res = await api(`/inspections/${id}/photos`, { method: 'POST', body, headers: tech.auth });
  const answer = await res.json<{ data: { url: string } }>();
  return answer.data?.url;
}

const checklist = async (tech: Account, id: string, overrides: Record<string, unknown> = {}) => ({
  coolingDropC: '১১.৫',
  pressurePsi: 120,
  compressorAmps: 6.2,
  ratedAmps: 7,
  noiseOk: true,
  leaksFound: false,
  remoteOk: true,
  displayOk: true,
  serialNumber: 'GR-15-2021-00731',
  photos: [await visitPhoto(tech, id)],
  verdict: 'passed',
  notes: '',
  ...overrides,
});

describe('technicians', () => {
  it('an admin grants the role and takes it back, each in the audit log; nobody else may', async () => {
    const admin = await asAdmin();
    const person = await signedInUser('seller');
    const stranger = await signedInUser('seller');
    expect((await put(`/user/${person.user.id}/technician`, {}, stranger.auth)).status).toBe(403);
    const granted = await put(`/user/${person.user.id}/technician`, {}, admin.auth);
    expect(await granted.json()).toMatchObject({ technician: true, changed: true });
    const me = await (await api('/users/me', { headers: person.auth })).json<{ technician: boolean; role: string }>();
    expect(me).toMatchObject({ technician: true, role: 'seller' });
    const list = await (await api('/dashboard/technicians', { headers: admin.auth })).json<{ _id: string }[]>();
    expect(list.map((t) => t._id)).toContain(person.user.id);
    expect((await api('/dashboard/technicians', { headers: person.auth })).status).toBe(403);
    expect((await api(`/user/${person.user.id}/technician`, { method: 'DELETE', headers: stranger.auth })).status).toBe(
      403,
    );
    const revoked = await api(`/user/${person.user.id}/technician`, { method: 'DELETE', headers: admin.auth });
    expect(await revoked.json()).toMatchObject({ technician: false, changed: true });
    expect(await auditActionsOf(person.user.id)).toEqual(['technician-granted', 'technician-revoked']);
  });
});

describe('requesting an inspection', () => {
  it('the seller offers times; nobody else may, nor a time in the past or more than 30 days ahead', async () => {
    const { seller, product } = await listingForSale();
    const other = await signedInUser('seller');
    expect((await put(`/products/${product._id}/inspection-slots`, { slots: [ahead(5)] }, other.auth)).status).toBe(
      403,
    );
    const past = await put(`/products/${product._id}/inspection-slots`, { slots: [ahead(-2)] }, seller.auth);
    expect(past.status).toBe(400);
    expect(
      (await put(`/products/${product._id}/inspection-slots`, { slots: [ahead(24 * 40)] }, seller.auth)).status,
    ).toBe(400);
    const slot = ahead(5);
    expect((await put(`/products/${product._id}/inspection-slots`, { slots: [slot] }, seller.auth)).status).toBe(200);
    const panel = await (
      await api(`/listings/${product._id}/inspection`)
    ).json<{ slots: string[]; fee: number; currency: string }>();
    expect(panel).toMatchObject({ slots: [slot], fee: 800, open: null, report: null });
  });

  it('a buyer (or the seller) asks for one of the offered times and pays the fee; a time not offered is refused', async () => {
    const { seller, product, slot, buyer } = await offered();
    const notOffered = await ask(buyer, product._id, ahead(30));
    expect(notOffered.status).toBe(409);
    expect(await notOffered.json()).toMatchObject({ reason: 'inspection-slot-unavailable' });
    const started = await ask(buyer, product._id, slot);
    expect(started.status).toBe(201);
    expect(await started.json()).toMatchObject({ gateway: 'demo', amount: 800 });
    // The seller may ask for their own listing too.
    expect((await ask(seller, product._id, slot)).status).toBe(201);
  });

  it('refuses a suspended account, and nobody signed out', async () => {
    const { product, slot } = await offered();
    const suspended = await signedInUser('buyer');
    await testDb().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    expect((await ask(suspended, product._id, slot)).status).toBe(403);
    expect((await api('/inspections', json({ productId: product._id, slot, phone: '01711223344' }))).status).toBe(401);
  });

  it('paying books it: the next buyer is offered it rather than a second inspection', async () => {
    const { product, slot, buyer } = await offered();
    const id = await paidInspection(buyer, product._id, slot);
    expect(await row(id)).toMatchObject({ state: 'requested', feeMinor: 80_000, currency: 'bdt' });
    expect(await auditActionsOf(id)).toEqual(['inspection-requested']);
    const next = await signedInUser('buyer');
    const again = await ask(next, product._id, ahead(50));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ reason: 'inspection-already-open' });
    const panel = await (await api(`/listings/${product._id}/inspection`)).json();
    expect(panel).toMatchObject({ open: { _id: id, state: 'requested', slotAt: slot } });
  });

  it('a payment that arrives when the inspection can no longer happen is refunded in full', async () => {
    const { seller, product, slot, buyer } = await offered();
    const res = await ask(buyer, product._id, slot);
    const { inspectionId, clientSecret } = await res.json<{ inspectionId: string; clientSecret: string }>();
    // The seller withdraws the time while the buyer is on the card form.
    await put(`/products/${product._id}/inspection-slots`, { slots: [ahead(70)] }, seller.auth);
    const paid = await api(
      `/inspections/${inspectionId}/demo-card`,
      json({ clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }, buyer.auth),
    );
    expect(await paid.json()).toEqual({ outcome: 'refunded' });
    expect(await row(inspectionId)).toMatchObject({
      state: 'cancelled',
      refundState: 'done',
      refundId: expect.stringMatching(/^re_demo_/),
    });
  });
});

describe('the steps, each allowed to its people only', () => {
  it('schedule: the seller confirms the time with the address; the requester may not, a stranger learns nothing', async () => {
    const { seller, product, slot, buyer } = await offered();
    const id = await paidInspection(buyer, product._id, slot);
    const visit = { address: 'House 12, Road 4, Dhanmondi', phone: '01811-000111' };
    expect((await put(`/inspections/${id}/schedule`, visit, buyer.auth)).status).toBe(403);
    const stranger = await signedInUser('buyer');
    expect((await put(`/inspections/${id}/schedule`, visit, stranger.auth)).status).toBe(404);
    expect((await put(`/inspections/${id}/schedule`, visit, seller.auth)).status).toBe(200);
    expect((await put(`/inspections/${id}/schedule`, visit, seller.auth)).status).toBe(409);
    expect(await auditActionsOf(id)).toEqual(['inspection-requested', 'inspection-scheduled']);
  });

  it('assign: an admin only, a technician only, and never the seller, the requester or a buyer of it', async () => {
    const { id, seller, buyer, product } = await scheduled();
    const admin = await asAdmin();
    const tech = await technician();
    expect((await put(`/inspections/${id}/assign`, { technicianId: tech.user.id }, seller.auth)).status).toBe(403);
    const plain = await signedInUser('buyer');
    const notTech = await put(`/inspections/${id}/assign`, { technicianId: plain.user.id }, admin.auth);
    expect(await notTech.json()).toMatchObject({ reason: 'technician-not-found' });
    // The seller and the requester made technicians still may not inspect this one.
    for (const person of [seller, buyer]) {
      await put(`/user/${person.user.id}/technician`, {}, admin.auth);
      const own = await put(`/inspections/${id}/assign`, { technicianId: person.user.id }, admin.auth);
      expect(await own.json()).toMatchObject({ reason: 'technician-involved' });
    }
    const booker = await technician();
    expect((await book(booker, product._id)).status).toBe(201);
    const buying = await put(`/inspections/${id}/assign`, { technicianId: booker.user.id }, admin.auth);
    expect(await buying.json()).toMatchObject({ reason: 'technician-involved' });
    expect((await put(`/inspections/${id}/assign`, { technicianId: tech.user.id }, admin.auth)).status).toBe(200);
    expect(await row(id)).toMatchObject({ state: 'assigned', technicianId: tech.user.id });
  });

  it('only the assigned technician sees the address and phone, and only until it is done', async () => {
    const { id, tech } = await assigned();
    const other = await technician();
    expect((await api(`/inspections/${id}`, { headers: other.auth })).status).toBe(404);
    const visits = await (
      await api('/technician/inspections', { headers: tech.auth })
    ).json<{
      upcoming: { _id: string; visit: { address: string; phone: string } | null }[];
    }>();
    expect(visits.upcoming.find((v) => v._id === id)?.visit).toEqual({
      address: 'House 12, Road 4, Dhanmondi',
      phone: '+8801811000111',
    });
    expect((await put(`/inspections/${id}/report`, await checklist(tech, id), tech.auth)).status).toBe(200);
    const after = await (await api(`/inspections/${id}`, { headers: tech.auth })).json<{ visit: unknown }>();
    expect(after.visit).toBeNull();
    expect((await row(id)).visitAddress).toBeNull();
  });

  it('record: the assigned technician only, never without an assignment', async () => {
    const { id, seller, buyer, product, slot } = await scheduled();
    const tech = await technician();
    // Scheduled, not assigned: no technician may write its report.
    const anyPhoto = { photos: [await uploadedImage(seller.auth)] };
    expect((await put(`/inspections/${id}/report`, await checklist(tech, id, anyPhoto), tech.auth)).status).toBe(404);
    expect(await visitPhoto(tech, id)).toBeUndefined();
    const admin = await asAdmin();
    await put(`/inspections/${id}/assign`, { technicianId: tech.user.id }, admin.auth);
    expect((await put(`/inspections/${id}/report`, await checklist(tech, id, anyPhoto), seller.auth)).status).toBe(403);
    expect((await put(`/inspections/${id}/report`, await checklist(tech, id, anyPhoto), buyer.auth)).status).toBe(403);
    expect(await visitPhoto(seller, id)).toBeUndefined();
    // Someone else's photo is refused.
    const foreign = await checklist(tech, id, { photos: [await uploadedImage(seller.auth)] });
    expect((await put(`/inspections/${id}/report`, foreign, tech.auth)).status).toBe(400);
    const report = await checklist(tech, id);
    const res = await put(`/inspections/${id}/report`, report, tech.auth);
    expect(await res.json()).toEqual({ state: 'done', verdict: 'passed', published: true });
    expect((await put(`/inspections/${id}/report`, report, tech.auth)).status).toBe(409);
    expect(await row(id)).toMatchObject({ coolingDropC: 11.5, serialNumber: 'GR-15-2021-00731' });
    expect(await auditActionsOf(id)).toContain('inspection-recorded');
    // The badge: on the listing, on the cards, in the filter; the report one tap away.
    const listing = await (
      await api(`/listings/${product._id}`)
    ).json<{ inspectedAt: string | null; inspectionId: string }>();
    expect(listing).toMatchObject({ inspectionId: id, inspectedAt: expect.any(String) });
    const only = await (await api('/allproduct?inspected=yes&limit=100')).json<{ _id: string }[]>();
    expect(only.map((p) => p._id)).toContain(product._id);
    const panel = await (await api(`/listings/${product._id}/inspection`)).json();
    expect(panel).toMatchObject({ open: null, report: { _id: id, verdict: 'passed', technician: 'Rahim Technician' } });
    void slot;
  });

  it('a technician whose role is taken back, or who is suspended, no longer sees the address nor reports', async () => {
    const { id, tech, admin } = await assigned();
    const report = await checklist(tech, id);
    await testDb().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, tech.user.id));
    expect((await put(`/inspections/${id}/report`, report, tech.auth)).status).toBe(403);
    await testDb().update(users).set({ suspendedAt: null }).where(eq(users.id, tech.user.id));
    await api(`/user/${tech.user.id}/technician`, { method: 'DELETE', headers: admin.auth });
    const detail = await (await api(`/inspections/${id}`, { headers: tech.auth })).json<{ visit: unknown }>();
    expect(detail.visit).toBeNull();
    expect((await put(`/inspections/${id}/report`, report, tech.auth)).status).toBe(403);
    expect((await row(id)).state).toBe('assigned');
  });

  it('a technician who books the unit after the assignment may not report on it', async () => {
    const { id, tech, product } = await assigned();
    const report = await checklist(tech, id);
    expect((await book(tech, product._id)).status).toBe(201);
    const res = await put(`/inspections/${id}/report`, report, tech.auth);
    expect(await res.json()).toMatchObject({ reason: 'technician-involved' });
    expect((await row(id)).state).toBe('assigned');
  });

  it('a report needs every reading, and notes unless it passed', async () => {
    const { id, tech } = await assigned();
    const missing = await put(
      `/inspections/${id}/report`,
      { ...(await checklist(tech, id)), pressurePsi: '' },
      tech.auth,
    );
    expect(missing.status).toBe(400);
    const silent = await put(`/inspections/${id}/report`, await checklist(tech, id, { verdict: 'failed' }), tech.auth);
    expect(silent.status).toBe(400);
    expect((await row(id)).state).toBe('assigned');
  });

  it('publish: a failed report stays with the requester and the seller until the seller publishes it', async () => {
    const { id, tech, seller, buyer, product } = await assigned();
    const failed = await checklist(tech, id, {
      verdict: 'failed',
      notes: 'Low on gas; the compressor draws 9 A against 7.',
    });
    expect(await (await put(`/inspections/${id}/report`, failed, tech.auth)).json()).toMatchObject({
      published: false,
    });
    expect((await productRow(product._id)).inspected).toBe(false);
    const stranger = await signedInUser('buyer');
    expect((await api(`/inspections/${id}`, { headers: stranger.auth })).status).toBe(404);
    const own = await (
      await api(`/inspections/${id}`, { headers: buyer.auth })
    ).json<{ report: { verdict: string } }>();
    expect(own.report.verdict).toBe('failed');
    expect((await put(`/inspections/${id}/publish`, {}, buyer.auth)).status).toBe(403);
    expect((await put(`/inspections/${id}/publish`, {}, seller.auth)).status).toBe(200);
    expect((await api(`/inspections/${id}`, { headers: stranger.auth })).status).toBe(200);
    const panel = await (await api(`/listings/${product._id}/inspection`)).json();
    expect(panel).toMatchObject({ report: { verdict: 'failed' } });
    expect((await productRow(product._id)).inspected).toBe(false);
  });

  it("editing the listing's specifications ends the report; a new price does not", async () => {
    const { id, tech, seller, product } = await assigned();
    await put(`/inspections/${id}/report`, await checklist(tech, id), tech.auth);
    const patch = (body: unknown) => api(`/product/${product._id}`, { ...json(body, seller.auth), method: 'PATCH' });
    expect((await patch({ price: 24000 })).status).toBe(200);
    expect((await productRow(product._id)).inspected).toBe(true);
    expect((await patch({ tons: 2 })).status).toBe(200);
    expect(await productRow(product._id)).toMatchObject({ inspected: false, inspectionId: null });
    const panel = await (await api(`/listings/${product._id}/inspection`)).json();
    expect(panel).toMatchObject({ report: null });
  });
});

describe('cancelling refunds the fee in full', () => {
  it('the requester cancels before a technician is on it; the fee comes back', async () => {
    const { id, buyer } = await scheduled();
    const res = await put(`/inspections/${id}/cancel`, { reason: 'Bought another unit' }, buyer.auth);
    expect(await res.json()).toMatchObject({ state: 'cancelled', refunded: true });
    expect(await row(id)).toMatchObject({
      state: 'cancelled',
      refundState: 'done',
      refundId: expect.stringMatching(/^re_demo_/),
    });
    expect(await auditActionsOf(id)).toContain('inspection-cancelled');
  });

  it('once assigned, the requester may not cancel, the seller and an admin may; a stranger learns nothing', async () => {
    const { id, buyer, seller } = await assigned();
    const stranger = await signedInUser('buyer');
    expect((await put(`/inspections/${id}/cancel`, {}, stranger.auth)).status).toBe(404);
    const late = await put(`/inspections/${id}/cancel`, {}, buyer.auth);
    expect(await late.json()).toMatchObject({ reason: 'inspection-step' });
    expect((await put(`/inspections/${id}/cancel`, { reason: 'Away that day' }, seller.auth)).status).toBe(200);
    expect((await row(id)).refundState).toBe('done');
    expect((await put(`/inspections/${id}/cancel`, {}, seller.auth)).status).toBe(409);
  });

  it('an inspection that never happened is cancelled and refunded by the cron', async () => {
    const { id } = await assigned();
    await testDb()
      .update(inspections)
      .set({ slotAt: new Date(Date.now() - 49 * HOUR) })
      .where(eq(inspections.id, id));
    await runScheduled(HOLDS_CRON, env);
    expect(await row(id)).toMatchObject({ state: 'cancelled', refundState: 'done' });
  });
});

describe('who is told', () => {
  it('the requester and the seller at each step, the technician once assigned', () => {
    const inspection = { id: 'i1', requesterId: 'b', sellerId: 's', technicianId: 't', slotAt: new Date(0) };
    const told = (step: 'requested' | 'assigned' | 'done') =>
      inspectionEvents(inspection, 'Gree 1.5 Ton', step)
        .map((event) => event.userId)
        .sort();
    expect(told('requested')).toEqual(['b', 's']);
    expect(told('assigned')).toEqual(['b', 's', 't']);
    expect(told('done')).toEqual(['b', 's']);
  });
});

/**
 * The bodies worker/contract/write-endpoints.fuzz.test.ts cannot describe with its field kinds
 * (lists, yes-or-no checks, readings, an optional reason, an uploaded file): each malformed or hostile
 * one is refused with a 4xx JSON error a person can read, and writes nothing; unknown and server-set
 * fields are dropped, as worker/contract/unknown-fields.test.ts has it for every write.
 */
describe('malformed and hostile bodies', () => {
  /** Sends a body as written (not an object, broken JSON), or an object as JSON, by PUT. */
  const putRaw = (path: string, body: string, auth: Record<string, string>) =>
    api(path, { method: 'PUT', headers: { 'Content-Type': 'application/json', ...auth }, body });
  /** A JSON body with prototype keys as own properties, as an attacker would write it. */
  const polluted = (body: Record<string, unknown>) =>
    JSON.stringify(body).replace('{', '{"__proto__":{"role":"admin","published":true},"constructor":{"x":1},');
  const refusedAs = async (res: Response, statuses: number[], label: string) => {
    const { problems } = await refusalProblems(res, { statuses });
    expect(problems, label).toEqual([]);
  };
  const NOT_AN_OBJECT = ['[]', 'null', '"a string"', '{"a":', '{"a":1,}'];

  it('slots: a list of times and nothing else; a refused list changes none of the times offered', async () => {
    const { seller, product } = await listingForSale();
    const path = `/products/${product._id}/inspection-slots`;
    const kept = ahead(5);
    expect((await put(path, { slots: [kept] }, seller.auth)).status).toBe(200);
    const malformed: unknown[] = [
      {},
      { slots: kept },
      { slots: null },
      { slots: { 0: kept } },
      { slots: [[kept]] },
      { slots: [{ $gt: '' }] },
      { slots: [Date.parse(kept)] },
      { slots: [kept, 'tomorrow'] },
      { slots: [kept.slice(0, 10)] },
      { slots: [kept.replace(/Z$/, '')] },
      { slots: ["' OR 1=1 --"] },
      { slots: ['<script>alert(1)</script>'] },
      { slots: [`${kept}\u0000`] },
      { slots: ['\ud800'] },
      { slots: 'x'.repeat(20_000) },
      { slots: Array.from({ length: 13 }, (_, i) => ahead(5 + i)) },
      // One time out of range refuses them all: nothing is half-written.
      { slots: [ahead(6), ahead(-2)] },
    ];
    for (const body of malformed) await refusedAs(await put(path, body, seller.auth), [400], JSON.stringify(body));
    for (const body of NOT_AN_OBJECT) await refusedAs(await putRaw(path, body, seller.auth), [400], body);
    const panel = async (id: string) =>
      (await (await api(`/listings/${id}/inspection`)).json<{ slots: string[] }>()).slots;
    expect(await panel(product._id)).toEqual([kept]);
    // Unknown and server-set fields go: the times are this listing's, whatever the body names.
    const other = await listingForSale();
    const later = ahead(8);
    const body = polluted({
      ...unknownFields,
      productId: other.product._id,
      sellerId: other.seller.user.id,
      slots: [later],
    });
    expect((await putRaw(path, body, seller.auth)).status).toBe(200);
    expect(await panel(product._id)).toEqual([later]);
    expect(await panel(other.product._id)).toEqual([]);
  });

  it('report: readings in range, yes or no for each check, at most 6 photos; anything else writes nothing', async () => {
    const { id, tech, product, buyer } = await assigned();
    const valid = await checklist(tech, id);
    const path = `/inspections/${id}/report`;
    const broken: Record<string, unknown>[] = [
      { noiseOk: 'true' },
      { leaksFound: 'no' },
      { remoteOk: 1 },
      { displayOk: null },
      { coolingDropC: 31 },
      { coolingDropC: -1 },
      { pressurePsi: '12abc' },
      { pressurePsi: [120] },
      { compressorAmps: { $gt: 0 } },
      { ratedAmps: 0 },
      { ratedAmps: '٣' },
      { photos: Array.from({ length: 7 }, () => valid.photos[0]) },
      { photos: valid.photos[0] },
      { photos: [] },
      { photos: [123] },
      { photos: ['   '] },
      { photos: ['x'.repeat(301)] },
      { photos: ["' OR 1=1 --"] },
      { photos: ['https://evil.example/x.png'] },
      { verdict: 'PASSED' },
      { verdict: 'admin' },
      { serialNumber: '' },
      { serialNumber: 'a\u0000b' },
      { serialNumber: 'x'.repeat(65) },
      { serialNumber: '\ud800' },
      { notes: 'x'.repeat(1001) },
      { notes: 'bell\u0007' },
      { notes: ['x'] },
    ];
    for (const fields of broken) {
      await refusedAs(await put(path, { ...valid, ...fields }, tech.auth), [400], JSON.stringify(fields));
    }
    for (const field of Object.keys(valid)) {
      const without: Record<string, unknown> = { ...valid };
      delete without[field];
      await refusedAs(await put(path, without, tech.auth), [400], `${field} left out`);
    }
    for (const body of NOT_AN_OBJECT) await refusedAs(await putRaw(path, body, tech.auth), [400], body);
    expect(await row(id)).toMatchObject({ state: 'assigned', verdict: null, doneAt: null, published: false });
    expect((await productRow(product._id)).inspected).toBe(false);
    // Unknown and server-set fields go: a failed report waits for its seller, whatever the body says.
    const someone = await signedInUser('buyer');
    const failed = {
      ...unknownFields,
      ...valid,
      verdict: 'failed',
      notes: "Low on gas. <script>alert(1)</script> '; DROP TABLE inspections; --",
      published: true,
      state: 'cancelled',
      technicianId: someone.user.id,
      requesterId: someone.user.id,
      visitAddress: 'Somewhere else',
      inspected: true,
    };
    const res = await putRaw(path, polluted(failed), tech.auth);
    expect(await res.json()).toEqual({ state: 'done', verdict: 'failed', published: false });
    expect(await row(id)).toMatchObject({
      id,
      state: 'done',
      published: false,
      technicianId: tech.user.id,
      requesterId: buyer.user.id,
      visitAddress: null,
      notes: failed.notes,
    });
    expect((await productRow(product._id)).inspected).toBe(false);
  });

  it('cancel: a reason of a few words or none; anything else is refused and cancels nothing', async () => {
    const { id, buyer } = await scheduled();
    const path = `/inspections/${id}/cancel`;
    const malformed: unknown[] = [
      { reason: 5 },
      { reason: true },
      { reason: ['x'] },
      { reason: { $ne: '' } },
      { reason: 'x'.repeat(301) },
      { reason: 'a\u0000b' },
      { reason: 'escape \u001b[31mred' },
      { reason: '\ud800' },
    ];
    for (const body of malformed) await refusedAs(await put(path, body, buyer.auth), [400], JSON.stringify(body));
    for (const body of NOT_AN_OBJECT) await refusedAs(await putRaw(path, body, buyer.auth), [400], body);
    expect(await row(id)).toMatchObject({ state: 'scheduled', refundState: null, cancelledAt: null });
    // Unknown and server-set fields go: the fee is refunded in full, the reason kept as written.
    const reason = "<script>alert(1)</script> '; DROP TABLE inspections; --";
    const body = { ...unknownFields, reason, state: 'requested', refundState: 'done', refunded: false, feeMinor: 1 };
    const res = await putRaw(path, polluted(body), buyer.auth);
    expect(await res.json()).toMatchObject({ state: 'cancelled', refunded: true });
    expect(await row(id)).toMatchObject({
      id,
      state: 'cancelled',
      cancelReason: reason,
      feeMinor: 80_000,
      refundState: 'done',
      refundId: expect.stringMatching(/^re_demo_/),
    });
  });

  it("photos: the visit's upload takes an image file; another body, or none, is refused and stores nothing", async () => {
    const { id, tech } = await assigned();
    const send = (body?: BodyInit, type?: string) =>
      api(`/inspections/${id}/photos`, {
        method: 'POST',
        body,
        headers: { ...tech.auth, ...(type !== undefined && { 'Content-Type': type }) },
      });
    const form = (entries: Record<string, string | File>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(entries)) body.set(name, value);
      return body;
    };
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>';
    const refusals: [string, () => Promise<Response>, number][] = [
      ['JSON', () => send(JSON.stringify({ image: btoa(String.fromCharCode(...tinyPng)) }), 'application/json'), 415],
      ['text', () => send('image', 'text/plain'), 415],
      ['no body', () => send(), 400],
      ['a form without the image', () => send(form({ name: 'plate' })), 400],
      ['an empty file', () => send(form({ image: new File([], 'plate.png') })), 400],
      ['a link', () => send(form({ image: 'https://evil.example/plate.png' })), 400],
      ['an SVG named .png', () => send(form({ image: new File([svg], 'plate.png') })), 415],
      ['HTML named .jpg', () => send(form({ image: new File(['<html><body onload="alert(1)">'], 'a.jpg') })), 415],
      ['bytes that are no image', () => send(form({ image: new File([new Uint8Array(64).fill(0x58)], 'a.png') })), 415],
      [
        'a broken multipart body',
        () => send('--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc', 'multipart/form-data; boundary=x'),
        400,
      ],
    ];
    for (const [label, attempt, status] of refusals) await refusedAs(await attempt(), [status], label);
    const stored = await testDb().select().from(imageUploads).where(eq(imageUploads.uploaderId, tech.user.id));
    expect(stored).toEqual([]);
    const objects = await env.PHOTOS.list({ include: ['customMetadata'] });
    expect(objects.objects.filter((object) => object.customMetadata?.uploadedBy === tech.user.id)).toEqual([]);
    expect(await visitPhoto(tech, id)).toEqual(expect.stringContaining('/api/images/'));
  });
});
