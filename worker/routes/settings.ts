import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currencyOf, socialLinksOf } from '../lib/config';

/**
 * The deployment's settings the SPA needs to show things as the API means them: the currency that
 * payments are taken in is the one every price shows, and the footer links to the social pages the
 * deployment names. The SPA reads them here, never from settings of its own that could disagree.
 */
export const settingsRoutes = new Hono<AppEnv>().get('/settings', (c) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.json({ currency: currencyOf(c.env), social: socialLinksOf(c.env) });
});
