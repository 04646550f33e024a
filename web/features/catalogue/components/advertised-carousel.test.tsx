import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { listedProduct as product } from '@/test/fixtures';
import { renderWithRouter, stubApi } from '@/test/render';
import { AdvertisedCarousel } from './advertised-carousel';

afterEach(() => vi.unstubAllGlobals());

/** The carousel in view, as when the visitor has scrolled to it (happy-dom's own observer never reports). */
function scrolledNear() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly #report: IntersectionObserverCallback;
      constructor(report: IntersectionObserverCallback) {
        this.#report = report;
      }
      observe(target: Element) {
        this.#report([{ isIntersecting: true, target } as unknown as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    },
  );
}

const names = [
  'Gree 1.5 Ton Split AC',
  'Walton 1 Ton Window AC',
  'LG 2 Ton Split AC',
  'Midea 1 Ton Portable AC',
  'Daikin 3 Ton Cassette AC',
  'Jamuna 40 L Air Cooler',
];

function serveAdvertised() {
  const advertised = names.map((name, index) => product(`p${index + 1}`, name));
  vi.stubGlobal('fetch', stubApi({ '/api/advertise': () => Response.json(advertised) }).fetchStub);
}

describe('AdvertisedCarousel', () => {
  it("keeps the home page's links by a category's name the category's own: the cards are not links", async () => {
    serveAdvertised();
    renderWithRouter(<AdvertisedCarousel />);
    expect(await screen.findByRole('heading', { name: 'Walton 1 Ton Window AC' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Split AC|Window AC/ })).not.toBeInTheDocument();
  });

  it('draws only its first page, without Swiper, until the visitor comes near', async () => {
    serveAdvertised();
    renderWithRouter(<AdvertisedCarousel />);
    expect(await screen.findByRole('heading', { name: 'LG 2 Ton Split AC' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Go to slide 2' })).not.toBeInTheDocument();
  });

  it('names its dots, cards and arrows for a screen reader, the dots being buttons a keyboard reaches', async () => {
    scrolledNear();
    serveAdvertised();
    renderWithRouter(<AdvertisedCarousel />);
    const card = await screen.findByRole('group', { name: '2 / 6' });
    expect(within(card).getByRole('heading', { name: 'Walton 1 Ton Window AC' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Previous products' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next products' })).toBeInTheDocument();
  });

  it("names them in the reader's digits and language", async () => {
    i18n.activate('bn');
    scrolledNear();
    serveAdvertised();
    renderWithRouter(<AdvertisedCarousel />);
    expect(await screen.findByRole('group', { name: '২ / ৬' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '২ নম্বর স্লাইডে যান' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'আগের পণ্যগুলো' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পরের পণ্যগুলো' })).toBeInTheDocument();
  });
});
