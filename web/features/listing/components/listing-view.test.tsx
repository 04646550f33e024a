import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { messages as bnListing } from '@/locales/listing/bn.po';
import { renderWithRouter, stubApi } from '@/test/render';
import type { Listing } from '@/features/listing/api/listing';
import { ListingView } from './listing-view';
import { freshnessTexts } from '@shared/listing-data';
import { decimalFormat } from '@shared/intl-formats';
import { languageLocales } from '@shared/domain';

const PAGE_URL = 'https://thanda.test/listing/p1/gree-1-5-ton-split-ac';

const listing = (overrides: Partial<Listing> = {}, seller: Partial<Listing['seller']> = {}): Listing => ({
  _id: 'p1',
  name: 'Gree 1.5 Ton Split AC',
  price: 300,
  negotiable: false,
  originalPrice: 720,
  purchaseYear: 2023,
  used: 3,
  condition: 'excellent',
  location: 'Mirpur 10, Dhaka',
  district: 'dhaka',
  division: 'dhaka',
  phone: '01711-234567',
  about: 'Serviced last month. Cools the room in minutes.',
  brand: 'gree',
  type: 'split',
  tons: 1.5,
  inverter: true,
  warrantyMonths: 6,
  img: '/api/images/p1.webp',
  categoryId: 'split-ac',
  categoryName: 'Split AC',
  categoryNameBn: null,
  sellerName: 'Rahim Uddin',
  verifySeller: true,
  sellerId: 's1',
  sellerRating: { average: 4.5, count: 12 },
  advertise: false,
  paid: false,
  status: 'active',
  date: '2026-11-20T08:00:00.000Z',
  confirmedAt: null,
  expiresAt: null,
  inspectedAt: null,
  inspectionId: null,
  photos: [],
  similar: [],
  ...overrides,
  seller: {
    id: 's1',
    name: 'Rahim Uddin',
    verified: true,
    memberSince: '2024-03-12T12:00:00.000Z',
    rating: { average: 4.5, count: 12 },
    activeListings: 7,
    ...seller,
  },
});

function show(item: Listing, actions: React.ReactNode = <button type="button">Book Now</button>) {
  return renderWithRouter(
    <ListingView listing={item} url={PAGE_URL} actions={actions} similar={<p>Two similar cards</p>} />,
  );
}

