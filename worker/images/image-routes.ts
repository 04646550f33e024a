import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { VARIANT_NAMES, VARIANTS, type VariantName } from '../../shared/image-variant-sizes';
import { Refusal } from '../lib/refusal';
import { serveImage } from './image-serving';

/** Runs work after the answer when the runtime allows it (a Worker), else in the background. */
const afterAnswer = (c: Context<AppEnv>) => (work: Promise<unknown>) => {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    void work.catch(() => undefined);
  }
};

const variantByFolder = new Map<string, VariantName>(
  VARIANT_NAMES.map((variant) => [VARIANTS[variant].folder, variant]),
);

export const imageRoutes = new Hono<AppEnv>()
  .get('/images/:name', (c) => serveImage(c.req.raw, c.env.PHOTOS, { name: c.req.param('name') }, afterAnswer(c)))
  .get('/images/:size/:name', (c) => {
    const variant = variantByFolder.get(c.req.param('size'));
    if (!variant) throw new Refusal('image-not-found');
    return serveImage(c.req.raw, c.env.PHOTOS, { name: c.req.param('name'), variant }, afterAnswer(c));
  });
