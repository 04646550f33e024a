import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { PostAdButton } from './post-ad-button';

const postAd = () => screen.getByRole('link', { name: 'Post an ad' });

describe('PostAdButton', () => {
  it('sends a visitor to log in, and on to posting after that', async () => {
    renderWithRouter(<PostAdButton viewer="visitor" />);
    expect(postAd()).toHaveAttribute('href', '/login');
    await userEvent.click(postAd());
    expect(window.location.pathname).toBe('/login');
    // The login page goes back to `from` once the visitor has signed in.
    expect((window.history.state as { usr: unknown }).usr).toEqual({ from: '/sell' });
  });

  it('takes a seller straight to Add A Product', () => {
    renderWithRouter(<PostAdButton viewer="seller" />);
    expect(postAd()).toHaveAttribute('href', '/dashboard/addproduct');
  });

  it('leads a buyer to the one step that makes them a seller', () => {
    renderWithRouter(<PostAdButton viewer="buyer" />);
    expect(postAd()).toHaveAttribute('href', '/sell');
  });

  it('leads anyone not yet known to /sell, which works it out', () => {
    renderWithRouter(<PostAdButton viewer="unknown" />);
    expect(postAd()).toHaveAttribute('href', '/sell');
  });

  it('is not shown to an admin, who does not sell', () => {
    renderWithRouter(<PostAdButton viewer="admin" />);
    expect(screen.queryByRole('link', { name: 'Post an ad' })).not.toBeInTheDocument();
  });
});
