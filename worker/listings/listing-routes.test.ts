import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { listQuerySchema } from '../../shared/schemas/listings';
import { listListingsQuery } from './listing-queries';
import { searchWords } from './listing-search';
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
import { uniquePng } from '../test/images';
import { bookingId, listingForSale, pay } from '../test/orders';

type ApiListing = {
  _id: string;
  name: string;
  price: number;
  paid: boolean;
  advertise: boolean;
  verifySeller: boolean;
  sellerName: string;
};

const ids = async (res: Response) => (await res.json<ApiListing[]>()).map((p) => p._id);

describe('POST /api/product', () => {
  it('lets a seller list a product; the server sets seller, date, category name and flags', async () => {
    const seller = await signedInUser('seller', { name: 'Rahim Uddin', verified: true });
    const category = await insertCategory({ name: 'Split AC' });
    const img = await uploadedImage(seller.auth);
    const res = await api(
      '/product',
      json(
        listingInput(category.id, img, {
          paid: true,
          advertise: true,
          verifySeller: false,
          email: 'victim@example.test',
          sellerName: 'Someone Else',
          date: '2001-01-01',
          categoryName: 'Fake',
        }),
        seller.auth,
      ),
    );
    expect(res.status).toBe(201);
    const { product } = await res.json<{ product: ApiListing & Record<string, unknown> }>();
    expect(product).toMatchObject({
      name: 'Gree 1.5 Ton Split AC',
      price: 350,
      originalPrice: 700,
      categoryName: 'Split AC',
      sellerName: 'Rahim Uddin',
      sellerId: seller.user.id,
      verifySeller: true,
      paid: false,
      advertise: false,
      condition: 'good',
    });
    expect(Date.now() - Date.parse(String(product.date))).toBeLessThan(60_000);
  });

  it('refuses buyers and visitors', async () => {
    const category = await insertCategory();
    const buyer = await signedInUser('buyer');
    const body = listingInput(category.id, '/api/images/x.png');
    expect((await api('/product', json(body, buyer.auth))).status).toBe(403);
    expect((await api('/product', json(body))).status).toBe(401);
    // A body it would refuse does not change that: they are told they may not, not what it lacks.
    expect((await api('/product', json({}, buyer.auth))).status).toBe(403);
    expect((await api('/product', json({}))).status).toBe(401);
    const seller = await signedInUser('seller');
    expect((await api('/product', json({}, seller.auth))).status).toBe(400);
  });

  it('refuses prices and years that are not numbers, each with a message', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const img = await uploadedImage(seller.auth);
    const res = await api(
      '/product',
      json(listingInput(category.id, img, { price: 'cheap', purchaseYear: 'last year' }), seller.auth),
    );
    expect(res.status).toBe(400);
    const body = await res.json<{ issues: { path: string; message: string }[] }>();
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'price', message: 'Price is Required' },
        { path: 'purchaseYear', message: 'filed is Required' },
      ]),
    );
  });

  it('refuses a photo that was not uploaded through Thanda, or an unknown category', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const img = await uploadedImage(seller.auth);
    const foreign = await api('/product', json(listingInput(category.id, 'https://evil.example/x.png'), seller.auth));
    expect(foreign.status).toBe(400);
    const unknown = await api('/product', json(listingInput('no-such-category', img), seller.auth));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: 'Choose one of the categories.' });
  });
});

describe("changing someone else's product", () => {
  it('is refused for another seller: delete, advertise, edit and mark sold', async () => {
    const owner = await signedInUser('seller');
    const other = await signedInUser('seller');
    const category = await insertCategory();
    const product = await postListing(owner, category.id);
    const calls = [
      api(`/product/${product._id}`, { method: 'DELETE', headers: other.auth }),
      api(`/advertise/${product._id}`, { method: 'PUT', headers: other.auth }),
      api(`/product/${product._id}`, { ...json({ price: 1 }, other.auth), method: 'PATCH' }),
      api(`/product/${product._id}`, { method: 'PUT', headers: other.auth }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        reason: 'not-product-seller',
        params: {},
        message: 'Only the seller of this product can do that.',
      });
    }
    const [row] = await testDb().select().from(products).where(eq(products.id, product._id));
    expect(row).toMatchObject({ paid: false, advertise: false, priceMinor: 35000, removedAt: null });
  });

  it('answers 404 for an unknown product', async () => {
    const seller = await signedInUser('seller');
    for (const method of ['PUT', 'DELETE']) {
      expect((await api('/product/does-not-exist', { method, headers: seller.auth })).status).toBe(404);
    }
  });
});

