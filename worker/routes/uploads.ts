/**
 * POST /api/upload (and /api/1/upload): imgbb's upload contract, backed by R2. Its answers keep
 * imgbb's shapes, success flag included: this is the one contract that carries one.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import { readBearerToken } from '../lib/bearer';
import { adminEmails } from '../lib/config';
import { Refusal } from '../lib/refusal';
import { recordUpload } from '../services/image-uploads';
import { imagePath, MAX_IMAGE_BYTES, storeImage, type StoredImage } from '../services/images';
import { userForAccessToken } from '../services/sessions';
import { callerAddress, withinLimit } from '../middleware/rate-limit';

// Base64 text grows by a third; anything beyond this cannot hold a 5 MB image.
const MAX_BODY_BYTES = Math.ceil(MAX_IMAGE_BYTES * 1.4) + 64 * 1024;

const statusText: Partial<Record<ContentfulStatusCode, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

function imgbbError(c: Context<AppEnv>, status: ContentfulStatusCode, code: number, message: string) {
  return c.json({ status_code: status, error: { message, code }, status_txt: statusText[status] ?? 'Error' }, status);
}

function decodeBase64Image(text: string) {
  const payload = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) return null;
  try {
    return Uint8Array.from(atob(payload), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

function imgbbAnswer(origin: string, image: StoredImage) {
  const url = new URL(imagePath(image.key), origin).href;
  const name = image.key.replace(/\.[a-z]+$/, '');
  const file = { filename: image.key, name, mime: image.mime, extension: image.extension, url };
  return {
    data: {
      id: name,
      title: image.title,
      url_viewer: url,
      url,
      display_url: url,
      width: image.width,
      height: image.height,
      size: image.size,
      time: Math.floor(image.uploadedAt.getTime() / 1000),
      expiration: 0,
      image: file,
      thumb: file,
      medium: file,
      delete_url: url,
    },
    success: true,
    status: 200,
  };
}

/** The signed-in seller or admin behind an access token, or the imgbb error to answer. */
async function uploader(c: Context<AppEnv>, token: string | null) {
  if (!token) return imgbbError(c, 401, 100, 'Please sign in to upload images.');
  let user;
  try {
    user = await userForAccessToken(c.var.db, token, c.env.JWT_SECRET, adminEmails(c.env));
  } catch (error) {
    // imgbb's clients read imgbb's error shape: the refusal is rendered in it.
    if (error instanceof Refusal) return imgbbError(c, error.status, 100, error.message);
    throw error;
  }
  if (user.role !== 'seller' && user.role !== 'admin') {
    return imgbbError(c, 403, 101, 'Only sellers can upload product photos.');
  }
  if (!(await withinLimit(c.env, 'WRITE_LIMITER', user.id))) {
    c.header('Retry-After', '60');
    return imgbbError(c, 429, 429, 'Too many uploads. Please wait a minute and try again.');
  }
  return user;
}

const isForm = (contentType: string | undefined) =>
  /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType ?? '');

async function upload(c: Context<AppEnv>) {
  const declared = Number(c.req.header('Content-Length') ?? '0');
  if (declared > MAX_BODY_BYTES) return imgbbError(c, 413, 313, 'The image is larger than 5 MB.');

  // The token in the Authorization header (or imgbb's `?key=`, which lands in access logs) is
  // checked before the body is read. imgbb's clients may instead send it as the form's `key`:
  // only then is the body read first, within the body limit, and the token checked before the
  // image is looked at.
  const headerToken = readBearerToken(c.req.header('Authorization')) ?? c.req.query('key') ?? null;
  let user = headerToken || !isForm(c.req.header('Content-Type')) ? await uploader(c, headerToken) : null;
  if (user instanceof Response) return user;
  // Reading an anonymous caller's body costs up to 7 MB: that spends the caller's address budget.
  if (
    !user &&
    !(await withinLimit(c.env, 'WRITE_LIMITER', `ip:${callerAddress(c.env, c.req.header('CF-Connecting-IP'))}`))
  ) {
    c.header('Retry-After', '60');
    return imgbbError(c, 429, 429, 'Too many uploads. Please wait a minute and try again.');
  }

  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return imgbbError(c, 400, 130, 'Send the image as multipart form data in the field "image".');
  }
  if (!user) {
    const formKey = form.get('key');
    user = await uploader(c, typeof formKey === 'string' ? formKey : null);
    if (user instanceof Response) return user;
  }

  const source = form.get('image');
  let bytes: Uint8Array | null = null;
  let title = 'image';
  if (source instanceof File) {
    if (source.size > MAX_IMAGE_BYTES) return imgbbError(c, 413, 313, 'The image is larger than 5 MB.');
    bytes = new Uint8Array(await source.arrayBuffer());
    title = source.name.replace(/\.[^.]*$/, '').slice(0, 100) || 'image';
  } else if (typeof source === 'string' && source.length > 0) {
    if (/^https?:\/\//i.test(source)) return imgbbError(c, 400, 310, 'Upload the image file itself, not a link to it.');
    bytes = decodeBase64Image(source);
    if (!bytes) return imgbbError(c, 400, 310, 'The image text is not valid base64.');
  }
  if (!bytes || bytes.length === 0) return imgbbError(c, 400, 130, 'Choose an image to upload.');

  const name = form.get('name');
  if (typeof name === 'string' && name.trim()) title = name.trim().slice(0, 100);
  const result = await storeImage(c.env.IMAGES, bytes, { title, uploadedBy: user.id });
  if (!result.ok) {
    // Keyed by every reason storeImage can give: a new reason does not compile until it has an answer.
    const refusals: Record<typeof result.reason, [ContentfulStatusCode, number, string]> = {
      'too-large': [413, 313, 'The image is larger than 5 MB.'],
      empty: [400, 130, 'Choose an image to upload.'],
      unsupported: [415, 310, 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.'],
      corrupt: [400, 310, 'The file is not a complete image, or it is damaged. Please choose another photo.'],
      'too-many-pixels': [413, 313, 'The photo is larger than 40 megapixels. Please choose a smaller one.'],
    };
    const [status, code, message] = refusals[result.reason];
    return imgbbError(c, status, code, message);
  }
  await recordUpload(c.var.db, result.image.key, user.id);
  return c.json(imgbbAnswer(new URL(c.req.url).origin, result.image), 200);
}

const uploadBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => imgbbError(c as Context<AppEnv>, 413, 313, 'The image is larger than 5 MB.'),
});

export const uploadRoutes = new Hono<AppEnv>()
  .post('/upload', uploadBodyLimit, upload)
  .post('/1/upload', uploadBodyLimit, upload);
