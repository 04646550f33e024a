/** Anonymous browsing of the public catalogue, with the filters and paging the SPA uses. */
import type { Category } from './catalogue';
import type { Recorder } from './recorder';

export const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

function listQuery(categories: Category[], sellerIds: string[]) {
  const filters = [
    '',
    '?condition=excellent',
    '?minPrice=200&maxPrice=600',
    '?sort=price-asc',
    '?sort=price-desc&limit=12',
    '?q=inverter',
    '?location=Dhaka',
    `?category=${encodeURIComponent(pick(categories)._id)}`,
    `?seller=${encodeURIComponent(pick(sellerIds))}&limit=10`,
    '?limit=8',
  ];
  return pick(filters);
}

/** The Link header's next page, as the SPA follows it. */
function nextPage(link: string | null) {
  return link?.match(/<([^>]+)>;\s*rel="next"/)?.[1] ?? null;
}

/** One browsing step: a list page (and often its next page), a category, the carousel or the categories. */
export async function browse(api: Recorder, categories: Category[], sellerIds: string[]) {
  const roll = Math.random();
  if (roll < 0.12) {
    await api.call('GET /categories', '/api/categories');
  } else if (roll < 0.25) {
    await api.call('GET /advertise', '/api/advertise');
  } else if (roll < 0.5) {
    const page = await api.call(
      'GET /products/:categoryId',
      `/api/products/${encodeURIComponent(pick(categories)._id)}?limit=12`,
    );
    const next = nextPage(page.headers.get('Link'));
    if (next && Math.random() < 0.5) await api.call('GET /products/:categoryId next page', next);
  } else {
    const page = await api.call('GET /allproduct', `/api/allproduct${listQuery(categories, sellerIds)}`);
    const next = nextPage(page.headers.get('Link'));
    if (next && Math.random() < 0.6) await api.call('GET /allproduct next page', next);
  }
}
