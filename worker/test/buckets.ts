import { env } from 'cloudflare:test';
import type { ImageStore } from '../images';

/** The pictures' bucket with its writes passed through `put`, which may fail them or act first. */
export function withPut(put: (key: string, store: () => Promise<R2Object | null>) => Promise<R2Object | null>) {
  return new Proxy(env.PHOTOS, {
    get(target, property) {
      if (property === 'put')
        return (key: string, value: ArrayBuffer, options?: R2PutOptions) =>
          put(key, () => target.put(key, value, options));
      const member: unknown = Reflect.get(target, property);
      // R2's methods work on the binding itself, not on a proxy of it.
      return typeof member === 'function' ? member.bind(target) : member;
    },
  });
}

/** The test's pictures: a bucket (the local one unless given) and the local Images binding. */
export const imageStore = (bucket: R2Bucket = env.PHOTOS, images: ImagesBinding = env.IMAGES): ImageStore => ({
  bucket,
  images,
});
