import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { PageWeight } from './page-weight';

type Entry = { name: string; startTime: number; transferSize: number };
const at = (path: string, startTime: number, transferSize: number): Entry => ({
  name: `https://thanda.test${path}`,
  startTime,
  transferSize,
});
let report: (entries: Entry[]) => void = () => {};

/** The browser's timings: the document's, the resources' so far, and those the test reports later. */
function timings(document: Entry, earlier: Entry[] = []) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(
    (type) =>
      (type === 'navigation' ? [document] : type === 'resource' ? earlier : []) as unknown as PerformanceEntryList,
  );
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['navigation', 'resource'];
      readonly #callback: PerformanceObserverCallback;
      constructor(callback: PerformanceObserverCallback) {
        this.#callback = callback;
      }
      observe() {
        report = (entries) =>
          this.#callback({ getEntries: () => entries } as unknown as PerformanceObserverEntryList, this as never);
        report(earlier);
      }
      disconnect() {}
    },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PageWeight', () => {
  it('on the page the tab opened, counts its HTML and code, to 10 KB, and the photos as they load', () => {
    // The HTML (with the listing's data), the code, and a file from the browser's cache, which cost nothing.
    timings(at('/listing/p1/gree-split-ac', 0, 14_200), [
      at('/assets/index.js', 20, 150_400),
      at('/assets/listing.js', 30, 0),
    ]);
    renderWithRouter(<PageWeight listingId="p1" />);
    expect(screen.getByText('This page used about 160 KB')).toBeInTheDocument();
    act(() => report([at('/api/images/w320/a.jpg', 900, 7_300)]));
    expect(screen.getByText('This page used about 170 KB')).toBeInTheDocument();
  });

  it("counts from the listing's data after the SPA moved here, in the reader's digits", () => {
    i18n.activate('bn');
    timings(at('/', 0, 14_200), [
      at('/assets/index.js', 20, 150_400),
      at('/api/listings/p1', 5000, 4_000),
      at('/api/images/w800/a.jpg', 5100, 30_000),
    ]);
    renderWithRouter(<PageWeight listingId="p1" />);
    expect(screen.getByText(/৩০/)).toBeInTheDocument();
  });

  it('says nothing in a browser that does not tell the sizes', () => {
    timings(at('/listing/p1', 0, 0), [at('/assets/index.js', 20, 0)]);
    renderWithRouter(<PageWeight listingId="p1" />);
    expect(screen.queryByText(/This page used/)).not.toBeInTheDocument();
  });
});
