import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { HeroSlideshow } from './hero-slideshow';

describe('HeroSlideshow', () => {
  it("makes the slideshow's dots buttons a keyboard reaches, each named for its slide", async () => {
    renderWithRouter(<HeroSlideshow />);
    expect(await screen.findByRole('button', { name: 'Go to slide 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('group', { name: '1 / 3' })).toBeInTheDocument();
  });

  it("names the dots and the slides in the reader's digits", async () => {
    i18n.activate('bn');
    renderWithRouter(<HeroSlideshow />);
    expect(await screen.findByRole('button', { name: '১ নম্বর স্লাইডে যান' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '৩ নম্বর স্লাইডে যান' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('group', { name: '৩ / ৩' })).toBeInTheDocument();
  });
});
