import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { savingData } from '@/test/connection';
import { i18n } from '@/lib/i18n';
import { cardSizes } from '@/lib/image-sources';
import { cardLabels, negotiableLabels } from '@shared/listing-data';
import { ProductCard, type ProductCardData } from './product-card';

const product: ProductCardData = {
  _id: 'p1',
  name: 'Gree 1.5 Ton Inverter Split AC',
  img: '/api/images/a.webp',
  price: 360,
  originalPrice: 720,
  location: 'Mirpur 10, Dhaka',
  phone: '01711-234567',
  date: '2026-11-20T08:00:00.000Z',
  used: 3,
  condition: 'excellent',
  about: 'Serviced last month.',
  sellerName: 'Rahim Uddin',
  sellerId: 's1',
  categoryId: 'split-ac',
  verifySeller: true,
};

// The card says how long ago a listing was posted: three days after the fixture's date, whatever day the tests run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('ProductCard', () => {
  it("links its title and picture to the listing's page, with a readable slug", () => {
    renderWithRouter(<ProductCard product={product} />);
    const links = screen.getAllByRole('link', { name: 'Gree 1.5 Ton Inverter Split AC' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/listing/p1/gree-1-5-ton-inverter-split-ac');
  });

  it("asks for the stored copy that fits the list's columns", () => {
    const stored = { ...product, img: `/api/images/${'a'.repeat(64)}.jpg` };
    const { unmount } = renderWithRouter(<ProductCard product={stored} />);
    const picture = () => screen.getAllByRole('img', { name: product.name })[0];
    expect(picture()).toHaveAttribute('srcset', expect.stringContaining('/api/images/w320/'));
    // The catalogue's grid: beside the name on phones, two a row from 640 px, three from 1024 px.
    expect(picture()).toHaveAttribute('sizes', '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 128px');
    unmount();
    renderWithRouter(<ProductCard product={stored} imageSizes={cardSizes({ sm: 1, lg: 3 })} />);
    expect(picture()).toHaveAttribute('sizes', '(min-width: 1024px) 384px, (min-width: 640px) 100vw, 128px');
  });

  it('asks for the 320 px copy alone for a visitor saving data, and for the copies by width once they stop', () => {
    const connection = savingData();
    const stored = { ...product, img: `/api/images/${'a'.repeat(64)}.jpg` };
    renderWithRouter(<ProductCard product={stored} />);
    const picture = screen.getByRole('img', { name: product.name });
    expect(picture).toHaveAttribute('src', `/api/images/w320/${'a'.repeat(64)}.jpg`);
    expect(picture).not.toHaveAttribute('srcset');
    expect(picture).not.toHaveAttribute('sizes');
    act(() => connection.set({ saveData: false }));
    expect(picture).toHaveAttribute('srcset', expect.stringContaining('/api/images/w800/'));
    // A connection Chromium measures as 2G saves data too.
    act(() => connection.set({ effectiveType: '2g' }));
    expect(picture).not.toHaveAttribute('srcset');
  });

  it('shows every field of a listing with ৳ prices and how long ago it was posted', () => {
    renderWithRouter(<ProductCard product={product} />);
    expect(screen.getByRole('heading', { name: 'Gree 1.5 Ton Inverter Split AC' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Gree 1.5 Ton Inverter Split AC' })).toHaveAttribute(
      'src',
      '/api/images/a.webp',
    );
    for (const text of [
      'Mirpur 10, Dhaka',
      '01711-234567',
      '৳720',
      '৳360',
      '3 days ago',
      '3 years',
      'excellent',
      'Serviced last month.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Verified seller')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rahim Uddin' })).toHaveAttribute('href', '/products/split-ac/seller/s1');
  });

  it('gives the full date and time of the post beside how long ago, and the date alone from a week on', () => {
    const { unmount } = renderWithRouter(<ProductCard product={product} />);
    const posted = screen.getByText('3 days ago');
    expect(posted.tagName).toBe('TIME');
    expect(posted).toHaveAttribute('datetime', '2026-11-20T08:00:00.000Z');
    // The hour depends on the machine's time zone; the date's format does not.
    expect(posted).toHaveAttribute('title', expect.stringMatching(/^20\/11\/2026, \d{2}:\d{2}$/));
    unmount();
    renderWithRouter(<ProductCard product={{ ...product, date: '2026-11-10T08:00:00.000Z' }} />);
    expect(screen.getByText('10/11/2026')).toHaveAttribute('datetime', '2026-11-10T08:00:00.000Z');
  });

  it("falls back for missing contact, years, condition and description, and marks a sold one '(Sold OUt)'", () => {
    renderWithRouter(
      <ProductCard
        product={{ ...product, phone: '', used: undefined, condition: '', about: '', verifySeller: false, paid: true }}
      />,
    );
    expect(screen.getByText('Ask the seller through Thanda')).toBeInTheDocument();
    expect(screen.getByText('1 year')).toBeInTheDocument();
    expect(screen.getByText('good')).toBeInTheDocument();
    expect(screen.getByText('A used cooling appliance in working order, sold by its owner.')).toBeInTheDocument();
    expect(screen.getByText('(Sold OUt)')).toBeInTheDocument();
    expect(screen.queryByText('Verified seller')).not.toBeInTheDocument();
  });

  it('strikes the original price through only when it is higher, and names it when it is not', () => {
    const { unmount } = renderWithRouter(<ProductCard product={product} />);
    expect(screen.getByText('৳720')).toHaveClass('line-through');
    expect(screen.getByText('Original price')).toHaveClass('sr-only');
    unmount();
    renderWithRouter(<ProductCard product={{ ...product, price: 800 }} />);
    expect(screen.getByText('৳720')).not.toHaveClass('line-through');
    expect(screen.getByText('Original price')).not.toHaveClass('sr-only');
  });

  it('says "Negotiable" beside the price when the seller is open to offers, and not once sold', () => {
    const { unmount } = renderWithRouter(<ProductCard product={{ ...product, negotiable: true }} />);
    expect(screen.getByText('Negotiable').previousElementSibling).toHaveTextContent('৳360');
    unmount();
    for (const other of [product, { ...product, negotiable: false }, { ...product, negotiable: true, paid: true }]) {
      const { unmount: next } = renderWithRouter(<ProductCard product={other} />);
      expect(screen.queryByText('Negotiable')).not.toBeInTheDocument();
      next();
    }
  });

  it('shows "Inspected by Thanda" with the report\'s date when the listing has a passed inspection, and nothing without', () => {
    const { unmount } = renderWithRouter(
      <ProductCard product={{ ...product, inspectedAt: '2026-11-21T06:00:00.000Z' }} />,
    );
    const badge = screen.getByText('Inspected by Thanda').closest('p')!;
    expect(badge).toHaveTextContent('Inspected by Thanda21/11/2026');
    expect(badge.querySelector('time')).toHaveAttribute('dateTime', '2026-11-21T06:00:00.000Z');
    unmount();
    for (const other of [product, { ...product, inspectedAt: null }]) {
      const { unmount: next } = renderWithRouter(<ProductCard product={other} />);
      expect(screen.queryByText('Inspected by Thanda')).not.toBeInTheDocument();
      next();
    }
  });

  it("says it in each language as the Worker writes it in a listing page's HTML, before the SPA runs", () => {
    for (const language of ['en', 'bn'] as const) {
      i18n.activate(language);
      const { unmount } = renderWithRouter(<ProductCard product={{ ...product, negotiable: true }} />);
      expect(screen.getByText(negotiableLabels[language])).toBeInTheDocument();
      unmount();
    }
  });

  it("labels its seller and facts in each language as a list's first screen writes them before the SPA runs", () => {
    for (const language of ['en', 'bn'] as const) {
      i18n.activate(language);
      const { unmount } = renderWithRouter(<ProductCard product={{ ...product, originalPrice: product.price }} />);
      const labels = cardLabels[language];
      for (const text of [...labels.facts, labels.originalPrice]) expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByText(labels.seller, { exact: false })).toBeInTheDocument();
      unmount();
    }
  });

  it('reads in Bangla, with prices, how long ago and years in Bangla digits', () => {
    i18n.activate('bn');
    renderWithRouter(<ProductCard product={{ ...product, phone: '' }} />);
    for (const text of ['৳৩৬০', '৳৭২০', '৩ দিন আগে', '৩ বছর']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('৩ দিন আগে')).toHaveAttribute('title', expect.stringMatching(/^২০\/১১\/২০২৬, /u));
    expect(screen.queryByText('Ask the seller through Thanda')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gree 1.5 Ton Inverter Split AC' })).toBeInTheDocument();
  });

  it("names a listing's district in Bangla on a Bangla page, and as its seller wrote it in English", async () => {
    const onlyDistrict = { ...product, location: 'Chattogram', district: 'chattogram' };
    const withArea = { ...product, _id: 'p2', location: 'Agrabad', district: 'chattogram' };
    i18n.activate('en');
    const { unmount } = renderWithRouter(
      <>
        <ProductCard product={onlyDistrict} />
        <ProductCard product={withArea} />
      </>,
    );
    expect(screen.getByText('Chattogram')).toBeInTheDocument();
    expect(screen.getByText('Agrabad')).toBeInTheDocument();
    unmount();

    i18n.activate('bn');
    renderWithRouter(
      <>
        <ProductCard product={onlyDistrict} />
        <ProductCard product={withArea} />
      </>,
    );
    expect(await screen.findByText('চট্টগ্রাম')).toBeInTheDocument();
    expect(screen.getByText('Agrabad, চট্টগ্রাম')).toBeInTheDocument();
  });
});
