/**
 * The deployment's settings, read once at start-up from the page (a listing's carries them,
 * worker/pages/listing-shell.ts) or else from the API (GET /api/settings): the currency every
 * price shows is the one payments are taken in; the footer links to the social pages named; Thanda's
 * fee on a protected sale is the percent the seller's money screens name.
 */
import type { InferResponseType } from 'hono/client';
import type { Currency, SocialNetwork } from '@shared/domain';
import { SETTINGS_DATA_ID } from '@shared/listing-data';
import { configurationApi } from './api-client';
import { takePageData } from './page-data';

type Settings = InferResponseType<typeof configurationApi.settings.$get>;

let currency: Currency = 'bdt';
let social: Partial<Record<SocialNetwork, string>> = {};
let fee = 0;

export function deploymentCurrency() {
  return currency;
}

/** Thanda's fee on a protected sale, in percent of its price, taken when the money is released to the seller. */
export function feePercent() {
  return fee;
}

/** The deployment's social pages; a network with none configured is left out. */
export function socialLinks() {
  return social;
}

const ATTEMPTS = 3;

function take(settings: Settings) {
  ({ currency, social } = settings);
  // A page cached before the fee was sent carries none.
  fee = settings.feePercent ?? 0;
}

/**
 * Loads the settings before the first render, trying a few times over a bad connection. If the API
 * cannot be reached at all no price can be shown anyway; the SPA then starts with the default.
 */
export async function loadSettings() {
  const carried = takePageData<Settings>(SETTINGS_DATA_ID);
  if (carried) {
    take(carried);
    return;
  }
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      // Always the copy index.html preloads with the page.
      const res = await configurationApi.settings.$get();
      if (res.ok) {
        take(await res.json());
        return;
      }
    } catch {
      // Offline for a moment: try again.
    }
    // No network at all (the service worker served the page): waiting would not bring it.
    if (!navigator.onLine) return;
    if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
  }
}
