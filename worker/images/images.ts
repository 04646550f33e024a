/**
 * Pictures in R2: stored by content, read for serving, deleted with their copies. What a picture is
 * and its copies come from the image service (image-service.ts).
 */
import type { ImageInfo } from './image-format';
import { VARIANT_NAMES, variantOf, type Variant } from '../../shared/image-variant-sizes';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_PATH_PREFIX = '/api/images/';
const IMAGE_NAME = /^[a-f0-9]{64}\.(jpg|png|webp|gif|avif)$/;

export interface StoredImage extends ImageInfo {
  key: string;
  size: number;
  title: string;
  uploadedAt: Date;
}

/** Where pictures live: R2 holds their bytes, the Images binding reads them and makes their copies. */
export interface ImageStore {
  bucket: R2Bucket;
  images: ImagesBinding;
}

// Titles come from file names and a form field; like every stored text they stay plain text:
// no control characters, no broken Unicode (R2 metadata would keep either as garbage).
const plainTitle = (title: string) => title.replace(/\p{Cc}|\p{Cs}/gu, '').trim() || 'image';

async function contentKey(bytes: Uint8Array, extension: string) {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex}.${extension}`;
}

/**
 * Stores a checked image (`checkImage`) in R2 under a name derived from its content (SHA-256), so
 * storing the same bytes twice keeps one object. The upload endpoint and the seed both store
 * images through here.
 */
export async function storeImage(
  bucket: R2Bucket,
  bytes: Uint8Array,
  { image, ...options }: { image: ImageInfo; title: string; uploadedBy: string },
): Promise<StoredImage> {
  const key = await contentKey(bytes, image.extension);
  const uploadedAt = new Date();
  const title = plainTitle(options.title);
  await bucket.put(key, bytes, {
    httpMetadata: { contentType: image.mime, cacheControl: 'public, max-age=31536000, immutable' },
    customMetadata: {
      title,
      uploadedBy: options.uploadedBy,
      width: String(image.width),
      height: String(image.height),
    },
  });
  return { ...image, key, size: bytes.length, title, uploadedAt };
}

/** The path the Worker serves a stored image from. */
export function imagePath(key: string) {
  return `${IMAGE_PATH_PREFIX}${key}`;
}

/** Stores a picture's copies beside it (each in its own format, whatever the picture's name says). */
export async function storeVariants(bucket: R2Bucket, key: string, variants: Variant[]) {
  await Promise.all(
    variants.map((variant) =>
      bucket.put(variantOf(key, variant.name), variant.bytes, {
        httpMetadata: { contentType: variant.mime, cacheControl: 'public, max-age=31536000, immutable' },
      }),
    ),
  );
}

export function isImageName(name: string) {
  return IMAGE_NAME.test(name);
}

/**
 * Reads an image for serving. With conditional headers R2 answers the object without a body when
 * the client's copy is current.
 */
export function readImage(bucket: R2Bucket, key: string, conditions: Headers) {
  return bucket.get(key, { onlyIf: conditions });
}

/** The R2 key behind one of our image URLs (path or absolute), or null for anything else. */
export function imageKeyFromUrl(url: string): string | null {
  let path = url;
  if (!url.startsWith('/')) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith(IMAGE_PATH_PREFIX)) return null;
  const name = path.slice(IMAGE_PATH_PREFIX.length);
  return IMAGE_NAME.test(name) ? name : null;
}

export async function imageExists(bucket: R2Bucket, key: string) {
  return (await bucket.head(key)) !== null;
}

/** Deletes a picture and its copies. */
export function deleteImage(bucket: R2Bucket, key: string) {
  return bucket.delete([key, ...VARIANT_NAMES.map((variant) => variantOf(key, variant))]);
}
