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
import { LISTING_DAYS, PROMOTION_DAYS } from '../shared/domain';
import { districtInText, districtOf } from '../shared/places';
import { normalisePhone } from '../shared/phone-numbers';
import { copySize, VARIANT_NAMES, VARIANTS, type VariantMime } from '../shared/image-variant-sizes';
import { checkImage } from '../worker/images/image-service';
import { imagePath, storeImage, storeVariants, type ImageStore } from '../worker/images/images';
import { applianceSvg, artworkViews, type ApplianceKind, type ArtworkView } from './artwork';
import {
  demoAccounts,
  demoBuyerOfSoldProducts,
  demoCategories,
  demoConversations,
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

async function stableId(key: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`thanda-seed:${key}`)));
  const hex = [...digest.subarray(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function artworkStore({ bucket, images }: ImageStore, render: RenderArtwork) {
  const stored = new Map<string, { path: string; key: string; width: number; height: number }>();
  return async (kind: ApplianceKind, variant: number, title: string, view: ArtworkView = 'unit') => {
    const svg = applianceSvg(kind, variant, view);
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
    const image = await artwork(c.kind, position, c.name);
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

  const writes: BatchItem<'sqlite'>[] = [db.insert(categories).values(categoryRows).onConflictDoNothing()];
  for (const p of demoProducts) {
    const category = demoCategories.find((c) => c.id === p.categoryId)!;
    const [image, ...photos] = await Promise.all(
      artworkViews.map((view) => artwork(category.kind, p.variant, p.name, view)),
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
