import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { HeroSlideshow } from './hero-slideshow';

describe('HeroSlideshow', () => {
  it("makes the slideshow's dots buttons a keyboard reaches, each named for its slide", async () => {
    renderWithRouter(<HeroSlideshow />);
    expect(await screen.findByRole('button', { name: 'Go to slide 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('tabindex', '0');
  });
});
