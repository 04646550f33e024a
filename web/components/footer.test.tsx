import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSettings } from '@/lib/settings';
import { renderWithRouter } from '@/test/render';
import { Footer } from './footer';

/** Loads the deployment settings from a stubbed GET /api/settings naming these social pages. */
async function loadSocial(social: Record<string, string>) {
  vi.stubGlobal('fetch', async () => Response.json({ currency: 'usd', social }));
  try {
    await loadSettings();
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('Footer', () => {
  afterEach(async () => {
    await loadSocial({});
  });

  it("has SPEC's links, the placeholders leading to the Coming Soon screen", () => {
    renderWithRouter(<Footer />);
    for (const name of ['Services', 'Integrations', 'Pricing', 'FAQ', 'Home Delivery', 'Pick Up', 'Others']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/coming-soon');
    }
  });

  it('links the Legal column to the privacy policy and the terms, and Contact to the contact page', () => {
    renderWithRouter(<Footer />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('leaves out "Follow us" when the deployment names no social page, and keeps the 2022 copyright line', () => {
    renderWithRouter(<Footer />);
    expect(screen.queryByText('Follow us')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Thanda on/ })).not.toBeInTheDocument();
    expect(screen.getByText('Copyright © 2022 - All right reserved by Thanda')).toBeInTheDocument();
  });

  it('shows only the social pages the deployment names', async () => {
    await loadSocial({ facebook: 'https://www.facebook.com/thanda.bd' });
    renderWithRouter(<Footer />);
    expect(screen.getByText('Follow us')).toBeInTheDocument();
    const icons = screen.getAllByRole('link', { name: /Thanda on/ });
    expect(icons).toHaveLength(1);
    expect(icons[0]).toHaveAccessibleName('Thanda on Facebook');
    expect(icons[0]).toHaveAttribute('href', 'https://www.facebook.com/thanda.bd');
  });
});
