import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bookings, notificationSettings, payments, products, users, type Role } from '../db/schema';
import { adminListQuerySchema } from '../../shared/schemas/admin-lists';
import { api, insertCategory, signedInUser, testDb } from '../test/fixtures';
import { usersPageQuery, usersSearchQueries } from './account-lists';
import { SCAN_MAX } from './list-pages';
import { refundsPageQuery } from './refund-lists';

const asAdmin = () => signedInUser('admin', { email: 'admin@thanda.test' });

/** Accounts written straight to the table, a minute apart, the first the newest; each run's own by `tag`. */
async function insertUsers(role: Role, names: string[], tag = crypto.randomUUID().slice(0, 8), start = Date.now()) {
  const rows = names.map((name, i) => ({
    id: `${tag}-${role}-${i}`,
    name,
    email: `${tag}-${i}@example.test`,
    role,
    createdAt: new Date(start - i * 60_000),
  }));
  const db = testDb();
  // D1 binds at most 100 values a statement.
  for (let i = 0; i < rows.length; i += 10) await db.insert(users).values(rows.slice(i, i + 10));
  return rows;
}

/** Every page of a list from its first address, following the Link headers. */
async function allPages(first: string, auth: Record<string, string>) {
  const pages: { _id: string }[][] = [];
  for (let path: string | null = first; path;) {
    const res = await api(path, { headers: auth });
    expect(res.status, path).toBe(200);
    pages.push(await res.json());
    path = res.headers.get('Link')?.match(/^<\/api([^>]+)>; rel="next"$/)?.[1] ?? null;
  }
  return pages;
}

