import { describe, expect, it } from 'vitest';
import { api } from '../test/fixtures';

describe('API security headers', () => {
  it('are on every answer, errors included', async () => {
    for (const path of ['/health', '/categories', '/no-such-route']) {
      const res = await api(path);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
      expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('Permissions-Policy')).toContain('camera=()');
    }
  });
});
