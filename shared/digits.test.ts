import { describe, expect, it } from 'vitest';
import { readNumber } from './digits';

describe('readNumber', () => {
  it('reads Latin and Bangla digits', () => {
    expect(readNumber('12')).toBe(12);
    expect(readNumber('১২')).toBe(12);
    expect(readNumber(' ১২.৫ ')).toBe(12.5);
  });

  it('reads nothing from an empty field or words', () => {
    expect(readNumber('')).toBeNull();
    expect(readNumber('twelve')).toBeNull();
    expect(readNumber('-3')).toBeNull();
    expect(readNumber('1e3')).toBeNull();
  });
});
