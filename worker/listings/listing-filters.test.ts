import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { listQuerySchema } from '../../shared/schemas/listings';
import { insertCategory, signedInUser, testDb } from '../test/fixtures';
import { storeListing } from '../test/saved-searches';
import { matchesListQuery } from './listing-filters';
import { listListings } from './listing-queries';

describe('a listing in hand against a list query', () => {
  it('passes exactly when the list itself would show it', async () => {
    const seller = await signedInUser('seller');
    const [split, window] = [await insertCategory(), await insertCategory()];
    const stored = [
      { categoryId: split.id, name: 'Gree 1.5 Ton Inverter', location: 'Mirpur 10, Dhaka' },
      { categoryId: split.id, name: 'Walton 2 Ton', tons: 2, inverter: false, brand: 'walton' as const },
      { categoryId: window.id, name: 'LG window unit', tons: null, inverter: null, priceMinor: 90_000 },
      {
        categoryId: split.id,
        name: 'Gree in Chattogram',
        location: 'Agrabad, Chattogram',
        district: 'chattogram' as const,
        division: 'chattogram' as const,
        condition: 'excellent' as const,
      },
    ];
    const ids: string[] = [];
    for (const facts of stored) ids.push(await storeListing({ sellerId: seller.user.id, ...facts }));
    const rows = await testDb().select().from(products).where(inArray(products.id, ids));

    const queries: Record<string, string>[] = [
      {},
      { q: 'gree' },
      { q: 'gre dhak' },
      { location: 'agrabad' },
      { category: split.id, tons: '1.5', inverter: 'yes' },
      { inverter: 'no' },
      { district: 'dhaka', maxPrice: '300' },
      { minPrice: '300.01' },
      { division: 'chattogram', condition: 'excellent' },
      { brand: 'walton', type: 'split' },
      { seller: seller.user.id, q: 'window' },
    ];
    for (const filter of queries) {
      const query = listQuerySchema.parse({ ...filter, limit: '100' });
      const listed = (await listListings(testDb(), query, null)).items.map((item) => item._id);
      const expected = ids.filter((id) => listed.includes(id)).sort();
      const matched = rows.filter((row) => matchesListQuery(row, query)).map((row) => row.id);
      expect(matched.sort(), JSON.stringify(filter)).toEqual(expected);
    }
  });
});
