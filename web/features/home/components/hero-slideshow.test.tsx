import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithRouter } from '@/test/render';
import { HeroSlideshow, HeroStill } from './hero-slideshow';

const heroSearch = () => screen.getByRole('search', { name: 'Search ACs and coolers' });

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

describe("the hero's search", () => {
  it('leads to the catalogue with the search typed, within the app', async () => {
    renderWithRouter(<HeroSlideshow />);
    await userEvent.type(within(heroSearch()).getByRole('searchbox', { name: 'Brand, model or area' }), ' inverter ');
    await userEvent.click(within(heroSearch()).getByRole('button', { name: 'Search' }));
    expect(window.location.pathname + window.location.search).toBe('/allproduct?q=inverter');
  });

  it('leads to every product when nothing is typed', async () => {
    renderWithRouter(<HeroSlideshow />);
    await userEvent.click(within(heroSearch()).getByRole('button', { name: 'Search' }));
    expect(window.location.pathname + window.location.search).toBe('/allproduct');
  });

  it('is a plain form in the first screen index.html paints, so it searches before any JavaScript runs', () => {
    renderWithRouter(<HeroStill />);
    expect(heroSearch()).toHaveAttribute('action', '/allproduct');
    expect(heroSearch()).toHaveAttribute('method', 'get');
    expect(within(heroSearch()).getByRole('searchbox')).toHaveAttribute('name', 'q');
  });

  it("keeps what was typed into index.html's box, and its focus, when the app takes its place", () => {
    const still = document.createElement('div');
    still.dataset.shell = 'en';
    still.innerHTML = '<input type="search" name="q" />';
    document.body.append(still);
    const box = still.querySelector('input')!;
    box.value = 'walton';
    box.focus();

    renderWithRouter(<HeroSlideshow />);
    still.remove();
    const search = within(heroSearch()).getByRole('searchbox', { name: 'Brand, model or area' });
    expect(search).toHaveValue('walton');
    expect(search).toHaveFocus();
  });

  it('is named in Bangla on a Bangla page', () => {
    i18n.activate('bn');
    renderWithRouter(<HeroStill />);
    const search = screen.getByRole('search', { name: 'এসি ও কুলার খুঁজুন' });
    expect(within(search).getByRole('button', { name: 'খুঁজুন' })).toBeInTheDocument();
  });
});
