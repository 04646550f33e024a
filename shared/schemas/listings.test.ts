import { describe, expect, it } from 'vitest';
import { listingInputSchema, listingUpdateSchema } from './listings';

const listing = {
  name: 'Walton 1 Ton Split AC',
  price: 350,
  originalPrice: 700,
  purchaseYear: 2022,
  phone: '01711-234567',
  location: 'Uttara, Dhaka',
  categoryId: 'split-ac',
  img: '/api/images/x.png',
  about: 'Serviced last month.',
};

const priceOf = (price: unknown) => listingInputSchema.safeParse({ ...listing, price });

describe('listing prices', () => {
  it('accept every price with at most 2 decimals, binary floats included', () => {
    for (const price of [0.01, 0.29, 1.15, 19.99, 349.99, 1_000_000])
      expect(priceOf(price).data?.price, String(price)).toBe(price);
  });

  it('accept the text of a plain number, as a form sends it', () => {
    expect(priceOf('349.99').data?.price).toBe(349.99);
    expect(priceOf(' 350 ').data?.price).toBe(350);
  });

  it('refuse other types and number-like text instead of coercing them', () => {
    for (const price of [true, [350], [], {}, ' ', '0x10', '1e3', 'Infinity', '٣٥٠', '350,00']) {
      expect(priceOf(price).success, JSON.stringify(price)).toBe(false);
    }
  });

  it('refuse nothing for something: a price of 0, with a message a seller understands', () => {
    const zero = priceOf(0);
    expect(zero.success).toBe(false);
    expect(zero.error?.issues.map((issue) => issue.message)).toContain('A price must be more than 0.');
  });

  it('refuse more than 2 decimals, negatives and prices over the cap', () => {
    for (const price of [0.001, 350.555, 350.0000000001, -0.01, 1_000_000.01])
      expect(priceOf(price).success, String(price)).toBe(false);
  });
});

describe('the year of purchase', () => {
  it('takes a whole year as a number or text, and nothing else', () => {
    expect(listingInputSchema.safeParse({ ...listing, purchaseYear: '2021' }).data?.purchaseYear).toBe(2021);
    for (const year of [[2021], true, '2021.5', 'MMXXI', 1989]) {
      expect(listingInputSchema.safeParse({ ...listing, purchaseYear: year }).success, JSON.stringify(year)).toBe(
        false,
      );
    }
  });
});

describe('listing edits', () => {
  it('change only the fields they send: leaving out the condition keeps it', () => {
    expect(listingUpdateSchema.parse({ price: 300 })).toEqual({ price: 300 });
  });

  it('must change something: an empty edit, or one of unknown fields only, is refused', () => {
    expect(listingUpdateSchema.safeParse({}).success).toBe(false);
    expect(listingUpdateSchema.safeParse({ paid: true, advertise: true }).error?.issues[0]?.message).toBe(
      'Send at least one field of the listing to change.',
    );
  });

  it('drop fields the server sets, such as paid, advertise and the seller', () => {
    const parsed = listingInputSchema.parse({
      ...listing,
      paid: true,
      advertise: true,
      verifySeller: true,
      sellerId: 'x',
      email: 'x@example.test',
    });
    // The condition and whether the price is negotiable have defaults.
    expect(Object.keys(parsed).sort()).toEqual([...Object.keys(listing), 'condition', 'negotiable'].sort());
  });
});

describe('a negotiable price', () => {
  it('is not, unless a new listing says so; an edit leaves it unless it sends it', () => {
    expect(listingInputSchema.parse(listing).negotiable).toBe(false);
    expect(listingInputSchema.parse({ ...listing, negotiable: true }).negotiable).toBe(true);
    expect(listingUpdateSchema.parse({ negotiable: false })).toEqual({ negotiable: false });
    expect(listingUpdateSchema.parse({ price: 300 })).not.toHaveProperty('negotiable');
  });

  it('is true or false, never text or a number a form or a client might send instead', () => {
    for (const negotiable of ['yes', 'true', 'on', 1, 0, null, []]) {
      const result = listingInputSchema.safeParse({ ...listing, negotiable });
      expect(result.error?.issues, JSON.stringify(negotiable)).toEqual([
        expect.objectContaining({ path: ['negotiable'], message: 'Say whether the price is negotiable.' }),
      ]);
    }
  });
});
