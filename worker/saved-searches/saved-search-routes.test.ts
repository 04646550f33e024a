import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedSearches, users } from '../db/schema';
import { app } from '../app';
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
import { storeSavedSearch } from '../test/saved-searches';
import { SAVED_SEARCHES_MAX } from '../../shared/schemas/notifications';

afterEach(() => vi.restoreAllMocks());

type Account = Awaited<ReturnType<typeof signedInUser>>;

const save = (who: Account, body: Record<string, unknown>) => api('/saved-searches', json(body, who.auth));
const send = (who: Account, method: string, id: string, body?: unknown) =>
  api(`/saved-searches/${id}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...who.auth },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
const listOf = async (who: Account) => {
  const res = await api('/saved-searches', { headers: who.auth });
  expect(res.status).toBe(200);
  return (await res.json<{ savedSearches: { id: string; name: string; filters: object; frequency: string }[] }>())
    .savedSearches;
};

describe('saved searches', () => {
  it('are saved, listed, renamed, changed and deleted by their owner, a buyer or a seller', async () => {
    for (const role of ['buyer', 'seller'] as const) {
      const owner = await signedInUser(role);
      const res = await save(owner, {
        name: '  1.5 ton inverter in Dhaka ',
        filters: { district: 'dhaka', tons: '1.5', inverter: 'yes', maxPrice: '40000', q: ' gree ' },
        frequency: 'daily',
      });
      expect(res.status).toBe(201);
      const { acknowledged, insertedId } = await res.json<{ acknowledged: boolean; insertedId: string }>();
      expect(acknowledged).toBe(true);

      expect(await listOf(owner)).toEqual([
        {
          id: insertedId,
          name: '1.5 ton inverter in Dhaka',
          // As /allproduct's query string holds them.
          filters: { q: 'gree', district: 'dhaka', tons: '1.5', inverter: 'yes', maxPrice: '40000' },
          frequency: 'daily',
          createdAt: expect.any(String),
        },
      ]);
      // The keys matching looks candidates up by.
      const row = await testDb().select().from(savedSearches).where(eq(savedSearches.id, insertedId)).get();
      expect(row).toMatchObject({ categoryKey: '*', districtKey: 'dhaka', tonsKey: '1.5', inverterKey: '1' });

      const renamed = await send(owner, 'PATCH', insertedId, { name: 'Cheap Gree', frequency: 'instant' });
      expect(renamed.status).toBe(200);
      expect(await renamed.json()).toMatchObject({ id: insertedId, name: 'Cheap Gree', frequency: 'instant' });

      const deleted = await send(owner, 'DELETE', insertedId);
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });
      expect(await listOf(owner)).toEqual([]);
    }
  });

  it("answers someone else's search as not found, and changes nothing", async () => {
    const owner = await signedInUser('buyer');
    const other = await signedInUser('seller');
    const search = await storeSavedSearch(owner.user.id, { district: 'dhaka' });
    for (const res of [
      await send(other, 'PATCH', search.id, { name: 'Mine now' }),
      await send(other, 'DELETE', search.id),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({
        reason: 'saved-search-not-found',
        message: 'No saved search with that id.',
      });
    }
    expect(await listOf(other)).toEqual([]);
    expect((await listOf(owner)).map((s) => s.name)).toEqual([search.name]);
  });

  it.each([
    [{ name: 'Big', filters: { tons: '7' } }, 'filters.tons', 'Choose a capacity from 0.75 to 5 tons.'],
    [{ name: 'Far', filters: { district: 'atlantis' } }, 'filters.district', 'Choose a district.'],
    [
      { name: 'Typo', filters: { tonz: '1.5' } },
      'filters',
      expect.stringContaining('Save the filters the search page has'),
    ],
    [{ name: 'Cheap', filters: { maxPrice: 'cheap' } }, 'filters.maxPrice', expect.any(String)],
    [{ name: '   ', filters: {} }, 'name', 'Give this search a name.'],
    [{ name: 'Often', filters: {}, frequency: 'hourly' }, 'frequency', 'Choose instant, daily or off.'],
  ])('refuses %j with a message', async (body, path, message) => {
    const res = await save(await signedInUser('buyer'), body);
    expect(res.status).toBe(400);
    const answer = await res.json<{ reason: string; issues: { path: string; message: string }[] }>();
    expect(answer.reason).toBe('invalid-input');
    expect(answer.issues).toContainEqual({ path, message });
  });

  it('refuses a change of nothing and an empty name', async () => {
    const owner = await signedInUser('buyer');
    const search = await storeSavedSearch(owner.user.id, {});
    expect((await send(owner, 'PATCH', search.id, {})).status).toBe(400);
    expect((await send(owner, 'PATCH', search.id, { name: '' })).status).toBe(400);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} a person, and says so`, async () => {
    const owner = await signedInUser('buyer');
    for (let i = 0; i < SAVED_SEARCHES_MAX - 1; i++) await storeSavedSearch(owner.user.id, {});
    expect((await save(owner, { name: 'The last place', filters: {} })).status).toBe(201);
    const res = await save(owner, { name: 'One too many', filters: {} });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      reason: 'saved-searches-full',
      message: 'You can keep up to 20 saved searches. Delete one you no longer need, then save this one.',
    });
    expect(await listOf(owner)).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it('answers 401 without a token, and a deleted account writes nothing', async () => {
    expect((await api('/saved-searches')).status).toBe(401);
    expect((await api('/saved-searches', json({ name: 'x', filters: {} }))).status).toBe(401);
    const gone = await signedInUser('buyer');
    await testDb().update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    expect((await save(gone, { name: 'Ghost', filters: {} })).status).toBe(401);
    expect(await testDb().select().from(savedSearches).where(eq(savedSearches.userId, gone.user.id))).toEqual([]);
  });

  it('hears of a listing published without review, to match it against the searches', async () => {
    const sent = vi.spyOn(env.NOTIFICATIONS, 'send');
    const seller = await signedInUser('seller');
    const product = await postListing(seller, (await insertCategory()).id);
    expect(sent).toHaveBeenCalledWith({ listingLive: product._id });
  });

  it('hears of a listing that waited for review once an admin approves it, not before', async () => {
    const sent = vi.spyOn(env.NOTIFICATIONS, 'send');
    const seller = await signedInUser('seller');
    const img = await uploadedImage(seller.auth);
    const published = await app.request(
      '/api/product',
      json(listingInput((await insertCategory()).id, img), seller.auth),
      { ...env, LISTING_REVIEW: 'on' },
    );
    const { insertedId } = await published.json<{ insertedId: string }>();
    expect(sent).not.toHaveBeenCalled();

    const admin = await signedInUser('admin', { email: 'admin@thanda.test' });
    const approved = await api(`/moderation/listings/${insertedId}/approve`, { method: 'PUT', headers: admin.auth });
    expect(approved.status).toBe(200);
    expect(sent).toHaveBeenCalledWith({ listingLive: insertedId });
  });
});
