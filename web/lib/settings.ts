/**
 * The deployment's settings, read once at start-up from the page (a listing's carries them,
 * worker/pages/listing-shell.ts) or else from the API (GET /api/settings): the currency every
 * price shows is the one payments are taken in; the footer links to the social pages named.
 */
import type { InferResponseType } from 'hono/client';
import type { Currency, SocialNetwork } from '@shared/domain';
import { SETTINGS_DATA_ID } from '@shared/listing-data';
import { configurationApi } from './api-client';
import { takePageData } from './page-data';

type Settings = InferResponseType<typeof configurationApi.settings.$get>;

let currency: Currency = 'usd';
let social: Partial<Record<SocialNetwork, string>> = {};

export function deploymentCurrency() {
  return currency;
}

/** The deployment's social pages; a network with none configured is left out. */
export function socialLinks() {
  return social;
}

const ATTEMPTS = 3;

/**
 * Loads the settings before the first render, trying a few times over a bad connection. If the API
 * cannot be reached at all no price can be shown anyway; the SPA then starts with the default.
 */
export async function loadSettings() {
  const carried = takePageData<Settings>(SETTINGS_DATA_ID);
  if (carried) {
    ({ currency, social } = carried);
    return;
  }
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      // Always the copy index.html preloads with the page.
      const res = await configurationApi.settings.$get();
      if (res.ok) {
        ({ currency, social } = await res.json());
        return;
      }
    } catch {
      // Offline for a moment: try again.
    }
    if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
  }
}
