import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { listListingsQuery } from './listing-queries';
import { listQuerySchema } from '../../shared/schemas/listings';
import { districtInText, districts, divisions } from '../../shared/places';
import {
  api,
  insertCategory,
  json,
  postListing,
  signedInUser,
  testDb,
  uploadedImage,
  listingInput,
} from '../test/fixtures';

type Listed = { _id: string; district: string | null; division: string | null };

describe('divisions and districts', () => {
  it('knows the 8 divisions and 64 districts, each in one division, with English and Bangla names', () => {
    expect(divisions).toHaveLength(8);
    expect(districts).toHaveLength(64);
    expect(new Set(districts.map((d) => d.id)).size).toBe(64);
    for (const district of districts) {
      expect(divisions.map((d) => d.id)).toContain(district.division);
      expect(district.bn).toMatch(/^[\u0980-\u09FF ]+$/);
    }
  });

  it('reads the district a free-text location names, in English, Bangla or an older spelling', () => {
    expect(districtInText('Mirpur 10, Dhaka')).toBe('dhaka');
    expect(districtInText('Agrabad, Chittagong')).toBe('chattogram');
    expect(districtInText('কান্দিরপাড়, কুমিল্লা')).toBe('cumilla');
    expect(districtInText('Sherpur Road, Bogra')).toBe('bogura');
    expect(districtInText("Kolatoli, Cox's Bazar")).toBe('coxs-bazar');
    expect(districtInText('Near the big mosque')).toBeNull();
    expect(districtInText('Dhakaiya Biryani House')).toBeNull();
  });

  it('stores the district a seller picks, with its division, and answers both', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const product = await postListing(seller, category.id, { location: 'Agrabad', district: 'chattogram' });
    expect(product).toMatchObject({ district: 'chattogram', division: 'chattogram' });
    const named = await postListing(seller, category.id, { location: 'Zindabazar, Sylhet' });
    expect(named).toMatchObject({ district: 'sylhet', division: 'sylhet' });
    const none = await postListing(seller, category.id, { location: 'Near the big mosque' });
    expect(none).toMatchObject({ district: null, division: null });
  });

  it('takes a district without an area, which the location then names; neither is refused', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const product = await postListing(seller, category.id, { location: '', district: 'chattogram' });
    expect(product).toMatchObject({ location: 'Chattogram', district: 'chattogram', division: 'chattogram' });
    // Moving it moves a location that only named the district; an area the seller wrote stays.
    const moved = await api(`/product/${product._id}`, {
      ...json({ district: 'sylhet' }, seller.auth),
      method: 'PATCH',
    });
    expect((await moved.json<{ product: Record<string, unknown> }>()).product).toMatchObject({
      location: 'Sylhet',
      district: 'sylhet',
    });
    const area = await postListing(seller, category.id, { location: 'Agrabad', district: 'chattogram' });
    const kept = await api(`/product/${area._id}`, { ...json({ district: 'dhaka' }, seller.auth), method: 'PATCH' });
    expect((await kept.json<{ product: Record<string, unknown> }>()).product).toMatchObject({
      location: 'Agrabad',
      district: 'dhaka',
    });

    const img = await uploadedImage(seller.auth);
    const nowhere = await api('/product', json(listingInput(category.id, img, { location: ' ' }), seller.auth));
    expect(nowhere.status).toBe(400);
    expect(await nowhere.json()).toMatchObject({ issues: [{ path: 'location', message: 'Location is required' }] });
  });

  it('refuses a district that does not exist, saying what to do', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const img = await uploadedImage(seller.auth);
    const res = await api('/product', json(listingInput(category.id, img, { district: 'atlantis' }), seller.auth));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: 'district', message: 'Choose a district.' }] });
  });

  it('filters the public list by division and by district, and follows an edit of the district', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const inChattogram = await postListing(seller, category.id, { location: 'GEC Circle', district: 'chattogram' });
    const inCumilla = await postListing(seller, category.id, { location: 'Kandirpar, Cumilla' });
    const inDhaka = await postListing(seller, category.id, { location: 'Banani, Dhaka' });
    const ids = async (query: string) =>
      (await (await api(`/allproduct?category=${category.id}&${query}`)).json<Listed[]>()).map((p) => p._id);

    expect(await ids('division=chattogram')).toEqual([inCumilla._id, inChattogram._id]);
    expect(await ids('district=cumilla')).toEqual([inCumilla._id]);
    expect(await ids('division=dhaka&district=cumilla')).toEqual([]);
    expect((await api('/allproduct?division=narnia')).status).toBe(400);

    const edit = await api(`/product/${inDhaka._id}`, { ...json({ district: 'feni' }, seller.auth), method: 'PATCH' });
    expect(edit.status).toBe(200);
    expect(await ids('division=chattogram')).toEqual([inDhaka._id, inCumilla._id, inChattogram._id]);
  });

  it('walks the district and division indexes of listed products', async () => {
    for (const query of [{ district: 'cumilla' }, { division: 'chattogram' }]) {
      const statement = listListingsQuery(testDb(), listQuerySchema.parse(query), null).toSQL();
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
        .bind(...statement.params)
        .all<{ detail: string }>();
      const details = plan.results.map((r) => r.detail).join('\n');
      expect(details).toMatch(/products_listed_(district|division)_idx/);
      expect(details).not.toMatch(/SCAN products\b(?! USING)/);
    }
  });
});

describe('migration 0007: locations written before districts', () => {
  it('gives each old listing the district its location names, as the API reads it, and its division', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const product = await postListing(seller, category.id);
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0007'))!;
    const backfill = migration.queries.filter((q) => q.includes('UPDATE products'));
    expect(backfill).toHaveLength(2);
    for (const location of ['Mirpur 10, Dhaka', 'Agrabad, Chittagong', 'কান্দিরপাড়, কুমিল্লা', 'Near the big mosque']) {
      await testDb()
        .update(products)
        .set({ location, district: null, division: null })
        .where(eq(products.id, product._id));
      for (const query of backfill) await env.DB.prepare(query).run();
      const [row] = await testDb().select().from(products).where(eq(products.id, product._id));
      const expected = districtInText(location);
      expect(row!.district, location).toBe(expected);
      expect(row!.division).toBe(expected ? districts.find((d) => d.id === expected)!.division : null);
    }
  });
});
