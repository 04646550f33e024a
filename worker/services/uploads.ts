/**
 * POST /api/upload's work: the image from an imgbb-style form (a file, or base64 text), checked
 * and stored by content, recorded as the uploader's, answered in imgbb's shape.
 */
import type { Db } from '../db/client';
import { variantOf } from '../lib/image-variant-sizes';
import { makeVariants, type Variant } from '../lib/image-variants';
import { errorName, log } from '../lib/logger';
import { Refusal } from '../lib/refusal';
import { recordUpload } from './image-uploads';
import { imagePath, MAX_IMAGE_BYTES, storeImage, storeVariants, type StoredImage } from './images';

function decodeBase64Image(text: string) {
  const payload = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) return null;
  try {
    return Uint8Array.from(atob(payload), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

function imgbbAnswer(origin: string, image: StoredImage, variants: Variant[]) {
  const url = new URL(imagePath(image.key), origin).href;
  const name = image.key.replace(/\.[a-z]+$/, '');
  const file = { filename: image.key, name, mime: image.mime, extension: image.extension, url };
  // A picture without copies (GIF, AVIF, very large) answers itself for each, as imgbb does for small ones.
  const copy = (variantName: 'thumb' | 'medium') => {
    const variant = variants.find((v) => v.name === variantName);
    if (!variant) return file;
    const key = variantOf(image.key, variantName);
    return { filename: key, name, mime: 'image/webp', extension: 'webp', url: new URL(imagePath(key), origin).href };
  };
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
      thumb: copy('thumb'),
      medium: copy('medium'),
      delete_url: url,
    },
    success: true,
    status: 200,
  };
}

/**
 * The image bytes and title a form carries in `image` (imgbb's field) or `source` (Chevereto's,
 * which imgbb runs on and some clients send), and `name`.
 */
async function imageOf(form: FormData) {
  const source = form.get('image') ?? form.get('source');
  let bytes: Uint8Array | null = null;
  let title = 'image';
  if (source instanceof File) {
    if (source.size > MAX_IMAGE_BYTES) throw new Refusal('image-too-large');
    bytes = new Uint8Array(await source.arrayBuffer());
    title = source.name.replace(/\.[^.]*$/, '').slice(0, 100) || 'image';
  } else if (typeof source === 'string' && source.length > 0) {
    if (/^https?:\/\//i.test(source)) throw new Refusal('upload-link');
    bytes = decodeBase64Image(source);
    if (!bytes) throw new Refusal('upload-bad-base64');
  }
  if (!bytes || bytes.length === 0) throw new Refusal('upload-empty');
  const name = form.get('name');
  if (typeof name === 'string' && name.trim()) title = name.trim().slice(0, 100);
  return { bytes, title };
}

/**
 * The picture's copies, stored; null when making or storing them failed. The upload still
 * succeeds then, answered without copies, and the hourly Cron Trigger makes them later
 * (services/image-copies.ts): a seller's photo is never refused for its copies.
 */
async function storeCopies(bucket: R2Bucket, bytes: Uint8Array, image: StoredImage) {
  try {
    const variants = await makeVariants(bytes, image);
    await storeVariants(bucket, image.key, variants);
    return variants;
  } catch (error) {
    log('warn', 'image_copies_failed', { imageKey: image.key, error: errorName(error) });
    return null;
  }
}

/**
 * Stores the picture and its copies and notes the uploader. `variantMs` is the time the copies
 * took (the Worker's clock moves only at I/O in production, so it is a local figure).
 */
export async function storeUpload(db: Db, bucket: R2Bucket, form: FormData, uploaderId: string, origin: string) {
  const { bytes, title } = await imageOf(form);
  const image = await storeImage(bucket, bytes, { title, uploadedBy: uploaderId });
  const started = performance.now();
  const variants = await storeCopies(bucket, bytes, image);
  const variantMs = performance.now() - started;
  await recordUpload(db, image.key, uploaderId, {
    width: image.width,
    height: image.height,
    copies: variants ? variants.length > 0 : null,
  });
  return { answer: imgbbAnswer(origin, image, variants ?? []), variantMs };
}
