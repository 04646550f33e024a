import { env } from 'cloudflare:test';
import { count, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookings,
  categories,
  conversations,
  imageUploads,
  inspectionSlots,
  inspections,
  reports,
  reviews,
  messages,
  notifications,
  payments,
  products,
  users,
  verificationRequests,
  wishlistItems,
} from '../worker/db/schema';
import { imagePath } from '../worker/images/images';
import { imageStore } from '../worker/test/buckets';
import { testDb, tinyPng } from '../worker/test/fixtures';
import { listingInputSchema } from '../shared/schemas/listings';
import { inspectionReportSchema } from '../shared/schemas/inspections';
import { INSPECTION_REPORT_DAYS } from '../shared/domain';
import { demoProducts, demoSpecs } from './data';
import { isSeeded, seedDatabase } from './seed';

// The seed script renders WebP with sharp in Node; inside workerd a real PNG stands in for it.
const render = async () => tinyPng;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function snapshot() {
  const db = testDb();
  const tally = async (
    table:
      | typeof users
      | typeof categories
      | typeof products
      | typeof bookings
      | typeof payments
      | typeof wishlistItems
      | typeof imageUploads
      | typeof inspections
      | typeof inspectionSlots,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  const objects = await env.PHOTOS.list();
  return {
    users: await tally(users),
    categories: await tally(categories),
    products: await tally(products),
    bookings: await tally(bookings),
    payments: await tally(payments),
    wishlist: await tally(wishlistItems),
    messages: (await db.select({ n: count() }).from(messages))[0]!.n,
    uploads: await tally(imageUploads),
    inspections: await tally(inspections),
    slots: await tally(inspectionSlots),
    images: objects.objects.length,
  };
}

// Each test seeds the whole demo marketplace (about 2 s idle): a loaded CI machine has taken over 5.
describe('seedDatabase', { timeout: 30_000 }, () => {
  it('builds a believable catalogue, and a second run changes nothing', async () => {
    const db = testDb();
    expect(await isSeeded(db)).toBe(false);

    await seedDatabase(db, imageStore(), render);
    const first = await snapshot();
    await seedDatabase(db, imageStore(), render);

    expect(await snapshot()).toEqual(first);
    expect(await isSeeded(db)).toBe(true);
    expect(first.categories).toBeGreaterThanOrEqual(4);
    expect(first.categories).toBeLessThanOrEqual(6);
    expect(first.products).toBeGreaterThanOrEqual(24);
    expect(first.images).toBeGreaterThan(0);

    const rows = await db.select().from(products);
    expect(new Set(rows.map((p) => p.sellerId)).size).toBeGreaterThanOrEqual(3);
    expect(rows.some((p) => p.advertise && !p.paid)).toBe(true);
    expect(rows.some((p) => p.paid)).toBe(true);
    expect(new Set(rows.map((p) => p.condition))).toEqual(new Set(['good', 'excellent', 'fair']));
    for (const p of rows) expect(p.img).toMatch(/^\/api\/images\/[a-f0-9]{64}\.png$/);
    // Each listing was confirmed when published and stays listed for weeks; a promotion runs for days.
    for (const p of rows) {
      expect(p.confirmedAt?.getTime(), p.name).toBe(p.createdAt.getTime());
      expect(p.expiresAt!.getTime(), p.name).toBeGreaterThan(Date.now() + 7 * 86_400_000);
      expect(p.expiredAt, p.name).toBeNull();
      if (p.advertise) expect(p.advertisedUntil!.getTime(), p.name).toBeGreaterThan(Date.now());
    }
    // Its pictures come with their copies, so the copies' Cron Trigger has nothing to make.
    for (const note of await db.select().from(imageUploads))
      expect(note).toMatchObject({ width: 1, height: 1, copies: true });
    // A seller was a member before they listed anything ("Member since" on a listing's page).
    const joined = new Map((await db.select().from(users)).map((u) => [u.id, u.createdAt.getTime()]));
    for (const p of rows) expect(joined.get(p.sellerId)!).toBeLessThan(p.createdAt.getTime());

    // Conversations between the demo buyers and sellers, numbered in order, one unread by buyer1.
    const talks = await db.select().from(conversations);
    expect(talks.length).toBeGreaterThanOrEqual(3);
    for (const talk of talks) {
      const said = await db.select().from(messages).where(eq(messages.conversationId, talk.id)).orderBy(messages.seq);
      expect(said.map((m) => m.seq)).toEqual(said.map((_, i) => i + 1));
      expect(talk.lastSeq).toBe(said.length);
    }
    expect(talks.reduce((total, talk) => total + talk.buyerUnread, 0)).toBe(1);

    // Two buyers' open reports of one listing wait in the moderation queue.
    const open = await db.select().from(reports);
    expect(open).toHaveLength(2);
    expect(new Set(open.map((r) => r.targetId)).size).toBe(1);
    expect(open.every((r) => r.closedAt === null && rows.some((p) => p.id === r.targetId))).toBe(true);

    // buyer1 reviewed the sellers of both sales, and their rows count it.
    const given = await db.select().from(reviews);
    expect(given).toHaveLength(2);
    for (const review of given) {
      const [seller] = await db.select().from(users).where(eq(users.id, review.sellerId));
      expect(seller).toMatchObject({ ratingCount: 1, ratingSum: review.rating });
    }

    // seller3 waits for an answer to their verification request.
    const [waiting] = await db
      .select({ email: users.email, decidedAt: verificationRequests.decidedAt })
      .from(verificationRequests)
      .innerJoin(users, eq(users.id, verificationRequests.sellerId));
    expect(waiting).toEqual({ email: 'seller3@thanda.test', decidedAt: null });

    const verified = await db.select().from(users).where(eq(users.verified, true));
    expect(verified.map((u) => u.email)).toEqual(['seller1@thanda.test']);
    expect(rows.some((p) => p.sellerId === verified[0]!.id)).toBe(true);
  });

  it('shows Inspected by Thanda: a technician, sellers offering times ahead, and one listing inspected and passed', async () => {
    const db = testDb();
    const now = Date.now();
    await seedDatabase(db, imageStore(), render, now);

    const technicians = await db.select().from(users).where(eq(users.technician, true));
    expect(technicians).toHaveLength(1);
    const [technician] = technicians;
    expect(technician).toMatchObject({ email: 'technician@thanda.test', name: 'Jamal Mia', role: 'buyer' });

    // At least three listings offer times from tomorrow, at 10:00 or 16:00 in Dhaka, for a few days.
    const slots = await db
      .select()
      .from(inspectionSlots)
      .where(gt(inspectionSlots.startsAt, new Date(now + HOUR)));
    expect(new Set(slots.map((slot) => slot.productId)).size).toBeGreaterThanOrEqual(3);
    for (const { startsAt } of slots) {
      expect([10 * HOUR, 16 * HOUR]).toContain((startsAt.getTime() + 6 * HOUR) % DAY);
      expect(startsAt.getTime()).toBeLessThan(now + 6 * DAY);
    }
    const listings = await db.select().from(products);
    for (const productId of new Set(slots.map((slot) => slot.productId)))
      expect(listings.find((p) => p.id === productId)).toMatchObject({ paid: false, inspected: false });

    // Exactly one listing shows a passed, published report, done days ago by the technician.
    const inspected = listings.filter((p) => p.inspected);
    expect(inspected).toHaveLength(1);
    const [listing] = inspected;
    expect(listing!.paid).toBe(false);
    const [inspection] = await db.select().from(inspections).where(eq(inspections.id, listing!.inspectionId!));
    expect(inspection).toMatchObject({
      productId: listing!.id,
      sellerId: listing!.sellerId,
      technicianId: technician!.id,
      state: 'done',
      verdict: 'passed',
      published: true,
      visitAddress: null,
      visitPhone: null,
      feeMinor: 80_000,
      currency: 'bdt',
      gateway: 'sslcommerz',
    });
    const { doneAt, endsAt } = inspection!;
    expect(listing!.inspectedAt).toEqual(doneAt);
    expect(endsAt!.getTime() - doneAt!.getTime()).toBe(INSPECTION_REPORT_DAYS * DAY);
    expect(doneAt!.getTime()).toBeLessThan(now - 2 * DAY);
    expect(inspection!.slotAt.getTime()).toBe(doneAt!.getTime() - HOUR);
    // Each step after the one before, and all after the listing was posted.
    const steps = [
      listing!.createdAt,
      inspection!.createdAt,
      inspection!.paidAt,
      inspection!.scheduledAt,
      inspection!.assignedAt,
      inspection!.slotAt,
      doneAt,
    ].map((at) => at!.getTime());
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(new Set(steps).size).toBe(steps.length);
    // Nobody inspects their own listing, nor one they asked about.
    expect([inspection!.requesterId, inspection!.sellerId]).not.toContain(technician!.id);
    expect(inspection!.requesterId).not.toBe(inspection!.sellerId);
    // The report is one the technician's form would send, with their photo of the serial plate.
    expect(inspectionReportSchema.safeParse(inspection).error?.issues).toBeUndefined();
    const plates = await db.select().from(imageUploads).where(eq(imageUploads.uploaderId, technician!.id));
    expect(inspection!.photos).toEqual(plates.map((plate) => imagePath(plate.imageKey)));

    // Seeding again on a later day offers no more times and records nothing twice.
    const before = await snapshot();
    await seedDatabase(db, imageStore(), render, now + 2 * DAY);
    expect(await snapshot()).toEqual(before);
  });

  it('puts a review of each reviewed seller, and an unread answer of each waiting buyer, on their bells', async () => {
    const db = testDb();
    await seedDatabase(db, imageStore(), render);
    const rows = await db
      .select({ kind: notifications.kind, email: users.email, link: notifications.link, read: notifications.readAt })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId));
    const reviewed = await db.select({ sellerId: reviews.sellerId }).from(reviews);
    expect(rows.filter((row) => row.kind === 'review')).toHaveLength(reviewed.length);
    const answers = rows.filter((row) => row.kind === 'message');
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((row) => row.email.startsWith('buyer') && row.read === null)).toBe(true);
    for (const row of rows) expect(row.link).toMatch(/^\/(dashboard|seller)\//);
    // Seeding again adds none.
    await seedDatabase(db, imageStore(), render);
    expect(await db.select({ n: count() }).from(notifications)).toEqual([{ n: rows.length }]);
  });

  it('records every sale through Thanda with its booking and payment', async () => {
    const db = testDb();
    await seedDatabase(db, imageStore(), render);
    const paidBookings = await db.select().from(bookings).where(eq(bookings.paid, true));
    const allPayments = await db.select().from(payments);
    expect(paidBookings.length).toBeGreaterThan(0);
    expect(allPayments.map((p) => p.bookingId).sort()).toEqual(paidBookings.map((b) => b.id).sort());
    for (const payment of allPayments) {
      const [product] = await db.select().from(products).where(eq(products.id, payment.productId));
      expect(product?.paid).toBe(true);
      expect(payment.amountMinor).toBe(product?.priceMinor);
    }
  });

  it('names every category in Bangla as migration 0018 names the same categories in a database seeded before it', async () => {
    const db = testDb();
    await seedDatabase(db, imageStore(), render);
    const seeded = await db.select().from(categories);
    expect(seeded.length).toBeGreaterThan(0);
    for (const c of seeded) expect(c.nameBn && c.aboutBn).toBeTruthy();

    await db.update(categories).set({ nameBn: null, aboutBn: null });
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0018'))!;
    // Its first two statements add the columns, which the test database already has.
    for (const query of migration.queries.filter((q) => /^\s*UPDATE/m.test(q))) {
      await env.DB.prepare(query).run();
    }
    expect(await db.select().from(categories)).toEqual(seeded);
  });
});

describe('demoSpecs', () => {
  it('gives every demo listing specifications the listing schema accepts, read from its name', () => {
    for (const product of demoProducts) {
      const { acType, ...specs } = demoSpecs(product, 2026);
      const parsed = listingInputSchema.safeParse({
        ...product,
        img: '/api/images/x.png',
        ...specs,
        type: acType,
      });
      expect(parsed.error?.issues, product.name).toBeUndefined();
    }
    const bySlug = (slug: string) =>
      demoSpecs(
        demoProducts.find((p) => p.slug === slug)!,
        2026,
      );
    expect(bySlug('gree-1-5-split')).toEqual({
      brand: 'gree',
      acType: 'split',
      tons: 1.5,
      inverter: true,
      warrantyMonths: 12,
    });
    const types = new Set(demoProducts.map((p) => demoSpecs(p).acType));
    expect([...types].sort()).toEqual(['air-cooler', 'cassette', 'ceiling-floor', 'portable', 'split', 'window']);
  });
});
