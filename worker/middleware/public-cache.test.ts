import { describe, expect, it } from 'vitest';
import { api, insertCategory } from '../test/fixtures';
import { listingForSale } from '../test/orders';

describe('public lists', () => {
  it('answer 304 to a current ETag and a new body after a write', async () => {
    await insertCategory();
    for (const path of ['/categories', '/allproduct', '/advertise']) {
      const first = await api(path);
      const tag = first.headers.get('ETag');
      expect(tag, path).toBeTruthy();
      expect(first.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
      const again = await api(path, { headers: { 'If-None-Match': tag! } });
      expect(again.status, path).toBe(304);
    }
    const before = (await api('/allproduct')).headers.get('ETag')!;
    await listingForSale();
    const after = await api('/allproduct', { headers: { 'If-None-Match': before } });
    expect(after.status).toBe(200);
  });
});
