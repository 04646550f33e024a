/**
 * POST /api/upload's work: the image from an imgbb-style form (a file, or base64 text), checked
 * and stored by content, recorded as the uploader's, answered in imgbb's shape.
 */
import type { Db } from '../db/client';
import type { ImageInfo } from './image-format';
import { variantOf, type Variant } from '../../shared/image-variant-sizes';
import { errorName, log } from '../lib/logger';
import { Refusal } from '../lib/refusal';
import { checkImage, makeCopies } from './image-service';
import { recordUpload } from './image-uploads';
import { imagePath, MAX_IMAGE_BYTES, storeImage, storeVariants, type ImageStore, type StoredImage } from './images';

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
  // A picture without copies (GIF, AVIF, or copies left to the Cron Trigger) answers itself for
  // each, as imgbb does for small ones.
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
 * The picture's copies, made before anything is stored: a picture the service cannot decode is
 * refused whole (a Refusal). Null when the service failed otherwise: the upload still succeeds,
 * answered without copies, and the hourly Cron Trigger makes them later
 * (image-copies.ts). A seller's photo is never refused for the service's failure.
 */
async function copiesOf(images: ImagesBinding, bytes: Uint8Array, image: ImageInfo) {
  try {
    return await makeCopies(images, bytes, image);
  } catch (error) {
    if (error instanceof Refusal) throw error;
    log('warn', 'image_copies_failed', { error: errorName(error) });
    return null;
  }
}

/** The copies stored beside the picture; null when R2 refused them (the Cron Trigger tries again). */
async function storeCopies(bucket: R2Bucket, image: StoredImage, variants: Variant[]) {
  try {
    await storeVariants(bucket, image.key, variants);
    return variants;
  } catch (error) {
    log('warn', 'image_copies_failed', { imageKey: image.key, error: errorName(error) });
    return null;
  }
}

/**
 * Checks the picture, has its copies made, stores both and notes the uploader. `variantMs` is the
 * time the copies took, the image service's round trips included.
 */
export async function storeUpload(db: Db, store: ImageStore, form: FormData, uploaderId: string, origin: string) {
  const { bytes, title } = await imageOf(form);
  const checked = await checkImage(store.images, bytes);
  const started = performance.now();
  const made = await copiesOf(store.images, bytes, checked);
  const variantMs = performance.now() - started;
  const image = await storeImage(store.bucket, bytes, { image: checked, title, uploadedBy: uploaderId });
  const variants = made && (await storeCopies(store.bucket, image, made));
  await recordUpload(db, image.key, uploaderId, {
    width: image.width,
    height: image.height,
    copies: variants ? variants.length > 0 : null,
  });
  return { answer: imgbbAnswer(origin, image, variants ?? []), variantMs };
}
