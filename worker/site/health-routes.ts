import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { checkDatabase } from './health';

export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const database = await checkDatabase(c.env.DB);
  return c.json({ status: database ? 'ok' : 'degraded', database }, database ? 200 : 503);
});
