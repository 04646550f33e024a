import { describe, expect, it } from 'vitest';
import { tokenSubject } from './token-subject';

describe('tokenSubject', () => {
  const token = (claims: object) => `header.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.signature`;

  it("reads the user id in an access token's payload", () => {
    expect(tokenSubject(token({ sub: 'user-1', exp: 1 }))).toBe('user-1');
  });

  it('answers null without a token or with one it cannot read', () => {
    expect(tokenSubject(null)).toBeNull();
    expect(tokenSubject('not-a-token')).toBeNull();
    expect(tokenSubject(token({ exp: 1 }))).toBeNull();
  });
});
