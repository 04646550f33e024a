/**
 * The one module that calls the Workers Images binding (docs/decisions/022-images-binding.md): it
 * reads an upload's format and size, and makes its copies. The service decodes the pixels, outside
 * the Worker's 128 MB, so a photo of any size up to MAX_IMAGE_PIXELS gets its copies.
 */
import { detectImageFormat, MAX_IMAGE_PIXELS, type ImageInfo } from './image-format';
import {
  isCopiedExtension,
  VARIANT_NAMES,
  VARIANTS,
  type Variant,
  type VariantName,
} from '../../shared/image-variant-sizes';
import { Refusal } from '../lib/refusal';
import { MAX_IMAGE_BYTES } from './images';

const streamOf = (bytes: Uint8Array) => new Blob([bytes]).stream();

/**
 * The binding's error codes that blame the picture: not an image (9412), a format it does not read
 * (9520), one it could not process (9523, all that local Sharp answers). An error status of the
 * service itself is 9523 too, which cannot be told apart here (Workers traces keep each call's
 * code). Others, such as 9422 (the account's transformations used up), are the service's.
 */
const PICTURE_ERRORS = new Set([9412, 9520, 9523]);

/** A Refusal for a picture the service cannot read; any other failure as it is. */
function unreadable(error: unknown) {
  const code = error instanceof Error ? (error as Partial<ImagesError>).code : undefined;
  return code !== undefined && PICTURE_ERRORS.has(code) ? new Refusal('image-corrupt') : error;
}

/**
 * The format and size of an upload, or a Refusal saying why it is not one of our pictures. A file
 * without one of our signatures is refused without asking the service.
 */
export async function checkImage(images: ImagesBinding, bytes: Uint8Array): Promise<ImageInfo> {
  if (bytes.length === 0) throw new Refusal('upload-empty');
  if (bytes.length > MAX_IMAGE_BYTES) throw new Refusal('image-too-large');
  const format = detectImageFormat(bytes);
  if (!format) throw new Refusal('image-unsupported');
  const info = await images.info(streamOf(bytes)).catch((error: unknown) => {
    throw unreadable(error);
  });
  // A signature with another format behind it is not a picture of that format.
  if (info.format !== format.mime || !('width' in info)) throw new Refusal('image-corrupt');
  if (info.width * info.height > MAX_IMAGE_PIXELS) throw new Refusal('image-too-many-pixels');
  return { ...format, width: info.width, height: info.height };
}

const outputs = {
  'image/webp': { format: 'image/webp', quality: 75 },
  // A JPEG has no transparency: what a PNG or WebP leaves see-through is white in it, not black.
  'image/jpeg': { format: 'image/jpeg', quality: 78, background: '#ffffff' },
} as const satisfies Record<Variant['mime'], ImageOutputOptions>;

async function makeCopy(images: ImagesBinding, bytes: Uint8Array, name: VariantName): Promise<Variant> {
  const { width, mime } = VARIANTS[name];
  // At most the copy's width, never enlarged, the same shape; the service turns a phone photo
  // upright by its camera's orientation first.
  const result = await images.input(streamOf(bytes)).transform({ width, fit: 'scale-down' }).output(outputs[mime]);
  return { name, mime, bytes: new Uint8Array(await new Response(result.image()).arrayBuffer()) };
}

/**
 * Every copy of a checked picture (`VARIANTS`); none of a GIF or an AVIF, which are shown as they
 * are. Decoding is where a damaged picture shows (its header read, its data cut short): that
 * throws a Refusal, any other failure the error itself.
 */
export async function makeCopies(images: ImagesBinding, bytes: Uint8Array, image: ImageInfo): Promise<Variant[]> {
  if (!isCopiedExtension(image.extension)) return [];
  try {
    return await Promise.all(VARIANT_NAMES.map((name) => makeCopy(images, bytes, name)));
  } catch (error) {
    throw unreadable(error);
  }
}
