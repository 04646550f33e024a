/**
 * Writes months of Bikroy-like activity straight into a migrated local D1's SQLite file: accounts,
 * listings with their photos and upload records, bookings, sales with their payments, reviews,
 * conversations and their messages, notifications with the SMS sent for some, and wishes. Rows have
 * the columns and values the Worker writes (ids, image keys, phone numbers, search terms), and go in
 * in time order through the same tables, indexes and triggers, so pages fill as they would. Through
 * SQL rather than the API: a month of 1× traffic is a million rows, hours through the Worker.
 *
 * A listing's life is decided as it is written: sold through Thanda (its sale's booking paid, and a
 * payment), removed by its seller, hidden by an admin, expired 30 days after its seller last
 * confirmed it, or still listed, as the crons and routes would have left it by the simulation's end.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { demoCategories, demoSpecs } from '../../seed/data';
import { LISTING_DAYS } from '../../shared/domain';
import { districtOf, districtInText } from '../../shared/places';
import { searchTerms } from '../../worker/listings/search-terms';
import { seededRandom, type Random } from '../../worker/test/seeded-random';
import { brands, conditionMix, features, notes, personName, phone, places, tons, uuid } from '../bench/catalogue';
import type { Traffic } from './model';

const DAY = 24 * 60 * 60 * 1000;
const MONTH = 30 * DAY;
/** A listing expires this long after its seller last confirmed it (worker/listings/listing-freshness.ts). */
const LISTED_FOR = LISTING_DAYS * DAY;

const messageTexts = [
  'Is it still available?',
  'Ache ki ekhono? Last price koto?',
  'এসিটা কি এখনো আছে? শেষ দাম কত?',
  'Does it come with the outdoor stand and the pipe?',
  'Gas refill kobe korechen?',
  'কত দিন ব্যবহার করা হয়েছে? কোনো সমস্যা আছে?',
  'I can come to Mirpur tomorrow evening to see it.',
  'Price ta ektu komano jabe? 25 hajar dile hobe?',
  'Yes, it is available. You can check it running.',
  'হ্যাঁ, আছে। কাল বিকেলে আসতে পারেন।',
  'Installation ki apnara kore diben?',
  'Sent you the location. Call when you are near.',
  'ঠিক আছে, আমি বিকাশে অগ্রিম পাঠাচ্ছি।',
  'Thanks, I will book it now.',
];
const reviewTexts = [
  'Met at Mirpur, the unit cooled the room in minutes.',
  'Honest seller, the AC was exactly as described.',
  'ভালো বিক্রেতা, এসি ঠিকঠাক ঠান্ডা করছে।',
  'A little late to the meeting, but the unit works well.',
  null,
];
const notificationKinds = [
  // A weighted mix: who is told what, per listing (docs/capacity.md).
  ...Array<'message'>(35).fill('message'),
  ...Array<'saved-search'>(20).fill('saved-search'),
  ...Array<'booking'>(15).fill('booking'),
  ...Array<'payment-held'>(5).fill('payment-held'),
  ...Array<'payment-released'>(5).fill('payment-released'),
  ...Array<'listing-expiring'>(8).fill('listing-expiring'),
  ...Array<'price-drop'>(4).fill('price-drop'),
  ...Array<'wish-sold'>(4).fill('wish-sold'),
  ...Array<'review'>(4).fill('review'),
] as const;
const emailHosts = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com'];

const hex = (rand: Random, length: number) => Array.from({ length }, () => rand.int(16).toString(16)).join('');
const alnum = (rand: Random, length: number) =>
  Array.from({ length }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[rand.int(62)]).join('');
/** `n` on average: its whole part, and one more with the chance of its fraction. */
const around = (rand: Random, n: number) => Math.floor(n) + (rand.next() < n % 1 ? 1 : 0);
const between = (rand: Random, from: number, to: number) => from + Math.floor(rand.next() * (to - from));
/** `count` different people from `pool` (a buyer books or writes about a listing once). */
function distinct(rand: Random, pool: readonly string[], count: number) {
  const chosen = new Set<string>();
  while (chosen.size < Math.min(count, pool.length)) chosen.add(rand.pick(pool));
  return [...chosen];
}

export interface SimulationOptions {
  months: number;
  traffic: Traffic;
  /** The simulation's last moment; its listings younger than 30 days are still listed. */
  end: number;
  seed: number;
}

export interface Simulated {
  /** Listings still listed at the end. */
  live: number;
  /** The busiest shop, whose own list of listings grows with the months. */
  busiestSellerId: string;
}