describe('GET /api/dashboard/allbuyer and allseller without paging', () => {
  it('answers the JSON array it always did, with no Link when everything fits', async () => {
    const admin = await asAdmin();
    const [buyer] = await insertUsers('buyer', ['Nasrin Akter']);
    const res = await api('/dashboard/allbuyer', { headers: admin.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('Link')).toBeNull();
    expect(await res.json()).toContainEqual({
      _id: buyer!.id,
      name: 'Nasrin Akter',
      email: buyer!.email,
      role: 'buyer',
      configuredAdmin: false,
      technician: false,
    });
  });
});

describe('paging the admins’ tables', () => {
  it('pages sellers newest first by cursor, each once, until the last page has no Link', async () => {
    const admin = await asAdmin();
    const tag = crypto.randomUUID().slice(0, 8);
    // Far in the future, so that these five are the newest sellers of this file.
    const sellers = await insertUsers('seller', ['A', 'B', 'C', 'D', 'E'], tag, Date.now() + 3_600_000);
    const first = await api('/dashboard/allseller?limit=2', { headers: admin.auth });
    expect(first.headers.get('Link')).toMatch(/^<\/api\/dashboard\/allseller\?limit=2&cursor=\d+_[\w-]+>; rel="next"$/);
    const pages = await allPages('/dashboard/allseller?limit=2', admin.auth);
    expect(pages[0]).toEqual([
      expect.objectContaining({ _id: sellers[0]!.id, verified: false }),
      expect.objectContaining({ _id: sellers[1]!.id }),
    ]);
    const ids = pages.flat().map((seller) => seller._id);
    expect(ids.slice(0, 5)).toEqual(sellers.map((seller) => seller.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps rows of the same moment apart by id', async () => {
    const admin = await asAdmin();
    const tag = crypto.randomUUID().slice(0, 8);
    const at = new Date(Date.now() + 7_200_000);
    await testDb()
      .insert(users)
      .values(
        ['1', '2', '3'].map((n) => ({
          id: `${tag}-${n}`,
          name: `Same ${n}`,
          email: `${tag}-${n}@example.test`,
          role: 'buyer' as const,
          createdAt: at,
        })),
      );
    const pages = await allPages(`/dashboard/allbuyer?q=${tag}&limit=1`, admin.auth);
    expect(pages.flat().map((buyer) => buyer._id)).toEqual([`${tag}-3`, `${tag}-2`, `${tag}-1`]);
  });

  it('refuses a page link it did not make, and limits out of range, with 400', async () => {
    const admin = await asAdmin();
    for (const query of ['cursor=not-a-cursor', 'limit=0', 'limit=201', 'limit=ten']) {
      const res = await api(`/dashboard/allbuyer?${query}`, { headers: admin.auth });
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ reason: 'invalid-input' });
    }
  });

  it('reads one page by seeking the cursor in the index, never by OFFSET over the table', async () => {
    const query = adminListQuerySchema.parse({ limit: '50', cursor: '1700000000000_x' });
    const { sql, params } = usersPageQuery(testDb(), 'seller', query).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const detail = plan.results.map((row) => row.detail).join(' | ');
    expect(detail).toMatch(/users USING INDEX users_role_created_idx \(role=\? AND created_at<\?\)/);
    expect(sql).not.toMatch(/offset/i);
  });
});

describe('searching the admins’ tables', () => {
  it('finds people by part of their name or e-mail in any case, and by a phone number as typed', async () => {
    const admin = await asAdmin();
    const tag = crypto.randomUUID().slice(0, 8);
    const [rahima, , sadia] = await insertUsers('buyer', ['Rahima Khatun', 'Jamal Hossain', 'Sadia Islam'], tag);
    await testDb().insert(notificationSettings).values({ userId: sadia!.id, smsPhone: '+8801711234567' });
    const search = async (q: string) => {
      const res = await api(`/dashboard/allbuyer?q=${encodeURIComponent(q)}`, { headers: admin.auth });
      expect(res.status, q).toBe(200);
      return (await res.json<{ _id: string }[]>()).map((buyer) => buyer._id);
    };
    expect(await search('rAHIMA')).toEqual([rahima!.id]);
    expect(await search(`${tag}-2@`)).toEqual([sadia!.id]);
    expect(await search('01711-234567')).toEqual([sadia!.id]);
    expect(await search('০১৭১১২৩৪৫৬৭')).toEqual([sadia!.id]);
    expect(await search('Nobody by this name')).toEqual([]);
  });

  it('finds a seller by the phone number on their listings', async () => {
    const admin = await asAdmin();
    const [seller] = await insertUsers('seller', ['Phone Seller']);
    const category = await insertCategory();
    await testDb().insert(products).values({
      id: crypto.randomUUID(),
      sellerId: seller!.id,
      categoryId: category.id,
      name: 'Gree 1 Ton',
      about: 'Works well.',
      priceMinor: 30000,
      originalPriceMinor: 60000,
      purchaseYear: 2021,
      location: 'Mirpur, Dhaka',
      phone: '+8801912000111',
      img: '/api/images/x.webp',
    });
    const res = await api('/dashboard/allseller?q=01912%20000111', { headers: admin.auth });
    expect((await res.json<{ _id: string }[]>()).map((found) => found._id)).toEqual([seller!.id]);
  });

  it('finds only sellers in the sellers’ table, and reads % and _ as themselves', async () => {
    const admin = await asAdmin();
    const tag = crypto.randomUUID().slice(0, 8);
    const [percent] = await insertUsers('seller', [`100% Cool ${tag}`, `1000 Cool ${tag}`], tag);
    await insertUsers('buyer', [`100% Cool ${tag} buyer`]);
    const res = await api(`/dashboard/allseller?q=${encodeURIComponent(`0% cool ${tag}`)}`, { headers: admin.auth });
    expect((await res.json<{ _id: string }[]>()).map((seller) => seller._id)).toEqual([percent!.id]);
    const underscore = await api(`/dashboard/allseller?q=${encodeURIComponent(`_ ${tag}`)}`, { headers: admin.auth });
    expect(await underscore.json()).toEqual([]);
  });

  it('refuses a search longer than 100 characters, or with control characters', async () => {
    const admin = await asAdmin();
    for (const q of ['x'.repeat(101), 'a\u0000b']) {
      const res = await api(`/dashboard/allseller?q=${encodeURIComponent(q)}`, { headers: admin.auth });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        reason: 'invalid-input',
        issues: [expect.objectContaining({ path: 'q' })],
      });
    }
    // 100 Bangla letters are 300 bytes: more than D1 takes in a LIKE pattern, which the search does not use.
    for (const q of ['x'.repeat(100), 'আ'.repeat(100)]) {
      const res = await api(`/dashboard/allseller?q=${encodeURIComponent(q)}`, { headers: admin.auth });
      expect(res.status).toBe(200);
    }
  });

  it(`reads at most ${SCAN_MAX} accounts a page, linking on when it found too few`, async () => {
    const admin = await asAdmin();
    const tag = crypto.randomUUID().slice(0, 8);
    // The one match is older than SCAN_MAX others: the first page reads up to them and links on.
    const names = [...Array.from({ length: SCAN_MAX }, (_, i) => `Filler ${i}`), `Needle ${tag}`];
    const rows = await insertUsers('buyer', names, tag, Date.now() + 86_400_000);
    const first = await api(`/dashboard/allbuyer?q=needle+${tag}`, { headers: admin.auth });
    expect(await first.json()).toEqual([]);
    expect(first.headers.get('Link')).toMatch(/rel="next"/);
    const pages = await allPages(`/dashboard/allbuyer?q=needle+${tag}`, admin.auth);
    expect(pages.flat()).toEqual([expect.objectContaining({ _id: rows.at(-1)!.id, name: `Needle ${tag}` })]);
  });

  it('looks the matches up by id among the rows the page reads', async () => {
    const query = { ...adminListQuerySchema.parse({ q: 'x', cursor: '1700000000000_x' }), q: 'x' };
    const [matches] = usersSearchQueries(testDb(), 'buyer', query);
    const { sql, params } = matches.toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const detail = plan.results.map((row) => row.detail).join(' | ');
    expect(detail).toMatch(/users USING INDEX users_role_created_idx \(role=\? AND created_at<\?\)/);
    expect(detail).toMatch(/SEARCH users USING INDEX sqlite_autoindex_users_1 \(id=\?\)/);
  });
});