describe('the owner', () => {
  it('advertises once, and cannot advertise a sold product', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const product = await postListing(seller, category.id);
    const res = await api(`/advertise/${product._id}`, { method: 'PUT', headers: seller.auth });
    expect(await res.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect(await ids(await api('/advertise'))).toContain(product._id);

    const sold = await postListing(seller, category.id);
    await api(`/product/${sold._id}`, { method: 'PUT', headers: seller.auth });
    const refused = await api(`/advertise/${sold._id}`, { method: 'PUT', headers: seller.auth });
    expect(refused.status).toBe(409);
  });

  it('edits the price', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const product = await postListing(seller, category.id);
    const res = await api(`/product/${product._id}`, {
      ...json({ price: 299.5, paid: true }, seller.auth),
      method: 'PATCH',
    });
    expect(res.status).toBe(200);
    expect((await res.json<{ product: ApiListing }>()).product).toMatchObject({ price: 299.5, paid: false });
  });

  it('deletes a product and its image', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    // Images are stored by content: this one must be unlike any other test's.
    const product = await postListing(seller, category.id, { img: await uploadedImage(seller.auth, uniquePng()) });
    const key = product.img.split('/').pop()!;
    const res = await api(`/product/${product._id}`, { method: 'DELETE', headers: seller.auth });
    expect(await res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await env.PHOTOS.head(key)).toBeNull();
    expect((await api(`/product/${product._id}`, { method: 'DELETE', headers: seller.auth })).status).toBe(404);
  });

  it('keeps a sold product: its seller cannot delete it, and its buyer keeps it in their wish list', async () => {
    const { product, seller } = await listingForSale();
    const buyer = await signedInUser('buyer');
    await api('/wishlist', json({ productId: product._id }, buyer.auth));
    await pay(buyer, await bookingId(buyer, product._id));

    const res = await api(`/product/${product._id}`, { method: 'DELETE', headers: seller.auth });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      reason: 'listing-sold',
      params: {},
      message: 'A sold product cannot be changed.',
    });
    const mine = await (await api(`/product/${seller.user.email}`, { headers: seller.auth })).json<ApiListing[]>();
    expect(mine.map((p) => [p._id, p.paid])).toEqual([[product._id, true]]);

    // An admin may still take it down; the buyer's record of the purchase stays.
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    expect((await api(`/product/${product._id}`, { method: 'DELETE', headers: admin.auth })).status).toBe(200);
    const wishes = await (
      await api(`/wishlist?email=${encodeURIComponent(buyer.user.email)}`, { headers: buyer.auth })
    ).json<{ productId: string; paid: boolean }[]>();
    expect(wishes).toEqual([expect.objectContaining({ productId: product._id, paid: true })]);
  });

  it('sees all their products, sold ones included; others may not look', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const kept = await postListing(seller, category.id);
    const sold = await postListing(seller, category.id);
    await api(`/product/${sold._id}`, { method: 'PUT', headers: seller.auth });
    const mine = await api(`/product/${seller.user.email}`, { headers: seller.auth });
    expect((await ids(mine)).sort()).toEqual([kept._id, sold._id].sort());
    const buyer = await signedInUser('buyer');
    expect((await api(`/product/${seller.user.email}`, { headers: buyer.auth })).status).toBe(403);
  });
});

