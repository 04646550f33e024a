import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { ContactPage, PrivacyPage, SUPPORT_EMAIL, TermsPage } from './policy-pages';

const routes = [
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/contact', element: <ContactPage /> },
];

describe('Policy pages', () => {
  it('/privacy says what Thanda keeps, who processes it and how to have it deleted', async () => {
    renderRoutes(routes, '/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Last updated: 26 November 2026')).toBeInTheDocument();
    const kept = screen.getByRole('region', { name: 'What we keep and why' });
    expect(within(kept).getByText(/card or mobile banking details never reach Thanda/)).toBeInTheDocument();
    expect(within(kept).getByText(/the messages you exchange with a buyer or a seller/)).toBeInTheDocument();
    const seen = screen.getByRole('region', { name: 'Who sees what' });
    expect(within(seen).getByText(/admins can read it until they have dealt with the report/)).toBeInTheDocument();
    const processors = screen.getByRole('region', { name: 'Who processes data for us' });
    for (const name of ['Cloudflare', 'Google Firebase'])
      expect(within(processors).getByText(name)).toBeInTheDocument();
    const rights = screen.getByRole('region', { name: 'A copy of your data, or its deletion' });
    expect(within(rights).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  });

  it('/terms gives the listing rules and the payment hold', async () => {
    renderRoutes(routes, '/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const listings = screen.getByRole('region', { name: 'Rules for listings' });
    expect(within(listings).getByText(/One listing per unit/)).toBeInTheDocument();
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(screen.getByText('Last updated: 6 December 2026')).toBeInTheDocument();
    expect(within(payments).getByText(/holds the product for you for 15 minutes/)).toBeInTheDocument();
    expect(within(payments).getByText(/After 3 holds in a row without paying/)).toBeInTheDocument();
    expect(within(payments).getByText(/refunded in full/)).toBeInTheDocument();
    const protect = screen.getByRole('region', { name: 'Thanda Protect' });
    expect(within(protect).getByText(/at the latest 72 hours after the hand-over/)).toBeInTheDocument();
    expect(within(protect).getByText(/not protected by Thanda/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your account was deleted?' })).toHaveAttribute(
      'href',
      '/contact#deleted-account',
    );
  });

  it('/contact gives the e-mail address, office hours and the deleted-account section', async () => {
    renderRoutes(routes, '/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: SUPPORT_EMAIL })[0]).toHaveAttribute(
      'href',
      'mailto:support@thanda.com.bd',
    );
    expect(screen.getByText(/Sunday to Thursday, 10:00–18:00 \(Dhaka time\)/)).toBeInTheDocument();
    const deleted = screen.getByRole('region', { name: 'Your account was deleted?' });
    expect(deleted).toHaveAttribute('id', 'deleted-account');
    expect(within(deleted).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  it('opens /contact#deleted-account at that section', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      renderRoutes(routes, '/contact#deleted-account');
      await screen.findByRole('heading', { level: 1, name: 'Contact us' });
      expect(scrolled).toEqual(['deleted-account']);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
