import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { configProblems } from './config';

const production = {
  ...env,
  ENVIRONMENT: 'production' as const,
  FIREBASE_AUTH_EMULATOR_HOST: '',
  FIREBASE_PROJECT_ID: 'thanda-prod',
  ADMIN_EMAILS: 'owner@thanda.example',
  JWT_SECRET: 'p'.repeat(48),
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('configuration', () => {
  it('accepts a complete production configuration', () => {
    expect(configProblems(production)).toEqual([]);
  });

  it('names every missing secret, and refuses the emulator and the demo gateway in production', () => {
    const problems = configProblems({
      ...production,
      JWT_SECRET: 'short',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(problems).toEqual([
      'JWT_SECRET must be set to at least 32 random characters.',
      'FIREBASE_AUTH_EMULATOR_HOST must not be set in production.',
      'STRIPE_SECRET_KEY is not set (the demo gateway never runs in production).',
      'STRIPE_WEBHOOK_SECRET is not set.',
    ]);
  });

  it('accepts SSLCOMMERZ instead of Stripe in production, live over https with its password', () => {
    const sslcommerz = {
      ...production,
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      SSLCOMMERZ_STORE_ID: 'thanda0live',
      SSLCOMMERZ_STORE_PASSWORD: 'secret',
      SSLCOMMERZ_API_URL: 'https://securepay.sslcommerz.com',
    };
    expect(configProblems(sslcommerz)).toEqual([]);
    expect(configProblems({ ...sslcommerz, SSLCOMMERZ_STORE_PASSWORD: '', SSLCOMMERZ_API_URL: '' })).toEqual([
      'SSLCOMMERZ_STORE_PASSWORD is not set, but SSLCOMMERZ_STORE_ID is.',
      'SSLCOMMERZ_API_URL must be https://securepay.sslcommerz.com in production.',
    ]);
  });

  it('makes a misconfigured production Worker answer 503 instead of running', async () => {
    const res = await app.request('/api/health', {}, { ...production, STRIPE_SECRET_KEY: '' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      reason: 'not-configured',
      params: {},
      message: 'Thanda is not configured correctly yet. Please try again later.',
    });
  });
});
