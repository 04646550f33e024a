/** imgbb's error shape for the upload routes, rendered from the same refusals as the rest of the API. */
import type { ErrorHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import { Refusal, type RefusalReason } from '../lib/refusal';
import { handleError } from '../middleware/error-handler';

const statusText: Partial<Record<ContentfulStatusCode, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

/** imgbb's error codes: by reason where imgbb has one, else by status. */
const imgbbCodes: Partial<Record<RefusalReason, number>> = {
  'upload-link': 310,
  'upload-bad-base64': 310,
  'image-unsupported': 310,
  'image-corrupt': 310,
  'image-too-large': 313,
  'image-too-many-pixels': 313,
};
const codesByStatus: Partial<Record<number, number>> = { 401: 100, 403: 101, 429: 429 };

/** Every refusal of an upload, in imgbb's error shape; anything else as the rest of the API. */
export const imgbbErrors: ErrorHandler<AppEnv> = (err, c) => {
  if (!(err instanceof Refusal)) return handleError(err, c);
  const status = err.status;
  const code = imgbbCodes[err.reason] ?? codesByStatus[status] ?? 130;
  return c.json(
    { status_code: status, error: { message: err.message, code }, status_txt: statusText[status] ?? 'Error' },
    status,
  );
};
