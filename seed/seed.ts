/**
 * Fills D1 and R2 with the demo marketplace. Every row has a stable id and every insert skips
 * existing rows, so running it again changes nothing; images go through `checkImage` and
 * `storeImage`, the upload endpoint's own path, and are stored by content.
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../worker/db/client';
import {
  bookings,
  categories,
  conversations,
  inspectionSlots,
  inspections,
  reports,
  reviews,
  imageUploads,
  messages,
  notifications,
  payments,
  productPhotos,
  products,
  users,
  verificationRequests,
  wishlistItems,
} from '../worker/db/schema';
import { searchTerms } from '../worker/listings/search-terms';
import { INSPECTION_REPORT_DAYS, LISTING_DAYS, PROMOTION_DAYS } from '../shared/domain';
import { districtInText, districtOf } from '../shared/places';
import { normalisePhone } from '../shared/phone-numbers';
import { copySize, VARIANT_NAMES, VARIANTS, type VariantMime } from '../shared/image-variant-sizes';
import { checkImage } from '../worker/images/image-service';
import { imagePath, storeImage, storeVariants, type ImageStore } from '../worker/images/images';
import { applianceSvg, artworkViews, serialPlateSvg } from './artwork';
import {
  demoAccounts,
  demoBuyerOfSoldProducts,
  demoCategories,
  demoConversations,
  demoInspection,
  demoInspectionSlots,
  demoReports,
  demoVerificationRequests,
  demoProducts,
  demoSpecs,
  demoUid,
} from './data';

/**
 * Turns an illustration's SVG into image bytes (WebP in the seed script), at its own size or, for
 * a picture's copies, at the copy's width and in its format (drawn at that size rather than shrunk).
 */
export type RenderArtwork = (svg: string, copy?: { width: number; mime: VariantMime }) => Promise<Uint8Array>;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Bangladesh time is UTC+6, all year. */
const DHAKA_OFFSET = 6 * HOUR;

