/** Sellers' listings for the tests: a real uploaded photo, then POST /api/product. */
import { uniquePng } from '../../e2e/support/images';
import type { Account } from './accounts';
import type { Recorder } from './recorder';

export interface Category {
  _id: string;
  name: string;
}

const locations = [
  'Gulshan, Dhaka',
  'Agrabad, Chattogram',
  'Zindabazar, Sylhet',
  'Shaheb Bazar, Rajshahi',
  'Sonadanga, Khulna',
];
const conditions = ['good', 'excellent', 'fair'] as const;

/** Lists one product for `seller` and answers its id; `n` varies price, place and condition. */
export async function listProduct(
  api: Recorder,
  seller: Account,
  category: Category,
  n: number,
  label = 'list product',
) {
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(uniquePng())], { type: 'image/png' }), `unit-${n}.png`);
  const upload = await api.call<{ data?: { url: string } }>(`${label}: POST /upload`, '/api/upload', {
    token: seller.token,
    form,
    expect: [200],
  });
  if (!upload.body.data?.url) throw new Error(`Uploading a photo answered ${upload.status}.`);
  const listing = {
    name: `Load test ${category.name} #${n}`,
    price: 150 + ((n * 37) % 700),
    originalPrice: 900 + ((n * 53) % 600),
    purchaseYear: 2016 + (n % 8),
    phone: '01711-234567',
    location: locations[n % locations.length],
    categoryId: category._id,
    condition: conditions[n % conditions.length],
    img: upload.body.data.url,
    about: 'A unit listed by the load test.',
  };
  const created = await api.call<{ insertedId?: string }>(`${label}: POST /product`, '/api/product', {
    token: seller.token,
    json: listing,
    expect: [201],
  });
  if (!created.body.insertedId) throw new Error(`Listing a product answered ${created.status}.`);
  return { id: created.body.insertedId, price: listing.price };
}
