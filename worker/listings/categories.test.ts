import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { insertCategory } from '../test/fixtures';

describe('GET /api/categories', () => {
  it('lists categories from D1 in display order with _id, name, img, about and their Bangla', async () => {
    const second = await insertCategory({ name: 'Window AC', position: 2 });
    const first = await insertCategory({
      name: 'Split AC',
      position: 1,
      nameBn: 'স্প্লিট এসি',
      aboutBn: 'নিঃশব্দ ইউনিট।',
    });

    const res = await SELF.fetch('http://localhost/api/categories');

    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual([
      {
        _id: first.id,
        name: 'Split AC',
        img: first.img,
        about: first.about,
        bn: { name: 'স্প্লিট এসি', about: 'নিঃশব্দ ইউনিট।' },
      },
      // Without a Bangla name, Bangla screens show the English one.
      { _id: second.id, name: 'Window AC', img: second.img, about: second.about, bn: null },
    ]);
  });

  it('gives a category named in Bangla without a Bangla description its English description', async () => {
    const category = await insertCategory({ nameBn: 'এয়ার কুলার' });

    const res = await SELF.fetch('http://localhost/api/categories');

    expect(await res.json()).toContainEqual(
      expect.objectContaining({ _id: category.id, bn: { name: 'এয়ার কুলার', about: category.about } }),
    );
  });
});
