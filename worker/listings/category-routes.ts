import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { publicCache } from '../middleware/public-cache';
import { listCategories } from './categories';

export const categoryRoutes = new Hono<AppEnv>().get('/categories', publicCache(), async (c) => {
  return c.json(await listCategories(c.var.db));
});
