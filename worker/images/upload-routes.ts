/**
 * POST /api/upload (and /api/1/upload): imgbb's upload contract, backed by R2 and the Images
 * binding. It signs in, checks the role and counts the budget with the shared middleware, and
 * answers every refusal in imgbb's error shape, success flag included: this is the one contract
 * that carries one.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { readBearerToken } from '../accounts';
import { Refusal } from '../lib/refusal';
import { imgbbErrors } from './imgbb-errors';
import { callerAddress, refuseOverLimit, withinLimit } from '../middleware/rate-limit';
import { authenticate, signedIn, type CallerPolicy } from '../accounts';
import { MAX_IMAGE_BYTES } from './images';
import { storeUpload } from './uploads';

// Base64 text grows by a third; anything beyond this cannot hold a 5 MB image.
const MAX_BODY_BYTES = Math.ceil(MAX_IMAGE_BYTES * 1.4) + 64 * 1024;

const isForm = (contentType: string | undefined) =>
  /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType ?? '');

/** The upload's form: a body of another type is refused as such (415), a form that cannot be read 400. */
async function readForm(c: Context<AppEnv>) {
  if (!isForm(c.req.header('Content-Type'))) {
    throw new Refusal(c.req.header('Content-Type') || c.req.raw.body ? 'upload-not-form' : 'upload-empty');
  }
  try {
    return await c.req.formData(); // parsed once: Hono keeps it for the next read
  } catch {
    throw new Refusal('upload-unreadable');
  }
}

/**
 * The access token: the Authorization header (the SPA's) or imgbb's `?key=` (which lands in access
 * logs) are read before the body. imgbb's clients may send it as the form's `key` instead: only
 * then is the body read first, and reading an anonymous body (up to 7 MB) spends the address's
 * budget.
 */
async function imgbbToken(c: Context<AppEnv>) {
  const early = readBearerToken(c.req.header('Authorization')) ?? c.req.query('key');
  if (early) return early;
  if (!isForm(c.req.header('Content-Type'))) return null;
  if (!(await withinLimit(c.env, 'WRITE_LIMITER', `ip:${callerAddress(c.env, c.req.header('CF-Connecting-IP'))}`))) {
    c.header('Retry-After', '60');
    throw new Refusal('too-many-requests');
  }
  const key = (await readForm(c)).get('key');
  return typeof key === 'string' ? key : null;
}

/**
 * Sellers (and admins) upload. A suspended seller cannot list, so has no photos to send; an
 * unverified e-mail may upload (docs/decisions/007-identity-and-money.md): publishing is what needs it.
 */
const UPLOADER: CallerPolicy = { role: ['seller', 'admin'], notSuspended: true };

/** An upload's body is at most what a 5 MB image takes, in any of the forms imgbb accepts. */
export const uploadBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new Refusal('image-too-large');
  },
});

/**
 * Stores the request's picture for an uploader another route has allowed (a buyer's photos of a
 * disputed unit, payments/protect-routes.ts), with its copies; answers imgbb's shape.
 */
export async function storeRequestUpload(c: Context<AppEnv>, uploaderId: string) {
  const { answer } = await storeUpload(
    c.var.db,
    { bucket: c.env.PHOTOS, images: c.env.IMAGES },
    await readForm(c),
    uploaderId,
    new URL(c.req.url).origin,
  );
  return answer;
}

const imgbbUpload = new Hono<AppEnv>().post('/', uploadBodyLimit, authenticate({ token: imgbbToken }), async (c) => {
  const uploader = await signedIn(c, UPLOADER);
  await refuseOverLimit(c, 'WRITE_LIMITER');
  const { answer, variantMs } = await storeUpload(
    c.var.db,
    { bucket: c.env.PHOTOS, images: c.env.IMAGES },
    await readForm(c),
    uploader.id,
    new URL(c.req.url).origin,
  );
  // The time making the copies took, for the upload benchmark (npm run bench:uploads).
  c.header('Server-Timing', `variants;dur=${variantMs.toFixed(1)}`);
  return c.json(answer, 200);
});
imgbbUpload.onError(imgbbErrors);

export const uploadRoutes = new Hono<AppEnv>().route('/upload', imgbbUpload).route('/1/upload', imgbbUpload);