/** A refunded payment of a product named `name`, refunded `minutesAgo` before now. */
async function insertRefund(name: string, minutesAgo: number) {
  const db = testDb();
  const seller = await signedInUser('seller');
  const buyer = await signedInUser('buyer');
  const category = await insertCategory();
  const id = crypto.randomUUID();
  await db.insert(products).values({
    id,
    sellerId: seller.user.id,
    categoryId: category.id,
    name,
    about: 'Works well.',
    priceMinor: 30000,
    originalPriceMinor: 60000,
    purchaseYear: 2021,
    location: 'Mirpur, Dhaka',
    phone: '+8801711000000',
    img: '/api/images/x.webp',
  });
  await db.insert(bookings).values({
    id,
    productId: id,
    buyerId: buyer.user.id,
    sellerId: seller.user.id,
    phone: '+8801812345678',
    location: 'Dhaka',
    priceMinor: 30000,
  });
  await db.insert(payments).values({
    id,
    transactionId: `tx-${id}`,
    bookingId: id,
    productId: id,
    buyerId: buyer.user.id,
    sellerId: seller.user.id,
    amountMinor: 30000,
    currency: 'bdt',
    gateway: 'demo',
    status: 'refunded',
    refundReason: 'hold-lapsed',
    refundedAt: new Date(Date.now() - minutesAgo * 60_000),
    refundedMinor: 30000,
  });
  return { id, buyer: buyer.user };
}

describe('GET /api/dashboard/refunds, paged and searched', () => {
  it('pages refunds newest first and finds them by product, buyer or the booking’s phone', async () => {
    const admin = await asAdmin();
    const tag = crypto.randomUUID().slice(0, 8);
    const older = await insertRefund(`Gree ${tag}`, 10);
    const newer = await insertRefund(`Walton ${tag}`, 5);
    const first = await api('/dashboard/refunds?limit=1', { headers: admin.auth });
    expect((await first.json<{ _id: string }[]>()).map((refund) => refund._id)).toEqual([newer.id]);
    const pages = await allPages('/dashboard/refunds?limit=1', admin.auth);
    expect(pages.flat().map((refund) => refund._id)).toEqual(expect.arrayContaining([newer.id, older.id]));

    const search = async (q: string) =>
      (
        await (
          await api(`/dashboard/refunds?q=${encodeURIComponent(q)}`, { headers: admin.auth })
        ).json<{ _id: string; productName: string; buyerEmail: string; amount: number }[]>()
      ).map((refund) => refund._id);
    expect(await search(`gree ${tag}`)).toEqual([older.id]);
    expect(await search(newer.buyer.email.toUpperCase())).toEqual([newer.id]);
    expect(await search('01812-345678')).toEqual(expect.arrayContaining([older.id, newer.id]));
  });

  it('reads its page from the refunds’ index', async () => {
    const query = adminListQuerySchema.parse({ cursor: '1700000000000_x' });
    const { sql, params } = refundsPageQuery(testDb(), query).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    expect(plan.results.map((row) => row.detail).join(' | ')).toMatch(
      /payments USING INDEX payments_refunded_idx \(refunded_at<\?\)/,
    );
  });
});

describe('who may page and search', () => {
  for (const path of ['/dashboard/allbuyer', '/dashboard/allseller', '/dashboard/refunds']) {
    it(`${path} with a search and a page refuses the signed-out (401) and sellers (403), before reading the query`, async () => {
      const seller = await signedInUser('seller');
      for (const query of ['?q=rahim&limit=2&cursor=1700000000000_x', '?limit=0', `?q=${'x'.repeat(101)}`]) {
        expect((await api(`${path}${query}`)).status, query).toBe(401);
        const res = await api(`${path}${query}`, { headers: seller.auth });
        expect(res.status, query).toBe(403);
        expect(await res.json()).toMatchObject({ reason: 'forbidden' });
      }
    });
  }

  it('lets an admin search and page every table', async () => {
    const admin = await asAdmin();
    for (const path of ['/dashboard/allbuyer', '/dashboard/allseller', '/dashboard/refunds']) {
      const res = await api(`${path}?q=rahim&limit=2&cursor=1700000000000_x`, { headers: admin.auth });
      expect(res.status, path).toBe(200);
      expect(Array.isArray(await res.json())).toBe(true);
    }
  });
});
