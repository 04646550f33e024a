/**
 * The deployment's settings, read once from the API at start-up (GET /api/settings): the currency
 * every price shows is the one payments are taken in; the footer links to the social pages named.
 */
import type { Currency, SocialNetwork } from '../../worker/domain';
import { configurationApi } from './api-client';

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
