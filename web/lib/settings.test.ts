import { afterEach, describe, expect, it, vi } from 'vitest';
import { deploymentCurrency, loadSettings, socialLinks } from './settings';

afterEach(async () => {
  document.body.innerHTML = '';
  vi.stubGlobal('fetch', async () => Response.json({ currency: 'usd', social: {} }));
  await loadSettings();
  vi.unstubAllGlobals();
});

describe('loadSettings', () => {
  it("takes the settings a listing's page carries, without a request, and only once", async () => {
    document.body.innerHTML =
      '<script type="application/json" id="deployment-settings">{"currency":"bdt","social":{"facebook":"https://facebook.com/thanda"}}</script>';
    const fetch = vi.fn(async () => Response.json({ currency: 'usd', social: {} }));
    vi.stubGlobal('fetch', fetch);
    await loadSettings();
    expect(fetch).not.toHaveBeenCalled();
    expect(deploymentCurrency()).toBe('bdt');
    expect(socialLinks()).toEqual({ facebook: 'https://facebook.com/thanda' });
    expect(document.getElementById('deployment-settings')).toBeNull();
  });

  it('asks the API on a page that does not carry them', async () => {
    const fetch = vi.fn(async () => Response.json({ currency: 'bdt', social: {} }));
    vi.stubGlobal('fetch', fetch);
    await loadSettings();
    expect(fetch).toHaveBeenCalledOnce();
    expect(deploymentCurrency()).toBe('bdt');
  });
});
