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
});