/** Prepared inserts for every table the simulation writes, in the migrations' column names. */
function statements(db: DatabaseSync) {
  const insert = (table: string, columns: string[], orIgnore = false) =>
    db.prepare(
      `INSERT ${orIgnore ? 'OR IGNORE ' : ''}INTO ${table} (${columns.join(',')}) VALUES (${columns.map(() => '?').join(',')})`,
    );
  return {
    user: insert('users', ['id', 'name', 'email', 'role', 'verified', 'created_at', 'firebase_uid', 'email_verified']),
    push: insert('push_subscriptions', [
      'id',
      'user_id',
      'endpoint',
      'p256dh',
      'auth',
      'vapid_key',
      'language',
      'created_at',
    ]),
    product: insert('products', [
      'id',
      'seller_id',
      'category_id',
      'name',
      'about',
      'price_minor',
      'original_price_minor',
      'purchase_year',
      'condition',
      'location',
      'district',
      'division',
      'phone',
      'brand',
      'ac_type',
      'tons',
      'inverter',
      'warranty_months',
      'img',
      'image_key',
      'advertise',
      'advertised_until',
      'paid',
      'sold_at',
      'removed_at',
      'moderation',
      'moderation_reason',
      'created_at',
      'search_terms',
      'negotiable',
      'confirmed_at',
      'expires_at',
      'expired_at',
    ]),
    photo: insert('product_photos', ['product_id', 'position', 'img', 'image_key']),
    upload: insert('image_uploads', ['image_key', 'uploader_id', 'created_at', 'width', 'height', 'copies']),
    booking: insert('bookings', [
      'id',
      'product_id',
      'buyer_id',
      'seller_id',
      'phone',
      'location',
      'price_minor',
      'payment_intent_id',
      'paid',
      'paid_at',
      'created_at',
      'paid_in_person',
      'purchase_confirmed_at',
      'checked_intent_id',
    ]),
    payment: insert('payments', [
      'id',
      'transaction_id',
      'booking_id',
      'product_id',
      'buyer_id',
      'seller_id',
      'amount_minor',
      'currency',
      'gateway',
      'paid_out_minor',
      'fee_minor',
      'fee_basis_points',
      'handed_over_at',
      'release_due_at',
      'received_at',
      'released_at',
      'created_at',
    ]),
    review: insert('reviews', ['id', 'seller_id', 'buyer_id', 'booking_id', 'rating', 'text', 'created_at'], true),
    conversation: insert('conversations', [
      'id',
      'product_id',
      'buyer_id',
      'seller_id',
      'last_seq',
      'last_message_at',
      'last_message_text',
      'last_sender_id',
      'buyer_read_seq',
      'seller_read_seq',
      'created_at',
    ]),
    message: insert('messages', ['id', 'conversation_id', 'seq', 'sender_id', 'text', 'client_id', 'created_at']),
    notification: insert(
      'notifications',
      ['id', 'user_id', 'kind', 'key', 'params', 'link', 'read_at', 'push_at', 'sms_at', 'created_at'],
      true,
    ),
    sms: insert('sms_sent', ['id', 'user_id', 'notification_id', 'phone', 'gateway_id', 'created_at']),
    wish: insert('wishlist_items', ['id', 'buyer_id', 'product_id', 'created_at']),
  } satisfies Record<string, StatementSync>;
}

