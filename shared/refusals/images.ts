import type { RefusalRule } from './rule';

/** Pictures and uploads (worker/images), answered in imgbb's shape by upload-routes.ts. */
export const imageRefusals = {
  'image-not-found': { status: 404, message: /*i18n*/ 'No image with that name.' },
  'upload-not-form': { status: 415, message: /*i18n*/ 'Send the image as multipart form data in the field "image".' },
  'upload-unreadable': {
    status: 400,
    message: /*i18n*/ 'The form could not be read. Send the image as multipart form data in the field "image".',
  },
  'upload-empty': { status: 400, message: /*i18n*/ 'Choose an image to upload.' },
  'upload-link': { status: 400, message: /*i18n*/ 'Upload the image file itself, not a link to it.' },
  'upload-bad-base64': { status: 400, message: /*i18n*/ 'The image text is not valid base64.' },
  'image-too-large': { status: 413, message: /*i18n*/ 'The image is larger than 5 MB.' },
  'image-unsupported': { status: 415, message: /*i18n*/ 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.' },
  'image-corrupt': {
    status: 400,
    message: /*i18n*/ 'The file is not a complete image, or it is damaged. Please choose another photo.',
  },
  'image-too-many-pixels': {
    status: 413,
    message: /*i18n*/ 'The photo is larger than 40 megapixels. Please choose a smaller one.',
  },
  'image-precondition-failed': {
    status: 412,
    message: /*i18n*/ 'The image does not match the If-Match or If-Unmodified-Since condition.',
  },
} as const satisfies Record<string, RefusalRule>;
