import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { validate } from '../middleware/validate';
import { priceBandQuerySchema } from '../../shared/schemas/advisor';
import { priceBandFor } from './price-band';

/** A band changes as units are listed and sold, slowly: browsers keep one five minutes. */
const BAND_MAX_AGE = 300;

/** The AC advisor (issue 61): public, no sign-in. */
export const advisorRoutes = new Hono<AppEnv>().get(
  '/price-band',
  validate('query', priceBandQuerySchema),
  async (c) => {
    const band = await priceBandFor(c.var.db, c.req.valid('query'));
    c.header('Cache-Control', `public, max-age=${BAND_MAX_AGE}`);
    return c.json({ band });
  },
);
