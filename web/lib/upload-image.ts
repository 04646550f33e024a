import { t } from '@lingui/core/macro';
import { accessToken } from '@/lib/access-token';

export interface UploadAnswer {
  success: boolean;
  data?: { url: string };
  error?: { message: string };
  /** A refusal of Thanda's own shape (an upload beside another request, such as a dispute's photos). */
  message?: string;
}

/**
 * Uploads a photo to the imgbb-compatible endpoint, reporting progress (fetch cannot report
 * upload progress; XMLHttpRequest can), or to `path`, which answers the same. Resolves with the image
 * URL, rejects with a readable message.
 */
export function uploadImage(file: File, onProgress: (percent: number) => void, path = '/api/upload') {
  return new Promise<string>((resolve, reject) => {
    const body = new FormData();
    body.set('image', file);
    const request = new XMLHttpRequest();
    request.open('POST', path);
    const token = accessToken.get();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new Error(t`The photo could not be uploaded. Check your connection and try again.`));
    request.onload = () => {
      let answer: UploadAnswer | null = null;
      try {
        answer = JSON.parse(request.responseText) as UploadAnswer;
      } catch {
        answer = null;
      }
      // docs/product.md: the product is posted only if the upload reports success.
      if (answer?.success && answer.data?.url) resolve(answer.data.url);
      else
        reject(
          new Error(answer?.error?.message ?? answer?.message ?? t`The photo could not be uploaded. Please try again.`),
        );
    };
    request.send(body);
  });
}
