import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { PHOTOS_MAX } from '@shared/domain';
import { formatNumber } from '@/lib/format';
import { imageCopy } from '@/lib/image-sources';
import { Icon } from '@/components/icon';

/** A photo of the listing: one already stored (by its address) or a file picked on this device. */
export type PickedPhoto = { id: string; url: string } | { id: string; file: File; preview: string };

interface Props {
  id: string;
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  /** Each new photo's upload progress while the form saves, by its id. */
  progress: Record<string, number>;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
}

let nextId = 0;
export const storedPhoto = (url: string): PickedPhoto => ({ id: `stored-${nextId++}`, url });

/**
 * Up to 8 photos: pick several at once, remove, move earlier or later; the first is the cover
 * (the card's picture). Nothing is sent until the form is saved.
 */
export function PhotoPicker({ id, photos, onChange, progress, disabled, invalid, describedBy }: Props) {
  const { t } = useLingui();
  const room = PHOTOS_MAX - photos.length;
  // Counts in the page's digits (Bangla digits in Bangla).
  const most = formatNumber(PHOTOS_MAX);
  const more = formatNumber(room);

  // The previews of files picked live until the photo leaves the form.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const shown = new Set(photos.flatMap((photo) => ('file' in photo ? [photo.preview] : [])));
    for (const url of previews.current) if (!shown.has(url)) URL.revokeObjectURL(url);
    previews.current = shown;
  }, [photos]);
  // And none outlives the form.
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const move = (from: number, to: number) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-2">
      {photos.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {photos.map((photo, index) => {
            const n = formatNumber(index + 1);
            const percent = progress[photo.id];
            return (
              <li key={photo.id} className="flex flex-col gap-1 rounded-lg bg-slate-50 p-1.5 ring-1 ring-slate-200">
                <div className="relative">
                  <img
                    src={'file' in photo ? photo.preview : imageCopy(photo.url, 'thumb')}
                    alt={t`Picture ${n} of the listing`}
                    className="aspect-[4/3] w-full rounded-md bg-slate-200 object-cover"
                  />
                  {index === 0 && (
                    <span className="absolute left-1 top-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                      {t`Cover`}
                    </span>
                  )}
                </div>
                {percent !== undefined && (
                  <progress max={100} value={percent} aria-label={t`Sending picture ${n}`} className="w-full">
                    {percent}%
                  </progress>
                )}
                {index > 0 && (
                  <button
                    type="button"
                    className="btn-ghost min-h-11 w-full px-2 text-xs ring-1 ring-slate-300"
                    disabled={disabled}
                    onClick={() => move(index, 0)}
                  >
                    {t`Make cover`}
                  </button>
                )}
                <div className="mt-auto flex justify-between gap-1">
                  <button
                    type="button"
                    className="btn-ghost min-h-11 min-w-11 px-2 ring-1 ring-slate-300"
                    disabled={disabled || index === 0}
                    aria-label={t`Move picture ${n} earlier`}
                    onClick={() => move(index, index - 1)}
                  >
                    <Icon name="arrow-left" />
                  </button>
                  <button
                    type="button"
                    className="btn-ghost min-h-11 min-w-11 px-2 ring-1 ring-slate-300"
                    disabled={disabled || index === photos.length - 1}
                    aria-label={t`Move picture ${n} later`}
                    onClick={() => move(index, index + 1)}
                  >
                    <Icon name="arrow-right" />
                  </button>
                  <button
                    type="button"
                    className="btn-ghost min-h-11 min-w-11 px-2 text-red-700 ring-1 ring-slate-300"
                    disabled={disabled}
                    aria-label={t`Remove picture ${n}`}
                    onClick={() => onChange(photos.filter((other) => other.id !== photo.id))}
                  >
                    <Icon name="trash-can-outline" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {/* The browser's own file button speaks the browser's language ("Choose Files", "No file
          chosen") whatever the page's: the input stays for keyboards and screen readers, and the
          button people see is a second label of it, in the page's language (so its words are in
          the input's name, for voice control too). */}
      <input
        id={id}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        disabled={disabled || room <= 0}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className="peer sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])].slice(0, room);
          onChange([
            ...photos,
            ...files.map((file) => ({ id: `new-${nextId++}`, file, preview: URL.createObjectURL(file) })),
          ]);
          // The same file can be picked again after it was removed.
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={`flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed bg-white px-3 py-2 font-medium text-brand-700 hover:bg-slate-50 peer-focus-visible:(outline outline-2 outline-offset-2 outline-brand-600) peer-disabled:(cursor-not-allowed opacity-50) ${invalid ? 'border-red-600' : 'border-slate-300'}`}
      >
        <Icon name="camera-plus-outline" className="text-xl" />
        {photos.length === 0 ? t`Choose photos` : t`Add more photos`}
      </label>
      <p className="text-sm text-slate-600">
        {room > 0
          ? t`Up to ${most} photos; the first is the cover. ${more} more can be added.`
          : t`This listing has ${most} photos, the most it can show.`}
      </p>
    </div>
  );
}
