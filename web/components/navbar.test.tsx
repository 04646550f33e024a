import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { Navbar } from './navbar';

describe('Navbar', () => {
  it('links Home, Blogs, All Product and Dashboard, and Login for a visitor', () => {
    renderWithRouter(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const expected = [
      ['Home', '/'],
      ['Blogs', '/blogs'],
      ['All Product', '/allproduct'],
      ['Dashboard', '/dashboard'],
      ['Login', '/login'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows what it is given in place of Login', () => {
    renderWithRouter(<Navbar account={<button type="button">Sign out</button>} />);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('opens and closes the menu on small screens', async () => {
    renderWithRouter(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Blogs' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches all products from the header on any page', async () => {
    renderWithRouter(<Navbar />);
    const open = screen.getByRole('button', { name: 'Find an AC' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    // It names the box it controls only while there is one.
    expect(open).not.toHaveAttribute('aria-controls');
    await userEvent.click(open);
    const box = screen.getByRole('searchbox', { name: 'Brand, model or area' });
    expect(box).toHaveFocus();
    expect(open).toHaveAttribute('aria-controls', screen.getByRole('search', { name: 'Find an AC' }).id);
    await userEvent.type(box, 'gree 1.5{Enter}');
    expect(window.location.pathname).toBe('/allproduct');
    expect(new URLSearchParams(window.location.search).get('q')).toBe('gree 1.5');
    expect(screen.queryByRole('searchbox', { name: 'Brand, model or area' })).not.toBeInTheDocument();
  });

  it('shows Post an ad where it is given', () => {
    renderWithRouter(<Navbar postAd={<a href="/sell">Post an ad</a>} />);
    expect(screen.getByRole('link', { name: 'Post an ad' })).toBeInTheDocument();
  });
});
