import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, inspections, products, users } from '../db/schema';
import { HOLDS_CRON, runScheduled } from '../scheduled';
import { env } from 'cloudflare:test';
import { api, json, signedInUser, testDb, uploadedImage } from '../test/fixtures';
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
