import { describe, expect, it } from 'vitest';
import { listingPath } from './listing-path';

describe('listingPath', () => {
  it('writes the id, then the name in lower case with dashes between its words', () => {
    expect(listingPath('p1', 'Gree 1.5 Ton Inverter Split AC!')).toBe('/listing/p1/gree-1-5-ton-inverter-split-ac');
  });

  it('keeps a Bangla name whole, vowel signs and conjuncts included', () => {
    const path = listingPath('p1', 'ওয়ালটন ১.৫ টন স্প্লিট এসি');
    expect(decodeURIComponent(path)).toBe('/listing/p1/ওয়ালটন-১-৫-টন-স্প্লিট-এসি');
  });

  it('leaves the slug out of a name without letters or digits, and ends a long one without a dash', () => {
    expect(listingPath('p1', '!!!')).toBe('/listing/p1');
    const path = listingPath('p1', `${'a'.repeat(59)} b`);
    expect(path).toBe(`/listing/p1/${'a'.repeat(59)}`);
  });
});
