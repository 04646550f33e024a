import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { configProblems, currencyOf, listingTermsOf } from './config';

/** wrangler.toml's production variables (in Taka, SSLCOMMERZ's live API) and its secrets. */
const production = {
  ...env,
  ENVIRONMENT: 'production' as const,
  FIREBASE_AUTH_EMULATOR_HOST: '',
  FIREBASE_PROJECT_ID: 'thanda-prod',
  ADMIN_EMAILS: 'owner@thanda.example',
  CURRENCY: 'bdt',
  SSLCOMMERZ_API_URL: 'https://securepay.sslcommerz.com',
  JWT_SECRET: 'p'.repeat(48),
  SSLCOMMERZ_STORE_ID: 'thanda0live',
  SSLCOMMERZ_STORE_PASSWORD: 'secret',
};

/** A deployment in another currency: Stripe's secrets instead of SSLCOMMERZ's store. */
const stripe = {
  ...production,
  CURRENCY: 'usd',
  SSLCOMMERZ_STORE_ID: '',
  SSLCOMMERZ_STORE_PASSWORD: '',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('configuration', () => {
  it('takes payments in Taka unless CURRENCY names another currency', () => {
    expect(currencyOf({ CURRENCY: '' })).toBe('bdt');
    expect(currencyOf({ CURRENCY: 'USD' })).toBe('usd');
    expect(currencyOf(env)).toBe('bdt');
  });

  it('accepts a complete production configuration: SSLCOMMERZ live over https, with its password', () => {
    expect(configProblems(production)).toEqual([]);
    expect(configProblems({ ...production, SSLCOMMERZ_STORE_PASSWORD: '', SSLCOMMERZ_API_URL: '' })).toEqual([
      'SSLCOMMERZ_STORE_PASSWORD is not set, but SSLCOMMERZ_STORE_ID is.',
      'SSLCOMMERZ_API_URL must be https://securepay.sslcommerz.com in production.',
    ]);
  });

  it('names every missing secret, SSLCOMMERZ first, and refuses the emulator and the demo gateway in production', () => {
    const problems = configProblems({
      ...production,
      JWT_SECRET: 'short',
      SSLCOMMERZ_STORE_ID: '',
      SSLCOMMERZ_STORE_PASSWORD: '',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(problems).toEqual([
      'JWT_SECRET must be set to at least 32 random characters.',
      'FIREBASE_AUTH_EMULATOR_HOST must not be set in production.',
      'No payment gateway is configured (the demo gateway never runs in production): set the SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD secrets, or for a deployment in another currency STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    ]);
  });

  it('accepts Stripe instead of SSLCOMMERZ for a deployment in another currency, with its webhook secret', () => {
    expect(configProblems(stripe)).toEqual([]);
    expect(configProblems({ ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toEqual(['STRIPE_WEBHOOK_SECRET is not set.']);
  });

  it('keeps listings 30 days and promotions 7 unless LISTING_DAYS and PROMOTION_DAYS say otherwise', () => {
    expect(listingTermsOf(env)).toEqual({ listingDays: 30, promotionDays: 7 });
    expect(listingTermsOf({ LISTING_DAYS: '', PROMOTION_DAYS: ' ' })).toEqual({ listingDays: 30, promotionDays: 7 });
    expect(listingTermsOf({ LISTING_DAYS: '45', PROMOTION_DAYS: '14' })).toEqual({
      listingDays: 45,
      promotionDays: 14,
    });
    expect(configProblems({ ...production, LISTING_DAYS: '0', PROMOTION_DAYS: '1.5' })).toEqual([
      'LISTING_DAYS must be a whole number of days from 1 to 365, such as "30".',
      'PROMOTION_DAYS must be a whole number of days from 1 to 365, such as "7".',
    ]);
    // Until it is fixed, the default stands.
    expect(listingTermsOf({ LISTING_DAYS: 'thirty', PROMOTION_DAYS: '7' }).listingDays).toBe(30);
  });

  it('makes a misconfigured production Worker answer 503 instead of running', async () => {
    const res = await app.request('/api/health', {}, { ...production, SSLCOMMERZ_STORE_ID: '' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      reason: 'not-configured',
      params: {},
      message: 'Thanda is not configured correctly yet. Please try again later.',
    });
  });
});
