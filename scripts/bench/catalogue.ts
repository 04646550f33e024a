/**
 * A deterministic marketplace of any size for the benchmark, as SQL for `wrangler d1 execute`:
 * categories, many sellers (a few suspended), bench buyers with a few bookings each, and products
 * with a realistic mix of conditions, places, prices, sold, removed and hidden rows and a small
 * advertised set. The products table's triggers (migration 0012) fill the search index from each
 * listed row's terms as the rows go in.
 */
import { demoCategories, demoSpecs } from '../../seed/data';
import { searchTerms } from '../../worker/listings/search-terms';
import { districtInText, districtOf } from '../../shared/places';
import { encodeCursor } from '../../worker/listings/list-cursor';
import { seededRandom, type Random } from '../../worker/test/seeded-random';

const DAY = 24 * 60 * 60 * 1000;
const BOOKINGS_PER_BUYER = 4;
/** Rows per INSERT: big enough to load 100,000 products quickly, small enough for D1's statement limit. */
const ROWS_PER_INSERT = 100;

export const brands = [
  'Gree',
  'General',
  'Walton',
  'Samsung',
  'LG',
  'Midea',
  'Haier',
  'Singer',
  'Panasonic',
  'Hitachi',
  'Daikin',
  'Carrier',
  'Sharp',
  'Vision',
  'Elite',
];
export const tons = ['1', '1.5', '2', '2.5', '3', '4'];
export const features = ['Inverter', 'Non-Inverter', 'Turbo', 'Eco', 'Smart'];
export const places = [
  'Mirpur 10, Dhaka',
  'Dhanmondi, Dhaka',
  'Uttara, Dhaka',
  'Gulshan, Dhaka',
  'Bashundhara, Dhaka',
  'Mohammadpur, Dhaka',
  'Savar, Dhaka',
  'Agrabad, Chattogram',
  'Nasirabad, Chattogram',
  'Zindabazar, Sylhet',
  'Shaheb Bazar, Rajshahi',
  'Sonadanga, Khulna',
  'Kotwali, Barishal',
  'Jahaj Company Mor, Rangpur',
  'Kandirpar, Cumilla',
  'Chashara, Narayanganj',
  'Tongi, Gazipur',
  'Ganginarpar, Mymensingh',
  'Court Para, Kushtia',
  'Sadar, Bogura',
];
export const notes = [
  'Cools fast, serviced last month.',
  'Gas refilled this summer, no leaks.',
  'Remote and stand included.',
  'Compressor replaced under warranty.',
  'Runs quietly at night.',
  'Used in a small office, kept clean.',
  'Moving abroad, must sell.',
  'Slight scratch on the front panel.',
  'Low power use on an IPS.',
];
const firstNames = [
  'Rahim',
  'Nusrat',
  'Tanvir',
  'Farhana',
  'Sabbir',
  'Ayesha',
  'Kamal',
  'Mitu',
  'Jahid',
  'Sharmin',
  'Arif',
  'Tania',
];
const lastNames = ['Uddin', 'Jahan', 'Hasan', 'Akter', 'Ahmed', 'Islam', 'Rahman', 'Chowdhury', 'Hossain', 'Khan'];
export const conditionMix = ['good', 'good', 'good', 'excellent', 'excellent', 'fair'] as const;

export interface BenchUser {
  id: string;
  email: string;
}

/** What the benchmark needs to know about the catalogue it seeded. */
export interface Catalogue {
  products: number;
  listed: number;
  sellers: number;
  sellerIds: string[];
  /** The first category, for GET /api/products/:categoryId. */
  categoryId: string;
  /** A cursor three quarters deep into the newest-first list. */
  deepCursor: string;
  buyers: BenchUser[];
  /** Listed products none of the bench buyers has booked yet. */
  bookable: string[];
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const sqlValue = (value: string | number | null) =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : quote(value);

function inserts(table: string, columns: string[], rows: (string | number | null)[][]) {
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const values = rows.slice(i, i + ROWS_PER_INSERT).map((row) => `(${row.map(sqlValue).join(',')})`);
    statements.push(`INSERT INTO ${table} (${columns.join(',')}) VALUES\n${values.join(',\n')};`);
  }
  return statements;
}

