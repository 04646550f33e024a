import { Hono } from 'hono';
import { createDb } from '../db/client';
import type { AppEnv } from '../env';
import { publicCache } from '../middleware/public-cache';
import { listCategories } from '../services/categories';

export const categoryRoutes = new Hono<AppEnv>().get('/categories', publicCache(), async (c) => {
  return c.json(await listCategories(createDb(c.env.DB)));
});
