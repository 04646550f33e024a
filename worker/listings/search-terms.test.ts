import { describe, expect, it } from 'vitest';
import { LOCATION_PREFIX, searchTerms, TERM_MAX, words } from './search-terms';

describe('search words', () => {
  it('are lower case, without Latin accents, split at punctuation', () => {
    expect(words('Daikin 1.5-Ton “Inverter” — Dhaká, 100%')).toEqual([
      'daikin',
      '1',
      '5',
      'ton',
      'inverter',
      'dhaka',
      '100',
    ]);
  });

  it('keep Bengali vowel signs inside the word', () => {
    expect(words('পুরাতন ফ্যান, মিরপুর')).toEqual(['পুরাতন', 'ফ্যান', 'মিরপুর']);
  });

  it('are cut at the longest term the index holds', () => {
    expect(words('x'.repeat(TERM_MAX + 10))).toEqual(['x'.repeat(TERM_MAX)]);
  });

  it('of a listing: each word once, and its place again for the location filter', () => {
    expect(searchTerms({ name: 'Gree Split AC', about: 'Split unit, cools fast.', location: 'Mirpur, Dhaka' })).toEqual(
      [
        'gree',
        'split',
        'ac',
        'unit',
        'cools',
        'fast',
        'mirpur',
        'dhaka',
        `${LOCATION_PREFIX}mirpur`,
        `${LOCATION_PREFIX}dhaka`,
      ],
    );
  });
});
