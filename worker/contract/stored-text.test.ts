/**
 * Text is data: markup, SQL, templates, right-to-left and combining marks, emoji and Bangla are
 * stored and answered exactly as typed (trimmed), and the API never rewrites or escapes them; the
 * SPA renders them as text (e2e/stored-text.spec.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, json, signedInUser } from '../test/fixtures';
import { hostileText } from '../test/fuzz/payloads';
import { listingForSale } from '../test/orders';
import { makeSigningKey, serveGoogleKeys, signedIdToken } from '../test/identity';

afterEach(() => vi.restoreAllMocks());

type Listed = { _id: string; name: string; location: string; about: string };

describe('hostile but valid text', () => {
  it('is stored and answered literally in listings, at the length caps too', async () => {
    // Spread over three sellers: each may publish 30 listings a minute (LISTING_LIMITER).
    const sellers = [await listingForSale(), await listingForSale(), await listingForSale()];
    const about = hostileText.join('\n');
    const names = [...hostileText, 'é'.repeat(60), '😀'.repeat(60)];
    for (const [i, name] of names.entries()) {
      const { seller, category, product } = sellers[i % sellers.length]!;
      const res = await api(
        '/product',
        json(
          {
            name,
            location: name,
            about,
            price: 1,
            originalPrice: 2,
            purchaseYear: 2020,
            phone: '01711-234567',
            categoryId: category.id,
            img: product.img,
          },
          seller.auth,
        ),
      );
      expect(res.status, name).toBe(201);
    }
    const stored: Listed[] = [];
    for (const { seller, product } of sellers) {
      const mine = await (await api(`/product/${seller.user.email}`, { headers: seller.auth })).json<Listed[]>();
      stored.push(...mine.filter((p) => p._id !== product._id));
    }
    expect(stored.map((p) => p.name).sort()).toEqual(names.map((n) => n.trim()).sort());
    for (const p of stored) expect([p.location, p.about]).toEqual([p.name, about.trim()]);
  });

  it('is stored and answered literally in bookings, for the buyer and the seller', async () => {
    const { seller, product } = await listingForSale();
    const buyers = await Promise.all(hostileText.slice(0, 8).map(() => signedInUser('buyer')));
    for (const [i, buyer] of buyers.entries()) {
      const res = await api(
        '/bookings',
        json({ productId: product._id, phone: '+880 1711-234567', location: hostileText[i] }, buyer.auth),
      );
      expect(res.status, hostileText[i]).toBe(201);
      const [order] = await (await api('/myorders', { headers: buyer.auth })).json<{ location: string }[]>();
      expect(order?.location).toBe(hostileText[i]!.trim());
    }
    const sold = await (await api('/mybuyers', { headers: seller.auth })).json<{ location: string }[]>();
    expect(sold.map((b) => b.location).sort()).toEqual(
      hostileText
        .slice(0, 8)
        .map((t) => t.trim())
        .sort(),
    );
  });

  it('is stored literally as a name at registration', async () => {
    const key = await makeSigningKey();
    serveGoogleKeys(key);
    const admin = await signedInUser('admin', { email: 'chief@example.test' });
    const names = hostileText.slice(0, 6).map((text) => text.slice(0, 80));
    for (const [i, name] of names.entries()) {
      const email = `named-${i}-${crypto.randomUUID().slice(0, 6)}@example.test`;
      const proof = { Authorization: `Bearer ${await signedIdToken(key, { email })}` };
      expect((await api('/users', json({ name, email, role: 'buyer' }, proof))).status, name).toBe(201);
    }
    const buyers = await (await api('/dashboard/allbuyer', { headers: admin.auth })).json<{ name: string }[]>();
    expect(buyers.map((b) => b.name)).toEqual(expect.arrayContaining(names.map((n) => n.trim())));
  });
});