/** Fills the database file at `path` (migrated, nothing else in it) with `months` of activity. */
export function simulate(path: string, { months, traffic, end, seed }: SimulationOptions): Simulated {
  const rand = seededRandom(seed);
  const db = new DatabaseSync(path);
  // The file is this script's alone while it writes; a crash leaves only a state dir to wipe.
  db.exec('PRAGMA synchronous = OFF');
  // A large page cache: the random ids spread each index's writes over all its pages.
  db.exec('PRAGMA cache_size = -262144');
  const put = statements(db);
  const category = db.prepare(
    'INSERT INTO categories (id, name, img, about, position, name_bn, about_bn) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  demoCategories.forEach((c, position) =>
    category.run(c.id, c.name, `/api/images/category-${c.id}.webp`, c.about, position, c.nameBn, c.aboutBn),
  );

  const buyers: string[] = [];
  const sellers: string[] = [];
  // Shops post a fifth of the listings between them, month after month.
  const shops: string[] = [];
  const known = new Set<string>();
  let people = 0;
  const newUser = (role: 'buyer' | 'seller', at: number) => {
    const id = uuid(rand);
    const name = personName(rand);
    const email = `${name.toLowerCase().replace(' ', '.')}${++people}@${rand.pick(emailHosts)}`;
    put.user.run(id, name, email, role, role === 'seller' && rand.next() < 0.2 ? 1 : 0, at, alnum(rand, 28), 1);
    if (rand.next() < 0.3) {
      put.push.run(
        uuid(rand),
        id,
        `https://fcm.googleapis.com/fcm/send/${alnum(rand, 11)}:${alnum(rand, 140)}`,
        alnum(rand, 87),
        alnum(rand, 22),
        alnum(rand, 87),
        rand.next() < 0.4 ? 'bn' : 'en',
        at,
      );
    }
    return id;
  };
  for (let i = 0; i < Math.max(5, Math.round(traffic.listingsPerMonth / 200)); i++) {
    shops.push(newUser('seller', end - months * MONTH));
    known.add(shops.at(-1)!);
  }

  let live = 0;
  const notify = (userId: string, at: number, product: { id: string; name: string }, conversationId: string) => {
    const kind = rand.pick(notificationKinds);
    const id = uuid(rand);
    const about = kind === 'message' ? `${conversationId}:${between(rand, 1, 20)}` : `${product.id}:${hex(rand, 6)}`;
    const link = kind === 'message' ? `/messages/${conversationId}` : `/listing/${product.id}`;
    const sms = rand.next() < traffic.smsShare;
    const params = JSON.stringify({ product: product.name, name: personName(rand) });
    const sent = at + between(rand, 1_000, 60_000);
    const stored = put.notification.run(
      id,
      userId,
      kind,
      `${kind}:${about}`,
      params,
      link,
      rand.next() < 0.7 ? sent + DAY : null,
      rand.next() < 0.5 ? sent : null,
      sms ? sent : null,
      at,
    );
    if (sms && stored.changes > 0)
      put.sms.run(uuid(rand), userId, id, phone(rand), `SMS${between(rand, 1e9, 9e9)}`, sent);
  };

  for (let month = 0; month < months; month++) {
    const monthStart = end - (months - month) * MONTH;
    db.exec('BEGIN');
    const newBuyers = around(rand, traffic.listingsPerMonth * Math.max(0, traffic.usersPerListing - 0.5));
    for (let i = 0; i < newBuyers; i++) buyers.push(newUser('buyer', monthStart + rand.int(MONTH)));
    const starts = Array.from({ length: traffic.listingsPerMonth }, () => monthStart + rand.int(MONTH)).sort(
      (a, b) => a - b,
    );
    for (const createdAt of starts) {
      const fate = rand.next();
      const sellerId =
        fate < 0.2
          ? rand.pick(shops)
          : sellers.length === 0 || rand.next() < 0.7
            ? newUser('seller', createdAt)
            : rand.pick(sellers);
      if (!known.has(sellerId)) {
        known.add(sellerId);
        sellers.push(sellerId);
      }
      const category = rand.pick(demoCategories);
      const name = `${rand.pick(brands)} ${rand.pick(tons)} Ton ${rand.pick(features)} ${category.name}`;
      const about = `${rand.pick(notes)} ${rand.pick(notes)}`;
      const location = rand.pick(places);
      const purchaseYear = 2012 + rand.int(13);
      const specs = demoSpecs({ name, categoryId: category.id, purchaseYear });
      const originalPriceMinor = (300 + rand.int(1700)) * 100_00;
      const priceMinor = Math.round((originalPriceMinor * (0.3 + rand.next() * 0.5)) / 100_00) * 100_00;
      const id = uuid(rand);

      // Its life by the simulation's end.
      const life = rand.next();
      const soldAt = createdAt + between(rand, 2 * DAY, 25 * DAY);
      const sold = life < traffic.soldShare && soldAt < end;
      const removedAt = createdAt + between(rand, DAY, 30 * DAY);
      const removed = !sold && life >= traffic.soldShare && life < traffic.soldShare + 0.1 && removedAt < end;
      const hidden = !sold && !removed && life >= traffic.soldShare + 0.1 && life < traffic.soldShare + 0.11;
      // A quarter of the sellers confirm once that it is still available, keeping it 30 days more.
      const confirmedAt = rand.next() < 0.25 ? createdAt + 28 * DAY : createdAt;
      const expiresAt = confirmedAt + LISTED_FOR;
      const expired = !sold && !removed && !hidden && expiresAt < end;
      const listed = !sold && !removed && !hidden && !expired;
      if (listed) live++;
      // A few sellers pay for a week on the home page's carousel.
      const advertised = listed && rand.next() < 0.015;

      const keys = Array.from(
        { length: Math.max(1, around(rand, traffic.photosPerListing)) },
        () => `${hex(rand, 64)}.webp`,
      );
      put.product.run(
        id,
        sellerId,
        category.id,
        name,
        about,
        priceMinor,
        originalPriceMinor,
        purchaseYear,
        rand.pick(conditionMix),
        location,
        districtInText(location),
        districtOf(districtInText(location) ?? '')?.division ?? null,
        phone(rand),
        specs.brand,
        specs.acType,
        specs.tons,
        specs.inverter === null ? null : Number(specs.inverter),
        specs.warrantyMonths,
        `/api/images/${keys[0]}`,
        keys[0]!,
        advertised ? 1 : 0,
        advertised ? Math.max(createdAt, end - 3 * DAY) + 7 * DAY : null,
        sold ? 1 : 0,
        sold ? soldAt : null,
        removed ? removedAt : null,
        hidden ? 'hidden' : null,
        hidden ? 'Reported as a scam' : null,
        createdAt,
        JSON.stringify(searchTerms({ name, about, location })),
        rand.next() < 0.4 ? 1 : 0,
        confirmedAt,
        expiresAt,
        expired ? expiresAt : null,
      );
      keys.forEach((key, position) => {
        put.upload.run(key, sellerId, createdAt - between(rand, 10_000, 600_000), 1600, 1200, 3);
        if (position > 0) put.photo.run(id, position, `/api/images/${key}`, key);
      });
      const product = { id, name };
      const until = Math.min(end, sold ? soldAt : expiresAt);
      const when = () => between(rand, createdAt, Math.max(createdAt + 1, until));

      const bookings = distinct(rand, buyers, around(rand, traffic.bookingsPerListing) + (sold ? 1 : 0)).map(
        (buyerId) => ({
          id: uuid(rand),
          buyerId,
          at: when(),
        }),
      );
      bookings.forEach((booking, index) => {
        const sale = sold && index === 0;
        const online = sale && rand.next() < 0.6;
        const intent = online ? hex(rand, 32) : null;
        put.booking.run(
          booking.id,
          id,
          booking.buyerId,
          sellerId,
          phone(rand),
          rand.pick(places),
          priceMinor,
          intent,
          sale ? 1 : 0,
          sale ? soldAt : null,
          booking.at,
          sale && !online ? 1 : 0,
          sale ? soldAt + 2 * DAY : null,
          intent,
        );
        if (!sale) return;
        const fee = online ? Math.round(priceMinor * 0.05) : 0;
        put.payment.run(
          uuid(rand),
          online ? `THD${hex(rand, 20).toUpperCase()}` : `in-person:${booking.id}`,
          booking.id,
          id,
          booking.buyerId,
          sellerId,
          priceMinor,
          'bdt',
          online ? 'sslcommerz' : 'in-person',
          online ? priceMinor - fee : 0,
          fee,
          online ? 500 : 0,
          online ? soldAt + DAY : null,
          online ? soldAt + 4 * DAY : null,
          online ? soldAt + 2 * DAY : null,
          online ? soldAt + 2 * DAY : null,
          soldAt,
        );
        if (rand.next() < traffic.reviewsPerSale) {
          put.review.run(
            uuid(rand),
            sellerId,
            booking.buyerId,
            booking.id,
            3 + rand.int(3),
            rand.pick(reviewTexts),
            soldAt + 3 * DAY,
          );
        }
      });

      const writers = distinct(rand, buyers, around(rand, traffic.conversationsPerListing));
      const conversationIds: string[] = [];
      for (const buyerId of writers) {
        const conversationId = uuid(rand);
        const count = Math.max(
          1,
          Math.round((traffic.messagesPerListing / writers.length) * (0.3 + rand.next() * 1.4)),
        );
        let at = when();
        const started = at;
        const texts: { sender: string; text: string; at: number }[] = [];
        for (let seq = 1; seq <= count; seq++) {
          at += between(rand, 20_000, 3 * 3600_000);
          texts.push({ sender: seq % 2 === 1 ? buyerId : sellerId, text: rand.pick(messageTexts), at });
        }
        const last = texts.at(-1)!;
        put.conversation.run(
          conversationId,
          id,
          buyerId,
          sellerId,
          count,
          last.at,
          last.text.slice(0, 140),
          last.sender,
          count,
          count,
          started,
        );
        conversationIds.push(conversationId);
        texts.forEach((m, index) =>
          put.message.run(uuid(rand), conversationId, index + 1, m.sender, m.text, uuid(rand), m.at),
        );
      }

      const told = around(rand, traffic.notificationsPerListing);
      const audience = [sellerId, ...bookings.map((b) => b.buyerId)];
      for (let n = 0; n < told; n++) notify(rand.pick(audience), when(), product, conversationIds[0] ?? uuid(rand));

      for (const buyerId of distinct(rand, buyers, around(rand, traffic.wishesPerListing)))
        put.wish.run(uuid(rand), buyerId, id, when());
    }
    db.exec('COMMIT');
  }

  const busiest = db
    .prepare('SELECT seller_id AS id FROM products GROUP BY seller_id ORDER BY count(*) DESC LIMIT 1')
    .get() as { id: string };
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  return { live, busiestSellerId: busiest.id };
}
