import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { areaOf, placeText } from './places';

describe("a listing's place", () => {
  afterEach(() => i18n.activate('en'));

  it('reads as the area with its district, the district alone when there is no area', () => {
    expect(placeText({ location: 'Agrabad', district: 'chattogram' })).toBe('Agrabad, Chattogram');
    expect(placeText({ location: 'Chattogram', district: 'chattogram' })).toBe('Chattogram');
    // An area that names its district already, or a listing without one, reads as it was written.
    expect(placeText({ location: 'Mirpur 10, Dhaka', district: 'dhaka' })).toBe('Mirpur 10, Dhaka');
    expect(placeText({ location: 'Near the big mosque', district: null })).toBe('Near the big mosque');
  });

  it("names the district in the page's language", () => {
    i18n.activate('bn');
    expect(placeText({ location: 'Chattogram', district: 'chattogram' })).toBe('চট্টগ্রাম');
    expect(placeText({ location: 'Agrabad', district: 'chattogram' })).toBe('Agrabad, চট্টগ্রাম');
  });

  it('gives the form no area when the location only names the district', () => {
    expect(areaOf({ location: 'Chattogram', district: 'chattogram' })).toBe('');
    expect(areaOf({ location: 'Agrabad', district: 'chattogram' })).toBe('Agrabad');
  });
});
