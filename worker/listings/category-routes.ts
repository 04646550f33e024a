import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { publicCache, publicJson } from '../middleware/public-cache';
import { listCategories } from './categories';

export const categoryRoutes = new Hono<AppEnv>().get('/categories', publicCache(), async (c) => {
  return publicJson(c, await listCategories(c.var.db));
});
