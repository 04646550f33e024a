import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { INSPECTION_PHOTOS_MAX } from '@shared/domain';
import { Icon } from '@/components/icon';
import { formatNumber } from '@/lib/format';
import { imageCopy } from '@/lib/image-sources';
import { shrinkPhoto } from '@/lib/shrink-photo';

interface Props {
  id: string;
  /** Sends one photo, answering its address. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  /** The addresses of the photos uploaded so far. */
  photos: string[];
  onChange: (photos: string[]) => void;
  /** Whether a photo is on its way: the report waits for it. */
  onBusyChange: (busy: boolean) => void;
  invalid: boolean;
  describedBy?: string;
}

/**
 * The report's photos, the serial plate first: each is made smaller and sent as soon as it is
 * picked, so a weak signal shows its progress photo by
 * photo rather than all at once when the report is saved.
 */
export function ReportPhotos({ id, upload, photos, onChange, onBusyChange, invalid, describedBy }: Props) {
  const { t } = useLingui();
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState('');
  const room = INSPECTION_PHOTOS_MAX - photos.length;
  const most = formatNumber(INSPECTION_PHOTOS_MAX);

  const add = async (files: File[]) => {
    setFailure('');
    onBusyChange(true);
    let added = photos;
    try {
      // One after another: on a slow network each gets the whole connection.
      for (const file of files.slice(0, room)) {
        setPercent(0);
        const small = await shrinkPhoto(file, (done) => setPercent(Math.round(done / 2)));
        const url = await upload(small, (done) => setPercent(50 + Math.round(done / 2)));
        added = [...added, url];
        onChange(added);
      }
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t`The photo could not be uploaded. Please try again.`);
    } finally {
      setPercent(null);
      onBusyChange(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {photos.length > 0 && (
        <ol className="grid grid-cols-3 gap-2">
          {photos.map((url, index) => {
            const n = formatNumber(index + 1);
            return (
              <li key={url} className="relative">
                <img
                  src={imageCopy(url, 'thumb')}
                  alt={index === 0 ? t`Photo ${n}: the serial plate` : t`Photo ${n}`}
                  className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
                />
                <button
                  type="button"
                  className="absolute right-1 top-1 flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-red-700 ring-1 ring-slate-300"
                  disabled={percent !== null}
                  aria-label={t`Remove photo ${n}`}
                  onClick={() => onChange(photos.filter((other) => other !== url))}
                >
                  <Icon name="trash-can-outline" className="text-xl" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {/* The browser's own file button speaks the browser's language: the input stays for keyboards
          and screen readers, and the button people see is a second label of it (as in the listing form). */}
      <input
        id={id}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        disabled={percent !== null || room <= 0}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className="peer sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file can be picked again after it was removed.
          event.target.value = '';
          void add(files);
        }}
      />
      <label
        htmlFor={id}
        className={`flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-dashed bg-white px-3 py-2 text-lg font-semibold text-brand-700 peer-focus-visible:(outline outline-2 outline-offset-2 outline-brand-600) peer-disabled:(cursor-not-allowed opacity-50) ${invalid ? 'border-red-600' : 'border-slate-300'}`}
      >
        <Icon name="camera-plus-outline" className="text-2xl" />
        {photos.length === 0 ? t`Take or choose photos` : t`Add more photos`}
      </label>
      {percent !== null && (
        <progress max={100} value={percent} aria-label={t`Sending the photo`} className="w-full">
          {percent}%
        </progress>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <p className="text-sm text-slate-600">
        <Trans>The serial plate first, then anything the buyer should see: up to {most} photos.</Trans>
      </p>
    </div>
  );
}
