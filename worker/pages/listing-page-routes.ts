import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { publicCache, publicJson } from '../middleware/public-cache';
import { validate } from '../middleware/validate';
import { idParamSchema } from '../../shared/schemas/common';
import { listingPage } from './listing-page';
import { sellerProfile } from './seller-profile';

/** The data of the public pages the SPA draws: a listing's, and a seller's profile. */
export const pageDataRoutes = new Hono<AppEnv>()
  .get('/listings/:id', publicCache(), validate('param', idParamSchema), async (c) =>
    publicJson(c, await listingPage(c.var.db, c.env.ARCHIVE, c.req.valid('param').id)),
  )
  .get('/sellers/:id', publicCache(), validate('param', idParamSchema), async (c) =>
    publicJson(c, await sellerProfile(c.var.db, c.req.valid('param').id)),
  );
