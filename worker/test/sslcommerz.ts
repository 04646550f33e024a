/**
 * A test file's SSLCOMMERZ: the Worker configured for a store, its every call answered by a fresh
 * stand-in (`standIn`, a live binding) per test, and any other network call an error.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, vi } from 'vitest';
import { app } from '../app';
import { SslcommerzStandIn } from './sslcommerz-stand-in';

export const STORE = { storeId: 'thanda0test', storePassword: 'thanda0test@ssl' };
export const sslEnv = {
  ...env,
  CURRENCY: 'bdt',
  SSLCOMMERZ_STORE_ID: STORE.storeId,
  SSLCOMMERZ_STORE_PASSWORD: STORE.storePassword,
};

export async function md5(text: string) {
  const digest = await crypto.subtle.digest('MD5', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export let standIn: SslcommerzStandIn;

/** Registers the stand-in for each test of the calling file. */
export function useSslcommerzStandIn() {
  beforeEach(() => {
    standIn = new SslcommerzStandIn({ ...STORE, baseUrl: 'https://sandbox.sslcommerz.com', md5 });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).hostname !== 'sandbox.sslcommerz.com') {
        throw new Error(`Unexpected network call in a test: ${request.url}`);
      }
      return standIn.fetch(request);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** An API call to the Worker configured for the store. */
export const call = (path: string, init: RequestInit = {}) => app.request(`/api${path}`, init, sslEnv);

/** A gateway's form post. */
export const form = (fields: URLSearchParams): RequestInit => ({
  method: 'POST',
  body: fields.toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});
