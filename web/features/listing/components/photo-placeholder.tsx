import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatNumber } from '@/lib/format';

/** What a HEAD request said of each photo's size, by address: each is asked once a page. */
const sizes = new Map<string, Promise<number | null>>();

/**
 * A photo's size in bytes from a HEAD request (a few hundred bytes where the photo is thousands),
 * or null when unknown: another site's picture, no `Content-Length`, or no network. It is only a
 * hint beside the placeholder, so a failure leaves it out rather than telling the visitor.
 */
function photoSize(src: string) {
  let size = sizes.get(src);
  if (!size) {
    const url = new URL(src, location.href);
    size =
      url.origin === location.origin
        ? fetch(url, { method: 'HEAD' }).then(
            (res) => (res.ok && Number(res.headers.get('Content-Length'))) || null,
            () => null,
          )
        : Promise.resolve(null);
    sizes.set(src, size);
  }
  return size;
}

/** `src`'s size once known, asked for only once `wanted` (the placeholder is the photo shown). */
function usePhotoSize(src: string, wanted: boolean) {
  const [bytes, setBytes] = useState<number | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void photoSize(src).then((size) => current && setBytes(size));
    return () => {
      current = false;
    };
  }, [src, wanted]);
  return bytes;
}

interface Props {
  /** The photo a tap loads. */
  src: string;
  /** Its number in the gallery, counted from 1. */
  number: number;
  /** Whether it is the photo on show: only then is its size asked for. */
  shown: boolean;
  onLoad: () => void;
  className: string;
}

/**
 * In place of a photo a visitor saving data has not loaded yet: a tap loads it. It says the photo's
 * size when known, so the visitor can judge what it costs.
 */
export function TapToLoad({ src, number, shown, onLoad, className }: Props) {
  const bytes = usePhotoSize(src, shown);
  const n = formatNumber(number);
  const kb = bytes === null ? null : formatNumber(Math.max(1, Math.round(bytes / 1000)));
  return (
    <button
      type="button"
      onClick={onLoad}
      className={`flex w-full flex-col items-center justify-center gap-1 bg-slate-100 text-slate-700 ${className}`}
    >
      <span className="font-medium">
        <Trans>Tap to load photo {n}</Trans>
      </span>
      {kb !== null && (
        <span className="text-sm text-slate-500">
          <Trans>About {kb} KB</Trans>
        </span>
      )}
    </button>
  );
}
