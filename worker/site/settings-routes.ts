import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { deploymentSettings } from '../lib/config';

/**
 * The deployment's settings the SPA needs (lib/config.ts). The SPA reads them here or from a listing's
 * page, never from settings of its own that could disagree.
 */
export const settingsRoutes = new Hono<AppEnv>().get('/settings', (c) => {
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(deploymentSettings(c.env));
});
