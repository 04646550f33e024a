import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { insertCategory } from '../test/fixtures';

describe('GET /api/categories', () => {
  it('lists categories from D1 in display order with _id, name, img and about', async () => {
    const second = await insertCategory({ name: 'Window AC', position: 2 });
    const first = await insertCategory({ name: 'Split AC', position: 1 });

    const res = await SELF.fetch('http://localhost/api/categories');

    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual([
      { _id: first.id, name: 'Split AC', img: first.img, about: first.about },
      { _id: second.id, name: 'Window AC', img: second.img, about: second.about },
    ]);
  });
});
