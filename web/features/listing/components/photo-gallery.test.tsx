import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savingData } from '@/test/connection';
import { renderWithRouter } from '@/test/render';
import { PhotoGallery } from './photo-gallery';

const stored = (letter: string) => `/api/images/${letter.repeat(64)}.jpg`;
const photos = [stored('a'), stored('b'), stored('c')];
const copy = (photo: string, folder: 'w320' | 'w800') => photo.replace('/api/images/', `/api/images/${folder}/`);
const NAME = 'Gree 1.5 Ton Split AC';

/** Answers each HEAD request with a size, and records what was asked. */
function serveSizes(bytes: number) {
  const asked: { url: string; method: string }[] = [];
  vi.stubGlobal('fetch', async (input: URL | string, init?: RequestInit) => {
    asked.push({ url: new URL(input, location.href).pathname, method: init?.method ?? 'GET' });
    return new Response(null, { headers: { 'Content-Length': String(bytes) } });
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('PhotoGallery', () => {
  it('loads every photo by the copies its screen needs, for a visitor not saving data', async () => {
    renderWithRouter(<PhotoGallery photos={photos} name={NAME} />);
    const second = await screen.findByRole('img', { name: `${NAME}, photo 2 of 3` });
    expect(second).toHaveAttribute('srcset', expect.stringContaining(copy(photos[1]!, 'w800')));
    expect(screen.queryByRole('button', { name: /Tap to load photo/ })).not.toBeInTheDocument();
  });

  it('for a visitor saving data, loads the first photo alone, its 320 px copy, and another on a tap', async () => {
    savingData();
    const asked = serveSizes(8200);
    const user = userEvent.setup();
    renderWithRouter(<PhotoGallery photos={photos} name={NAME} />);

    // The carousel, once the page has painted, with a place to tap for each other photo.
    const tap = await screen.findByRole('button', { name: /Tap to load photo 2/ });
    const first = screen.getByRole('img', { name: `${NAME}, photo 1 of 3` });
    expect(first).toHaveAttribute('src', copy(photos[0]!, 'w320'));
    expect(first).not.toHaveAttribute('srcset');
    expect(screen.queryByRole('img', { name: `${NAME}, photo 2 of 3` })).not.toBeInTheDocument();
    // The strip shows the first photo's thumbnail alone, and grey places for the others.
    const strip = screen.getByRole('list', { name: 'Photos of this listing' });
    expect(strip.querySelectorAll('img')).toHaveLength(1);
    // No photo's size is asked for until its place is the one shown.
    expect(asked).toEqual([]);

    await user.click(within(strip).getByRole('button', { name: 'Go to photo 2' }));
    expect(await within(tap).findByText('About 8 KB')).toBeInTheDocument();
    expect(asked).toEqual([{ url: copy(photos[1]!, 'w320'), method: 'HEAD' }]);

    await user.click(tap);
    expect(screen.getByRole('img', { name: `${NAME}, photo 2 of 3` })).toHaveAttribute('src', copy(photos[1]!, 'w320'));
    expect(strip.querySelectorAll('img')).toHaveLength(2);
    // The third still waits for its tap.
    expect(screen.getByRole('button', { name: /Tap to load photo 3/ })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: `${NAME}, photo 3 of 3` })).not.toBeInTheDocument();
  });

  it('shows the 800 px copy full screen for a visitor saving data, not the original photo', async () => {
    savingData();
    serveSizes(30_000);
    const user = userEvent.setup();
    renderWithRouter(<PhotoGallery photos={photos} name={NAME} />);
    await user.click(await screen.findByRole('button', { name: 'Show photo 1 full screen' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('img', { name: `${NAME}, photo 1 of 3` })).toHaveAttribute(
      'src',
      copy(photos[0]!, 'w800'),
    );
    expect(within(dialog).getByRole('button', { name: /Tap to load photo 2/ })).toBeInTheDocument();
  });
});
