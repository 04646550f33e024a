import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toaster';
import { i18n } from '@/lib/i18n';
import { ShareButton } from './share-button';

const URL = 'https://thanda.test/listing/p1/gree-1-5-ton-split-ac';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

/** A browser whose main pointer is a finger (`coarse`) or a mouse, with or without a share sheet. */
function browser({ touch, share }: { touch: boolean; share?: () => Promise<void> }) {
  const writeText = vi.fn(async () => {});
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: touch && query === '(pointer: coarse)' }));
  vi.stubGlobal('navigator', { ...navigator, share: share && vi.fn(share), clipboard: { writeText } });
  render(
    <I18nProvider i18n={i18n}>
      <ShareButton title="Gree 1.5 Ton Split AC" url={URL} />
      <Toaster />
    </I18nProvider>,
  );
  return { writeText, share: navigator.share as ReturnType<typeof vi.fn> | undefined };
}

describe('ShareButton', () => {
  it("opens a phone's share sheet with the title and the link, and copies nothing", async () => {
    const { writeText, share } = browser({ touch: true, share: async () => {} });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Gree 1.5 Ton Split AC', url: URL });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link on a computer, even where the browser has a share sheet', async () => {
    const { writeText, share } = browser({ touch: false, share: async () => {} });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(share).not.toHaveBeenCalled();
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('copies the link when the share sheet fails, and not when the buyer closes it', async () => {
    const closed = browser({
      touch: true,
      share: async () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(closed.share).toHaveBeenCalled();
    expect(closed.writeText).not.toHaveBeenCalled();

    cleanup();
    const failed = browser({
      touch: true,
      share: async () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(failed.writeText).toHaveBeenCalledWith(URL);
  });
});