/** The value a row of the listing's details gives for `term`. */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('ListingView', () => {
  it('shows the name, the price with the original price and the saving', () => {
    show(listing());
    expect(screen.getByRole('heading', { level: 1, name: 'Gree 1.5 Ton Split AC' })).toBeInTheDocument();
    expect(screen.getByText('৳300')).toBeInTheDocument();
    expect(screen.getByText('৳720')).toHaveClass('line-through');
    expect(screen.getByText('You save ৳420 (58%)')).toBeInTheDocument();
    expect(screen.queryByText(/Sold:/)).not.toBeInTheDocument();
  });

  it('says "Negotiable" right after the price when the seller is open to offers, as the HTML did before', () => {
    const { unmount } = show(listing({ negotiable: true }));
    const label = screen.getByText('Negotiable');
    expect(label.previousElementSibling).toHaveTextContent('৳300');
    // The Worker writes this very element into the page's first screen (worker/pages/listing-shell.ts).
    expect(label.outerHTML).toBe(
      '<span class="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">Negotiable</span>',
    );
    unmount();
    show(listing({ negotiable: true, paid: true, status: 'sold' }));
    expect(screen.queryByText('Negotiable')).not.toBeInTheDocument();
  });

  it('claims no saving when the price is the original price, and names the original price instead', () => {
    show(listing({ price: 720 }));
    expect(screen.getByText('৳720')).toBeInTheDocument();
    expect(screen.getByText('Original price ৳720')).not.toHaveClass('line-through');
    expect(screen.queryByText(/You save/)).not.toBeInTheDocument();
  });

  it('lists the specifications and details the seller gave, and leaves out the ones they did not', () => {
    const { unmount } = show(listing());
    const rows: [string, string][] = [
      ['Category', 'Split AC'],
      ['Brand', 'Gree'],
      ['Type', 'Split'],
      ['Capacity', '1.5 tons'],
      ['Inverter', 'Yes'],
      ['Warranty', '6 months left'],
      ['Condition', 'excellent'],
      ['Used', '3 years'],
      ['Bought in', '2023'],
      ['Location', 'Mirpur 10, Dhaka'],
      ['Posted', '20/11/2026'],
    ];
    for (const [term, value] of rows) expect(detail(term)).toHaveTextContent(value);
    expect(screen.getByText('Serviced last month. Cools the room in minutes.')).toBeInTheDocument();
    unmount();

    show(listing({ brand: null, type: null, tons: null, inverter: false, warrantyMonths: 0 }));
    expect(screen.queryByText('Brand', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Type', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Capacity', { selector: 'dt' })).not.toBeInTheDocument();
    expect(detail('Inverter')).toHaveTextContent('No');
    expect(detail('Warranty')).toHaveTextContent('No warranty left');
  });

  it('presents the seller: name, verified badge, member since, active listings, rating and links', () => {
    show(listing());
    const seller = within(screen.getByRole('region', { name: 'Seller' }));
    expect(seller.getByText('Rahim Uddin')).toBeInTheDocument();
    expect(seller.getByText('Verified seller')).toBeInTheDocument();
    expect(seller.getByText(/Member since/).parentElement).toHaveTextContent(
      'Member since 12/03/2024 · 7 active listings',
    );
    expect(seller.getByRole('link', { name: 'Rated 4.5 of 5 from 12 reviews' })).toHaveAttribute('href', '/seller/s1');
    expect(seller.getByRole('link', { name: 'Profile and reviews' })).toHaveAttribute('href', '/seller/s1');
    // Every listing of theirs, on their profile: the SPEC's seller page shows one category's.
    expect(seller.getByRole('link', { name: "See this seller's listings" })).toHaveAttribute(
      'href',
      '/seller/s1#for-sale',
    );
  });

  it('shows no badge nor stars for an unverified seller without reviews', () => {
    show(listing({}, { verified: false, rating: null, activeListings: 1 }));
    const seller = within(screen.getByRole('region', { name: 'Seller' }));
    expect(seller.queryByText('Verified seller')).not.toBeInTheDocument();
    expect(seller.queryByRole('link', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(seller.getByRole('link', { name: 'Profile and reviews' })).toBeInTheDocument();
    expect(seller.getByText(/Member since/).closest('p')).toHaveTextContent(/· 1 active listing$/);
  });

  it("offers the actions and the phone number while for sale, and once sold only its buyer's", async () => {
    const { unmount } = show(listing({ similar: [listing()] }));
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Similar listings' })).toBeInTheDocument();
    expect(screen.getByText('Two similar cards')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show phone number' }));
    expect(screen.getByRole('link', { name: '01711-234567' })).toHaveAttribute('href', 'tel:+8801711234567');
    unmount();

    // The page's actions offer a sold listing to nobody but its buyer (ProductActions).
    show(listing({ paid: true, status: 'sold' }), <p>You bought this.</p>);
    expect(screen.getByText('Sold: this listing is no longer available.')).toBeInTheDocument();
    expect(screen.getByText('You bought this.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show phone number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Similar listings' })).not.toBeInTheDocument();
    // The page stays readable: price, details and seller.
    expect(screen.getByText('৳300')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Seller' })).toHaveTextContent('Rahim Uddin');
  });

  it('says when its seller last confirmed it available, and that an expired one expired, as the Worker writes them', () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 3_600_000).toISOString();
    i18n.load('bn', bnListing);
    // The category's name in the details is asked for; the texts here do not need it.
    vi.stubGlobal('fetch', stubApi({ '/api/categories': () => Response.json([]) }).fetchStub);
    for (const language of ['en', 'bn'] as const) {
      i18n.activate(language);
      const texts = freshnessTexts[language];
      const n = (value: number) => decimalFormat(languageLocales[language]).format(value);
      for (const days of [0, 1, 12]) {
        const { unmount } = show(listing({ confirmedAt: daysAgo(days) }));
        const line = screen.getByText(texts.confirmed(days, n));
        // The Worker writes this very element into the page's first screen (worker/pages/listing-shell.ts).
        expect(line.outerHTML).toBe(`<p class="mt-1 text-sm text-slate-600">${texts.confirmed(days, n)}</p>`);
        expect(screen.queryByText(texts.expired)).not.toBeInTheDocument();
        unmount();
      }
      const { unmount } = show(listing({ status: 'expired', confirmedAt: daysAgo(31) }), null);
      expect(screen.getByText(texts.expired).outerHTML).toBe(
        `<p class="mt-2 inline-block rounded-lg bg-amber-50 px-3 py-1 font-semibold text-amber-800">${texts.expired}</p>`,
      );
      expect(screen.getByText(texts.confirmed(31, n))).toBeInTheDocument();
      unmount();
    }
    // A sold listing says it is sold, and nothing of its freshness.
    i18n.activate('en');
    show(listing({ paid: true, status: 'sold', confirmedAt: daysAgo(2) }));
    expect(screen.queryByText(/Seller confirmed/)).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it("numbers the photos in the reader's digits", async () => {
    i18n.load('bn', bnListing);
    i18n.activate('bn');
    show(listing({ photos: ['/api/images/p2.webp', '/api/images/p3.webp'] }));
    expect(await screen.findByRole('button', { name: '৩ নম্বর ছবি পূর্ণ পর্দায় দেখুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '৩ নম্বর ছবিতে যান' })).toBeInTheDocument();
  });
});
