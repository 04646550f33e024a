import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { listListingsQuery } from './listing-queries';
import { listQuerySchema } from '../../shared/schemas/listings';
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

type Listed = { _id: string; brand: string | null; type: string | null; tons: number | null; inverter: boolean | null };

const edit = (id: string, body: unknown, auth: Record<string, string>) =>
  api(`/product/${id}`, { ...json(body, auth), method: 'PATCH' });

describe('AC specifications', () => {
  it('stores brand, type, tons, inverter and warranty, and answers them with the listing', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const product = await postListing(seller, category.id, {
      brand: 'gree',
      type: 'split',
      tons: 1.5,
      inverter: true,
      warrantyMonths: 18,
    });
    expect(product).toMatchObject({ brand: 'gree', type: 'split', tons: 1.5, inverter: true, warrantyMonths: 18 });
    const page = await (await api(`/listings/${product._id}`)).json<Listed>();
    expect(page).toMatchObject({ brand: 'gree', type: 'split', tons: 1.5, inverter: true });
  });

  it('takes a form’s text ("1.5", "yes", a blank) and leaves specifications out when not given', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const typed = await postListing(seller, category.id, {
      tons: '1.5',
      inverter: 'no',
      brand: '',
      warrantyMonths: '',
    });
    expect(typed).toMatchObject({ tons: 1.5, inverter: false, brand: null, warrantyMonths: null });
    const plain = await postListing(seller, category.id);
    expect(plain).toMatchObject({ brand: null, type: null, tons: null, inverter: null, warrantyMonths: null });
  });

  it('refuses a brand off the list, a capacity between steps, an air cooler with tons, and a warranty past 10 years', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const img = await uploadedImage(seller.auth);
    const refused = async (specs: Record<string, unknown>) => {
      const res = await api('/product', json(listingInput(category.id, img, specs), seller.auth));
      expect(res.status, JSON.stringify(specs)).toBe(400);
      return (await res.json<{ issues: { path: string; message: string }[] }>()).issues[0];
    };
    expect(await refused({ brand: 'acme' })).toEqual({
      path: 'brand',
      message: 'Choose a brand from the list, or Other.',
    });
    expect(await refused({ tons: 1.6 })).toEqual({ path: 'tons', message: 'Choose a capacity from 0.75 to 5 tons.' });
    expect(await refused({ tons: 12 })).toMatchObject({ path: 'tons' });
    expect(await refused({ type: 'air-cooler', tons: 1 })).toEqual({
      path: 'tons',
      message: 'An air cooler has no capacity in tons.',
    });
    expect(await refused({ inverter: 'maybe' })).toMatchObject({ path: 'inverter' });
    expect(await refused({ warrantyMonths: 121 })).toMatchObject({ path: 'warrantyMonths' });
    expect(await refused({ warrantyMonths: 2.5 })).toMatchObject({ path: 'warrantyMonths' });
  });

  it('edits: a left-out specification stays, null clears it, and an air cooler loses its tons', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const product = await postListing(seller, category.id, { brand: 'walton', type: 'split', tons: 2, inverter: true });
    const changed = async (body: unknown) => {
      const res = await edit(product._id, body, seller.auth);
      expect(res.status, JSON.stringify(body)).toBe(200);
      return (await res.json<{ product: Listed }>()).product;
    };
    expect(await changed({ price: 300 })).toMatchObject({ brand: 'walton', tons: 2, inverter: true });
    expect(await changed({ inverter: null })).toMatchObject({ brand: 'walton', inverter: null });
    expect(await changed({ type: 'air-cooler' })).toMatchObject({ type: 'air-cooler', tons: null });
    const res = await edit(product._id, { tons: 1 }, seller.auth);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      issues: [{ path: 'tons', message: 'An air cooler has no capacity in tons.' }],
    });
  });

  it('filters the public list by brand, type, tons and inverter, in the URL', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const greeInverter = await postListing(seller, category.id, {
      brand: 'gree',
      type: 'split',
      tons: 1.5,
      inverter: true,
    });
    const greeFixed = await postListing(seller, category.id, {
      brand: 'gree',
      type: 'split',
      tons: 1.5,
      inverter: false,
    });
    const lgWindow = await postListing(seller, category.id, { brand: 'lg', type: 'window', tons: 1, inverter: false });
    const cooler = await postListing(seller, category.id, { brand: 'walton', type: 'air-cooler' });
    const ids = async (query: string) =>
      (await (await api(`/allproduct?category=${category.id}&${query}`)).json<Listed[]>()).map((p) => p._id);

    expect(await ids('tons=1.5&inverter=yes')).toEqual([greeInverter._id]);
    expect(await ids('brand=gree')).toEqual([greeFixed._id, greeInverter._id]);
    expect(await ids('type=window')).toEqual([lgWindow._id]);
    expect(await ids('type=air-cooler')).toEqual([cooler._id]);
    expect(await ids('inverter=no&sort=price-asc')).toHaveLength(2);
    expect(await ids('tons=1')).toEqual([lgWindow._id]);
    for (const bad of ['tons=1.6', 'brand=acme', 'inverter=perhaps', 'type=fridge']) {
      expect((await api(`/allproduct?${bad}`)).status, bad).toBe(400);
    }
  });

  it('suggests similar listings of the same capacity', async () => {
    const seller = await signedInUser('seller');
    const category = await insertCategory();
    const listing = await postListing(seller, category.id, { tons: 1.5, price: 400 });
    const same = await postListing(seller, category.id, { tons: 1.5, price: 500 });
    await postListing(seller, category.id, { tons: 2, price: 400 });
    const unsaid = await postListing(seller, category.id, { price: 380 });
    const similar = async (id: string) =>
      (await (await api(`/listings/${id}`)).json<{ similar: Listed[] }>()).similar.map((p) => p._id);
    expect(await similar(listing._id)).toEqual([same._id]);
    // A listing that names no capacity is shown its category's listings, nearest in price first.
    expect(await similar(unsaid._id)).toHaveLength(3);
  });

  it('walks an index of listed products for each filter, never the whole table', async () => {
    for (const query of [{ brand: 'gree' }, { type: 'split' }, { tons: '1.5' }, { inverter: 'yes' }]) {
      const statement = listListingsQuery(testDb(), listQuerySchema.parse(query), null).toSQL();
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
        .bind(...statement.params)
        .all<{ detail: string }>();
      const details = plan.results.map((r) => r.detail).join('\n');
      expect(details, JSON.stringify(query)).toMatch(/USING INDEX products_listed_/);
      expect(details).not.toMatch(/SCAN products\b(?! USING)/);
    }
  });
});
