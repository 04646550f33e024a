import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currencyOf } from '../lib/config';

/**
 * The deployment's settings the SPA needs to show things as the API means them: the currency that
 * payments are taken in is the one every price shows. The SPA reads it here, never from a setting
 * of its own that could disagree.
 */
export const settingsRoutes = new Hono<AppEnv>().get('/settings', (c) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.json({ currency: currencyOf(c.env) });
});
