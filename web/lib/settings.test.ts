import { afterEach, describe, expect, it, vi } from 'vitest';
import { deploymentCurrency, feePercent, loadSettings, socialLinks } from './settings';

afterEach(async () => {
  document.body.innerHTML = '';
  vi.stubGlobal('fetch', async () => Response.json({ currency: 'bdt', social: {}, feePercent: 0 }));
  await loadSettings();
  vi.unstubAllGlobals();
});

describe('loadSettings', () => {
  it("takes the settings a listing's page carries, without a request, and only once", async () => {
    document.body.innerHTML =
      '<script type="application/json" id="deployment-settings">{"currency":"bdt","social":{"facebook":"https://facebook.com/thanda"},"feePercent":5}</script>';
    const fetch = vi.fn(async () => Response.json({ currency: 'usd', social: {} }));
    vi.stubGlobal('fetch', fetch);
    await loadSettings();
    expect(fetch).not.toHaveBeenCalled();
    expect(deploymentCurrency()).toBe('bdt');
    expect(socialLinks()).toEqual({ facebook: 'https://facebook.com/thanda' });
    expect(feePercent()).toBe(5);
    expect(document.getElementById('deployment-settings')).toBeNull();
  });

  it('asks the API on a page that does not carry them', async () => {
    const fetch = vi.fn(async () => Response.json({ currency: 'bdt', social: {}, feePercent: 2.5 }));
    vi.stubGlobal('fetch', fetch);
    await loadSettings();
    expect(fetch).toHaveBeenCalledOnce();
    expect(deploymentCurrency()).toBe('bdt');
    expect(feePercent()).toBe(2.5);
  });

  it('takes no fee from settings that name none', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ currency: 'bdt', social: {}, feePercent: 5 }));
    await loadSettings();
    vi.stubGlobal('fetch', async () => Response.json({ currency: 'bdt', social: {} }));
    await loadSettings();
    expect(feePercent()).toBe(0);
  });
});