/** A version-4-shaped id like the Worker's crypto.randomUUID(), but reproducible. */
export function uuid(rand: Random) {
  const hex = Array.from({ length: 32 }, () => rand.int(16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** Stored as the API stores them (shared/schemas/phone.ts). */
export const phone = (rand: Random) =>
  `+8801${Math.floor(rand.next() * 3) + 7}${String(Math.floor(rand.next() * 1e8)).padStart(8, '0')}`;
export const personName = (rand: Random) => `${rand.pick(firstNames)} ${rand.pick(lastNames)}`;

interface ProductRow {
  id: string;
  sellerId: string;
  priceMinor: number;
  createdAt: number;
  listed: boolean;
}

/**
 * The SQL that fills a freshly migrated database with `size` products, and the facts the requests
 * need. The same size always gives the same data.
 */
export function generateCatalogue(size: number, buyerCount: number, now = Date.UTC(2026, 10, 1)) {
  const rand = seededRandom(size);
  const statements: string[] = [];

  statements.push(
    ...inserts(
      'categories',
      ['id', 'name', 'img', 'about', 'position'],
      demoCategories.map((c, position) => [c.id, c.name, `/api/images/category-${c.id}.webp`, c.about, position]),
    ),
  );

  const sellerCount = Math.max(20, Math.round(size / 50));
  const sellers = Array.from({ length: sellerCount }, (_, i) => ({
    id: uuid(rand),
    email: `seller${i + 1}@bench.thanda.test`,
    // About 2% suspended by an admin (trust and safety): their listings are out of the lists.
    suspended: rand.next() < 0.02,
  }));
  const buyers = Array.from({ length: buyerCount }, (_, i) => ({
    id: uuid(rand),
    email: `buyer${i + 1}@bench.thanda.test`,
  }));
  const userRows = [
    ...sellers.map((s) => [
      s.id,
      personName(rand),
      s.email,
      'seller',
      rand.next() < 0.3 ? 1 : 0,
      now - 900 * DAY,
      s.suspended ? now - 5 * DAY : null,
      s.suspended ? 'Bench: fake listings' : null,
    ]),
    ...buyers.map((b) => [b.id, personName(rand), b.email, 'buyer', 0, now - 400 * DAY, null, null]),
  ];
  statements.push(
    ...inserts(
      'users',
      ['id', 'name', 'email', 'role', 'verified', 'created_at', 'suspended_at', 'suspension_reason'],
      userRows,
    ),
  );

  // Newest first is the lists' order: spread the listings over about three years, one apart at least.
  const span = 3 * 365 * DAY;
  const step = Math.floor(span / size);
  const products: ProductRow[] = [];
  const productRows: (string | number | null)[][] = [];
  for (let i = 0; i < size; i++) {
    const createdAt = now - span + i * step + Math.floor(rand.next() * (step - 1));
    const state = rand.next();
    const sold = state < 0.12;
    const removed = !sold && state < 0.15;
    // About 2% hidden by an admin after reports (trust and safety).
    const hidden = !sold && !removed && state < 0.17;
    const seller = rand.pick(sellers);
    const listed = !sold && !removed && !hidden && !seller.suspended;
    const originalPriceMinor = (300 + Math.floor(rand.next() * 1700)) * 100;
    const priceMinor = Math.round((originalPriceMinor * (0.3 + rand.next() * 0.5)) / 100) * 100;
    const id = uuid(rand);
    const brand = rand.pick(brands);
    const category = rand.pick(demoCategories);
    const name = `${brand} ${rand.pick(tons)} Ton ${rand.pick(features)} ${category.name}`;
    const about = `${rand.pick(notes)} ${rand.pick(notes)}`;
    const purchaseYear = 2012 + Math.floor(rand.next() * 13);
    const condition = rand.pick(conditionMix);
    const location = rand.pick(places);
    // Read from the name, as the demo data's are.
    const specs = demoSpecs({ name, categoryId: category.id, purchaseYear });
    products.push({ id, sellerId: seller.id, priceMinor, createdAt, listed });
    productRows.push([
      id,
      seller.id,
      category.id,
      name,
      about,
      priceMinor,
      originalPriceMinor,
      purchaseYear,
      condition,
      location,
      // As the API stores a listing whose location names its district.
      districtInText(location),
      districtOf(districtInText(location) ?? '')?.division ?? null,
      phone(rand),
      specs.brand,
      specs.acType,
      specs.tons,
      specs.inverter === null ? null : Number(specs.inverter),
      specs.warrantyMonths,
      `/api/images/bench-${category.id}-${i % 12}.webp`,
      listed && rand.next() < 0.015 ? 1 : 0,
      sold ? 1 : 0,
      sold ? createdAt + 20 * DAY : null,
      removed ? createdAt + 40 * DAY : null,
      hidden ? 'hidden' : null,
      hidden ? 'Bench: reported as a scam' : null,
      seller.suspended ? 1 : 0,
      createdAt,
      JSON.stringify(searchTerms({ name, about, location })),
    ]);
  }
  statements.push(
    ...inserts(
      'products',
      [
        'id',
        'seller_id',
        'category_id',
        'name',
        'about',
        'price_minor',
        'original_price_minor',
        'purchase_year',
        'condition',
        'location',
        'district',
        'division',
        'phone',
        'brand',
        'ac_type',
        'tons',
        'inverter',
        'warranty_months',
        'img',
        'advertise',
        'paid',
        'sold_at',
        'removed_at',
        'moderation',
        'moderation_reason',
        'seller_suspended',
        'created_at',
        'search_terms',
      ],
      productRows,
    ),
  );

  const listed = products.filter((p) => p.listed);
  const booked = new Set<string>();
  const bookingRows: (string | number | null)[][] = [];
  for (const buyer of buyers) {
    const mine = new Set<string>();
    for (let n = 0; n < BOOKINGS_PER_BUYER; n++) {
      const product = rand.pick(listed);
      if (mine.has(product.id)) continue;
      mine.add(product.id);
      booked.add(product.id);
      bookingRows.push([
        uuid(rand),
        product.id,
        buyer.id,
        product.sellerId,
        phone(rand),
        rand.pick(places),
        product.priceMinor,
        now - Math.floor(rand.next() * 30 * DAY),
      ]);
    }
  }
  statements.push(
    ...inserts(
      'bookings',
      ['id', 'product_id', 'buyer_id', 'seller_id', 'phone', 'location', 'price_minor', 'created_at'],
      bookingRows,
    ),
  );

  const newestFirst = [...listed].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
  const deep = newestFirst[Math.floor(newestFirst.length * 0.75)]!;
  const catalogue: Catalogue = {
    products: size,
    listed: listed.length,
    sellers: sellerCount,
    sellerIds: sellers.map((s) => s.id),
    categoryId: demoCategories[0]!.id,
    deepCursor: encodeCursor({ v: deep.createdAt, id: deep.id }),
    buyers,
    bookable: listed.filter((p) => !booked.has(p.id)).map((p) => p.id),
  };
  return { sql: statements.join('\n'), catalogue };
}