async function sha256Hex(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function stableId(key: string) {
  const hex = (await sha256Hex(`thanda-seed:${key}`)).slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A made-up SSLCOMMERZ val_id (the payment's id), the same for its key on every run: 13 digits, then
 * 14 letters and digits, as theirs look.
 */
async function sslcommerzValId(key: string) {
  const hex = await sha256Hex(`thanda-seed:${key}`);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const digits = [...hex.slice(0, 13)].map((c) => parseInt(c, 16) % 10).join('');
  const rest = Array.from({ length: 14 }, (_, i) => alphabet[parseInt(hex.slice(13 + 2 * i, 15 + 2 * i), 16) % 62]);
  return `${digits}${rest.join('')}`;
}

/** Stores an illustration (once: the same SVG twice is the same picture) with its copies. */
function artworkStore({ bucket, images }: ImageStore, render: RenderArtwork) {
  const stored = new Map<string, { path: string; key: string; width: number; height: number }>();
  return async (svg: string, title: string) => {
    const known = stored.get(svg);
    if (known) return known;
    const bytes = await render(svg);
    const checked = await checkImage(images, bytes);
    const { key, width, height } = await storeImage(bucket, bytes, { image: checked, title, uploadedBy: 'seed' });
    const variants = await Promise.all(
      VARIANT_NAMES.map(async (name) => {
        const { mime } = VARIANTS[name];
        const copy = await render(svg, { width: copySize(width, height, name).width, mime });
        return { name, mime, bytes: copy };
      }),
    );
    await storeVariants(bucket, key, variants);
    const image = { path: imagePath(key), key, width, height };
    stored.set(svg, image);
    return image;
  };
}

/** True once the demo catalogue is in place; `npm start` seeds only an empty database. */
export async function isSeeded(db: Db) {
  const [row] = await db.select({ n: count() }).from(categories);
  return (row?.n ?? 0) > 0;
}

/**
 * Binds the demo accounts of a database seeded before their uids were fixed (or bound at a sign-in
 * to an emulator account since lost) to the fixed uids the local emulator now uses.
 */
export async function bindDemoAccounts(db: Db) {
  const [first, ...rest] = demoAccounts.map((a) =>
    db
      .update(users)
      .set({ firebaseUid: demoUid(a.email) })
      .where(eq(users.email, a.email)),
  );
  await db.batch([first!, ...rest]);
}

export async function seedDatabase(db: Db, store: ImageStore, render: RenderArtwork, now = Date.now()) {
  const artwork = artworkStore(store, render);

  await db
    .insert(users)
    .values(
      await Promise.all(
        demoAccounts.map(async (a, index) => ({
          id: await stableId(`user:${a.email}`),
          // Members for months, before the listings and messages below (a day or so old).
          createdAt: new Date(now - (400 - 30 * index) * DAY),
          name: a.name,
          email: a.email,
          role: a.role,
          verified: a.verified ?? false,
          technician: a.technician ?? false,
          // The emulator's demo accounts are verified too, under these uids (scripts/lib/auth-emulator.ts).
          emailVerified: true,
          firebaseUid: demoUid(a.email),
        })),
      ),
    )
    .onConflictDoNothing();
  // Ids come from the rows, in case an account signed up before the seed ran.
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((a) => a.email),
      ),
    );
  const userId = (email: string) => {
    const id = accounts.find((a) => a.email === email)?.id;
    if (!id) throw new Error(`The demo account ${email} is missing.`);
    return id;
  };
  const nameOf = (email: string) => demoAccounts.find((a) => a.email === email)!.name;

  const categoryRows = [];
  for (const [position, c] of demoCategories.entries()) {
    const image = await artwork(applianceSvg(c.kind, position), c.name);
    categoryRows.push({
      id: c.id,
      name: c.name,
      about: c.about,
      nameBn: c.nameBn,
      aboutBn: c.aboutBn,
      img: image.path,
      position,
    });
  }

  // Inspected by Thanda: the demo inspection was done `daysAgo` days ago, to the minute.
  const inspectionId = await stableId(`inspection:${demoInspection.slug}`);
  const doneAt = new Date(Math.floor(now / MINUTE) * MINUTE - demoInspection.daysAgo * DAY);

  const writes: BatchItem<'sqlite'>[] = [db.insert(categories).values(categoryRows).onConflictDoNothing()];
  for (const p of demoProducts) {
    const category = demoCategories.find((c) => c.id === p.categoryId)!;
    const [image, ...photos] = await Promise.all(
      artworkViews.map((view) => artwork(applianceSvg(category.kind, p.variant, view), p.name)),
    );
    const id = await stableId(`product:${p.slug}`);
    const createdAt = new Date(now - p.age * HOUR);
    const soldAt = p.sold ? new Date(createdAt.getTime() + 6 * HOUR) : null;
    writes.push(
      db
        .insert(imageUploads)
        .values(
          [image!, ...photos].map((picture) => ({
            imageKey: picture.key,
            uploaderId: userId(p.seller),
            uploadedAt: createdAt,
            width: picture.width,
            height: picture.height,
            copies: true,
          })),
        )
        .onConflictDoNothing(),
      db
        .insert(products)
        .values({
          id,
          sellerId: userId(p.seller),
          categoryId: p.categoryId,
          name: p.name,
          about: p.about,
          priceMinor: p.price * 100,
          originalPriceMinor: p.originalPrice * 100,
          purchaseYear: p.purchaseYear,
          condition: p.condition,
          location: p.location,
          district: districtInText(p.location),
          division: districtOf(districtInText(p.location) ?? '')?.division ?? null,
          // Stored as the API stores a number a seller types.
          phone: normalisePhone(p.phone) ?? p.phone,
          ...demoSpecs(p),
          img: image!.path,
          imageKey: image!.key,
          searchTerms: searchTerms(p),
          advertise: p.advertise ?? false,
          // As publishing and advertising write them (listings/listing-writes.ts): listed LISTING_DAYS
          // from publishing, promoted PROMOTION_DAYS from it.
          confirmedAt: createdAt,
          expiresAt: new Date(createdAt.getTime() + LISTING_DAYS * DAY),
          advertisedUntil: p.advertise ? new Date(createdAt.getTime() + PROMOTION_DAYS * DAY) : null,
          paid: p.sold !== undefined,
          soldAt,
          // As recording a passed report writes it (inspections/inspection-steps.ts).
          ...(p.slug === demoInspection.slug && { inspected: true, inspectionId, inspectedAt: doneAt }),
          createdAt,
        })
        .onConflictDoNothing(),
      db
        .insert(productPhotos)
        .values(photos.map((photo, i) => ({ productId: id, position: i + 1, img: photo.path, imageKey: photo.key })))
        .onConflictDoNothing(),
    );
    if (p.sold === 'paid' && soldAt) {
      const buyerId = userId(demoBuyerOfSoldProducts);
      const bookingId = await stableId(`booking:${p.slug}`);
      writes.push(
        db
          .insert(bookings)
          .values({
            id: bookingId,
            productId: id,
            buyerId,
            sellerId: userId(p.seller),
            phone: '+8801913777888',
            location: 'Dhanmondi 32, Dhaka',
            priceMinor: p.price * 100,
            paid: true,
            paidAt: soldAt,
            createdAt: new Date(soldAt.getTime() - HOUR),
          })
          .onConflictDoNothing(),
        db
          .insert(payments)
          .values({
            id: await stableId(`payment:${p.slug}`),
            transactionId: `demo_seed_${p.slug}`,
            bookingId,
            productId: id,
            buyerId,
            sellerId: userId(p.seller),
            amountMinor: p.price * 100,
            currency: 'bdt',
            gateway: 'demo',
            // Sold before the demo's time: released to the seller and paid out (Thanda Protect).
            paidOutMinor: p.price * 100,
            releasedAt: soldAt,
            createdAt: soldAt,
          })
          .onConflictDoNothing(),
        db
          .insert(wishlistItems)
          .values({ id: await stableId(`wish:${p.slug}`), buyerId, productId: id, paid: true, createdAt })
          .onConflictDoNothing(),
      );
    }
  }
  writes.push(...(await inspectionWrites(db, artwork, { now, inspectionId, doneAt, userId })));
  for (const talk of demoConversations) {
    const product = demoProducts.find((p) => p.slug === talk.slug)!;
    const id = await stableId(`conversation:${talk.slug}:${talk.buyer}`);
    const buyerId = userId(talk.buyer);
    const sellerId = userId(product.seller);
    const rows = await Promise.all(
      talk.messages.map(async (message, index) => ({
        id: await stableId(`message:${id}:${index}`),
        conversationId: id,
        seq: index + 1,
        senderId: message.from === 'buyer' ? buyerId : sellerId,
        text: message.text,
        clientId: await stableId(`client:${id}:${index}`),
        createdAt: new Date(now - message.minutesAgo * MINUTE),
      })),
    );
    const last = rows.at(-1)!;
    const sellerMessages = rows.filter((row) => row.senderId === sellerId);
    const buyerReadSeq = talk.buyerRead ? last.seq : (rows.findLast((row) => row.senderId === buyerId)?.seq ?? 0);
    writes.push(
      db
        .insert(conversations)
        .values({
          id,
          productId: await stableId(`product:${talk.slug}`),
          buyerId,
          sellerId,
          lastSeq: last.seq,
          lastMessageAt: last.createdAt,
          lastMessageText: last.text,
          lastSenderId: last.senderId,
          buyerReadSeq,
          sellerReadSeq: last.seq,
          buyerUnread: sellerMessages.filter((row) => row.seq > buyerReadSeq).length,
          createdAt: rows[0]!.createdAt,
        })
        .onConflictDoNothing(),
      db.insert(messages).values(rows).onConflictDoNothing(),
    );
    // A buyer who has not read the seller's answer has it on their bell, as they would after being away.
    if (sellerMessages.some((row) => row.seq > buyerReadSeq))
      writes.push(
        db
          .insert(notifications)
          .values({
            id: await stableId(`notification:message:${id}`),
            userId: buyerId,
            kind: 'message',
            key: `message:${id}:${buyerReadSeq}`,
            params: { name: nameOf(product.seller), product: product.name },
            link: `/dashboard/messages/${id}`,
            // Demo rows were delivered long ago: only the bell shows them.
            pushAt: last.createdAt,
            smsAt: last.createdAt,
            createdAt: last.createdAt,
          })
          .onConflictDoNothing(),
      );
  }
  const reviewed = demoProducts.filter((p) => p.sold === 'paid' && p.review);
  for (const p of reviewed) {
    const review = p.review!;
    // Written a few hours after the sale (6 hours after the listing was posted).
    const at = new Date(now - p.age * HOUR + 9 * HOUR);
    writes.push(
      db
        .insert(reviews)
        .values({
          id: await stableId(`review:${p.slug}`),
          sellerId: userId(p.seller),
          buyerId: userId(demoBuyerOfSoldProducts),
          bookingId: await stableId(`booking:${p.slug}`),
          rating: review.rating,
          text: review.text,
          createdAt: at,
          ...(review.reply && { reply: review.reply, repliedAt: new Date(at.getTime() + HOUR) }),
        })
        .onConflictDoNothing(),
      db
        .insert(notifications)
        .values({
          id: await stableId(`notification:review:${p.slug}`),
          userId: userId(p.seller),
          kind: 'review',
          key: `review:${await stableId(`review:${p.slug}`)}`,
          params: { name: nameOf(demoBuyerOfSoldProducts), rating: review.rating },
          link: `/seller/${userId(p.seller)}`,
          readAt: review.reply ? at : null,
          pushAt: at,
          smsAt: at,
          createdAt: at,
        })
        .onConflictDoNothing(),
    );
  }
  // The sellers' ratings, counted from their shown reviews: the same whether or not they were new.
  writes.push(
    db
      .update(users)
      .set({
        ratingCount: sql`(SELECT count(*) FROM ${reviews} WHERE ${reviews.sellerId} = ${users.id} AND ${reviews.hiddenAt} IS NULL)`,
        ratingSum: sql`(SELECT coalesce(sum(${reviews.rating}), 0) FROM ${reviews}
          WHERE ${reviews.sellerId} = ${users.id} AND ${reviews.hiddenAt} IS NULL)`,
      })
      .where(inArray(users.id, [...new Set(reviewed.map((p) => userId(p.seller)))])),
  );
  for (const report of demoReports) {
    writes.push(
      db
        .insert(reports)
        .values({
          id: await stableId(`report:${report.slug}:${report.reporter}`),
          targetType: 'listing',
          targetId: await stableId(`product:${report.slug}`),
          reporterId: userId(report.reporter),
          reason: report.reason,
          note: report.note,
        })
        .onConflictDoNothing(),
    );
  }
  for (const request of demoVerificationRequests) {
    writes.push(
      db
        .insert(verificationRequests)
        .values({
          id: await stableId(`verification:${request.seller}`),
          sellerId: userId(request.seller),
          phone: request.phone,
          note: request.note,
        })
        .onConflictDoNothing(),
    );
  }
  // One atomic batch: a failed seed leaves no half-built catalogue behind.
  await db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
}

/**
 * Inspected by Thanda (issue 62): the sellers' times ahead, and the demo inspection from its request
 * to its passed report. Times are offered only on listings that offer none yet, so a later run (on
 * another day) adds none.
 */
async function inspectionWrites(
  db: Db,
  artwork: ReturnType<typeof artworkStore>,
  seed: { now: number; inspectionId: string; doneAt: Date; userId: (email: string) => string },
) {
  const { now, inspectionId, doneAt, userId } = seed;
  const writes: BatchItem<'sqlite'>[] = [];
  const offering = await Promise.all(demoInspectionSlots.map((offer) => stableId(`product:${offer.slug}`)));
  const offered = new Set(
    (
      await db
        .selectDistinct({ productId: inspectionSlots.productId })
        .from(inspectionSlots)
        .where(inArray(inspectionSlots.productId, offering))
    ).map((row) => row.productId),
  );
  // Midnight in Dhaka at the start of the seed's day.
  const today = Math.floor((now + DHAKA_OFFSET) / DAY) * DAY - DHAKA_OFFSET;
  for (const [index, offer] of demoInspectionSlots.entries()) {
    const productId = offering[index]!;
    if (offered.has(productId)) continue;
    const slots = offer.days.flatMap((days) =>
      offer.hours.map((hour) => ({ productId, startsAt: new Date(today + days * DAY + hour * HOUR) })),
    );
    writes.push(db.insert(inspectionSlots).values(slots).onConflictDoNothing());
  }

  const { slug, report } = demoInspection;
  const product = demoProducts.find((p) => p.slug === slug)!;
  const technicianId = userId(demoInspection.technician);
  const plate = await artwork(serialPlateSvg(product.variant), `Serial plate: ${product.name}`);
  // Requested and paid the day before, confirmed and assigned within hours, visited at the chosen time.
  const paidAt = new Date(doneAt.getTime() - 20 * HOUR);
  // INSPECTION_FEE's ৳800 (wrangler.toml), through the default gateway.
  const feeMinor = 80_000;
  const idempotencyKey = `inspection-${inspectionId}-${feeMinor}-bdt`;
  writes.push(
    db
      .insert(imageUploads)
      .values({
        imageKey: plate.key,
        uploaderId: technicianId,
        uploadedAt: new Date(doneAt.getTime() - 10 * MINUTE),
        width: plate.width,
        height: plate.height,
        copies: true,
      })
      .onConflictDoNothing(),
    db
      .insert(inspections)
      .values({
        id: inspectionId,
        productId: await stableId(`product:${slug}`),
        requesterId: userId(demoInspection.requester),
        sellerId: userId(product.seller),
        technicianId,
        state: 'done',
        slotAt: new Date(doneAt.getTime() - HOUR),
        requesterPhone: normalisePhone(demoInspection.requesterPhone) ?? demoInspection.requesterPhone,
        // What only the visit needed was forgotten with it.
        visitAddress: null,
        visitPhone: null,
        feeMinor,
        currency: 'bdt',
        gateway: 'sslcommerz',
        // Our tran_id, as the SSLCOMMERZ gateway derives it, and the gateway's val_id for the payment.
        intentId: `TH${(await sha256Hex(idempotencyKey)).slice(0, 28)}`,
        transactionId: await sslcommerzValId(`val:${inspectionId}`),
        paidAt,
        scheduledAt: new Date(paidAt.getTime() + 2 * HOUR),
        assignedAt: new Date(paidAt.getTime() + 5 * HOUR),
        doneAt,
        ...report,
        photos: [plate.path],
        published: true,
        endsAt: new Date(doneAt.getTime() + INSPECTION_REPORT_DAYS * DAY),
        createdAt: new Date(paidAt.getTime() - 4 * MINUTE),
      })
      .onConflictDoNothing(),
  );
  return writes;
}
