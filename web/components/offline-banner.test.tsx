import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { OfflineBanner } from './offline-banner';

const TEXT = 'You are offline. Showing what you saw last.';

/** Makes the browser say it has a network or not, and tell the page, as it does. */
function goOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const renderBanner = () =>
  render(
    <I18nProvider i18n={i18n}>
      <OfflineBanner />
    </I18nProvider>,
  );

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('OfflineBanner', () => {
  it('says nothing while the browser has a network', () => {
    goOnline(true);
    renderBanner();
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });

  it('shows when a page opens offline', () => {
    goOnline(false);
    renderBanner();
    expect(screen.getByText(TEXT)).toBeVisible();
  });

  it('comes when the network goes and goes when it comes back, in a live region', () => {
    goOnline(true);
    const { container } = renderBanner();
    goOnline(false);
    expect(screen.getByText(TEXT).closest('[aria-live="polite"]')).toBe(container.firstChild);
    goOnline(true);
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });
});
