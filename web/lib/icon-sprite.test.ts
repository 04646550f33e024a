import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeIconSprite } from './icon-sprite';

const symbols =
  '<symbol id="i-menu" viewBox="0 0 24 24"><path d="M3 6h18"/></symbol><symbol id="i-heart" viewBox="0 0 24 24"><path d="M12 21"/></symbol>';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('completeIconSprite', () => {
  it("adds the icons a listing's HTML left out, once each", async () => {
    document.body.innerHTML = '<svg hidden data-icons="shell"><symbol id="i-menu"></symbol></svg>';
    await completeIconSprite(async () => ({ symbols }));
    expect(document.querySelectorAll('#i-menu')).toHaveLength(1);
    const heart = document.getElementById('i-heart')!;
    expect(heart.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(heart.closest('svg[data-icons="later"]')).not.toBeNull();
  });

  it('loads nothing for a page whose HTML has every icon', async () => {
    document.body.innerHTML = '<svg hidden data-icons="later"><symbol id="i-heart"></symbol></svg>';
    const load = vi.fn(async () => ({ symbols }));
    await completeIconSprite(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('lets the page start without them when they cannot be loaded', async () => {
    await expect(completeIconSprite(() => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(document.querySelector('svg[data-icons="later"]')).toBeNull();
  });
});
