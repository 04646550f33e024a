import { describe, expect, it } from 'vitest';
import { isPlainText, plainTextSchema } from './common';

const location = plainTextSchema('Location is required', 120, 'Too long.');

describe('plain text fields', () => {
  it('take any script, emoji, combining marks and markup or SQL characters as they are', () => {
    for (const text of [
      'ঠান্ডা এসি',
      'مكيف هواء',
      'e\u0301',
      '😀👨‍👩‍👧',
      "<script>alert('x')</script>",
      "'; DROP TABLE users; --",
      'two\nlines\tand a tab',
    ]) {
      expect(location.parse(text), text).toBe(text);
    }
  });

  it('refuse control characters and lone surrogates, with a message a person can act on', () => {
    for (const text of ['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'c1\u0085', '\ud800', 'x\udfffy']) {
      const result = location.safeParse(text);
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/control characters or broken symbols/);
    }
  });

  it('tell a surrogate pair (an emoji) from a lone half', () => {
    expect(isPlainText('\ud83d\ude00')).toBe(true);
    expect(isPlainText('\ude00\ud83d')).toBe(false);
  });
});