describe('public lists', () => {
  it('never show sold products', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const product = await postListing(seller, category.id);
    await api(`/advertise/${product._id}`, { method: 'PUT', headers: seller.auth });
    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    expect((await api(`/product/${product._id}`, { method: 'PUT', headers: admin.auth })).status).toBe(200);

    for (const path of ['/allproduct?limit=100', `/products/${category.id}`, '/advertise']) {
      expect(await ids(await api(path))).not.toContain(product._id);
    }
  });

  it('page through every product exactly once, in each sort order', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const posted = [];
    for (const price of [120, 80, 80, 300, 45, 210, 80])
      posted.push((await postListing(seller, category.id, { price }))._id);

    for (const sort of ['newest', 'price-asc', 'price-desc']) {
      const seen: string[] = [];
      let next: string | null = `/products/${category.id}?limit=3&sort=${sort}`;
      while (next) {
        const res: Response = await api(next.replace(/^\/api/, ''));
        const page = await res.json<ApiListing[]>();
        expect(page.length).toBeLessThanOrEqual(3);
        seen.push(...page.map((p) => p._id));
        next = res.headers.get('Link')?.match(/<([^>]+)>; rel="next"/)?.[1] ?? null;
      }
      expect(seen.sort()).toEqual([...posted].sort());
    }
  });

  it('filter by search text, condition and price range', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const cheap = await postListing(seller, category.id, {
      name: 'Walton Window AC 100%',
      price: 90,
      condition: 'fair',
      location: 'Agrabad, Chattogram',
    });
    const dear = await postListing(seller, category.id, {
      name: 'Daikin Split',
      price: 900,
      condition: 'excellent',
      about: 'Bought from a Walton showroom? No: Daikin.',
    });
    const list = (query: string) => api(`/products/${category.id}?${query}`).then(ids);
    expect(await list('q=walton window')).toEqual([cheap._id]);
    expect((await list('q=walton')).sort()).toEqual([cheap._id, dear._id].sort());
    expect(await list('q=100%25')).toEqual([cheap._id]);
    expect(await list('q=chatto')).toEqual([cheap._id]);
    expect(await list('location=chattogram')).toEqual([cheap._id]);
    expect(await list('q=%22NEAR(*')).toEqual([]);
    expect(await list('condition=excellent')).toEqual([dear._id]);
    expect(await list('minPrice=100&maxPrice=1000')).toEqual([dear._id]);
    expect(await list('sort=price-asc')).toEqual([cheap._id, dear._id]);
    const otherSeller = await signedInUser('seller');
    const theirs = await postListing(otherSeller, category.id);
    expect(await list(`seller=${otherSeller.user.id}`)).toEqual([theirs._id]);
    // Not by e-mail: that would tell anyone whether an address sells here, and its phone numbers.
    expect((await api(`/products/${category.id}?seller=${encodeURIComponent(otherSeller.user.email)}`)).status).toBe(
      400,
    );
  });

  it('answer 400 for bad filters or a forged cursor', async () => {
    expect((await api('/allproduct?limit=1000')).status).toBe(400);
    expect((await api('/allproduct?minPrice=abc')).status).toBe(400);
    expect((await api('/allproduct?cursor=garbage')).status).toBe(400);
    const endless = btoa('{"v":1e400,"id":"x"}').replace(/=+$/, '');
    expect((await api(`/allproduct?q=gree&cursor=${endless}`)).status).toBe(400);
    expect((await api('/allproduct?sort=random')).status).toBe(400);
  });

  it('are served by an index, never a scan of the products table', async () => {
    const filters = [
      { sort: 'newest' },
      { sort: 'newest', category: 'split-ac' },
      { sort: 'price-asc' },
      { sort: 'price-desc', category: 'split-ac' },
      { sort: 'newest', condition: 'good' },
      { sort: 'newest', seller: 'seller-1' },
      { sort: 'newest', q: 'gree inverter' },
      { sort: 'price-asc', location: 'dhaka' },
    ] as const;
    for (const filter of filters) {
      const cursor = { v: Date.now(), id: 'x' };
      const search = searchWords(listQuerySchema.parse(filter)).length > 0;
      const { sql, params } = listListingsQuery(testDb(), listQuerySchema.parse(filter), cursor).toSQL();
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const details = plan.results.map((row) => row.detail).join(' | ');
      // Plain lists walk a partial index; searches walk a term index and fetch the page's rows by rowid.
      const expected = search ? /SEARCH products USING INTEGER PRIMARY KEY/ : /products USING INDEX products_listed_/;
      expect(details, JSON.stringify(filter)).toMatch(expected);
      expect(details, JSON.stringify(filter)).not.toMatch(/SCAN products(?! USING)/);
    }
  });
});
