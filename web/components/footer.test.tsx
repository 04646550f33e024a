import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it("has SPEC's placeholder links", () => {
    renderWithRouter(<Footer />);
    for (const name of [
      'Services',
      'Integrations',
      'Pricing',
      'FAQ',
      'Privacy',
      'Terms of Service',
      'Home Delivery',
      'Pick Up',
      'Others',
    ]) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('has labelled social icons and the 2022 copyright line', () => {
    renderWithRouter(<Footer />);
    for (const name of ['Thanda on Facebook', 'Thanda on YouTube', 'Thanda on X']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href');
    }
    expect(screen.getByText(/Copyright © 2022/)).toBeInTheDocument();
  });
});
