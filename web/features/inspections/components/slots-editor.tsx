import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { FormError } from '@/components/form-error';
import { Icon } from '@/components/icon';
import { inputClass } from '@/components/form-field';
import { formatNumber } from '@/lib/format';
import { catalogText } from '@/lib/i18n';
import { INSPECTION_SLOT_DAYS_AHEAD, INSPECTION_SLOTS_MAX } from '@shared/domain';
import { inspectionSlotsSchema } from '@shared/schemas/inspections';
import { useSaveSlots } from '@/features/inspections/api/listing-inspection';
import { fromDhakaInput, toDhakaInput } from '@/features/inspections/lib/dhaka-time';

const HOUR_MS = 60 * 60_000;
/** The API's own words for a time out of range (shared/refusals/inspections.ts), in the page's language. */
const OUT_OF_RANGE = 'Offer times from an hour from now to 30 days ahead.';

type Row = { key: number; value: string };

/**
 * The seller's times for an inspection of their listing, in Bangladesh time: from an hour to 30
 * days ahead, at most 12. Saving replaces the times offered (an empty list offers none).
 */
export function SlotsEditor({ productId, slots }: { productId: string; slots: string[] }) {
  const { t } = useLingui();
  const id = useId();
  const save = useSaveSlots(productId);
  const [rows, setRows] = useState<Row[]>(() => slots.map((slot, key) => ({ key, value: toDhakaInput(slot) })));
  const [nextKey, setNextKey] = useState(slots.length);
  const [error, setError] = useState('');
  // The range the fields offer; the check on saving uses the time of saving.
  const [opened] = useState(() => Date.now());
  const min = toDhakaInput(opened + HOUR_MS);
  const max = toDhakaInput(opened + INSPECTION_SLOT_DAYS_AHEAD * 86_400_000);
  const full = rows.length >= INSPECTION_SLOTS_MAX;
  const most = formatNumber(INSPECTION_SLOTS_MAX);

  const change = (key: number, value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { key, value } : row)));

  const onSave = (event: React.FormEvent) => {
    event.preventDefault();
    const times = rows.map((row) => fromDhakaInput(row.value));
    const checked = inspectionSlotsSchema.safeParse({ slots: times });
    if (!checked.success) return setError(catalogText(checked.error.issues[0]?.message ?? ''));
    const now = Date.now();
    const ahead = (time: number) => time >= now + HOUR_MS && time <= now + INSPECTION_SLOT_DAYS_AHEAD * 86_400_000;
    if (!checked.data.slots.every((slot) => ahead(slot.getTime()))) return setError(catalogText(OUT_OF_RANGE));
    setError('');
    save.mutate(times, {
      onSuccess: () => toast.success(t`Inspection times saved.`),
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <form noValidate onSubmit={onSave} aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <div>
        <h3 id={`${id}-title`} className="font-semibold text-slate-800">
          <Trans>Times you offer for an inspection</Trans>
        </h3>
        <p className="text-sm text-slate-600">
          <Trans>
            Buyers pick one and pay Thanda's fee, and a technician checks your AC then. Bangladesh time, from an hour to
            30 days ahead, up to {most} times.
          </Trans>
        </p>
      </div>
      {rows.length === 0 && (
        <p className="text-sm text-slate-600">
          <Trans>You offer no times yet.</Trans>
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {rows.map((row, index) => {
          const number = formatNumber(index + 1);
          return (
            <li key={row.key} className="flex items-center gap-2">
              <input
                type="datetime-local"
                aria-label={t`Time ${number}`}
                value={row.value}
                min={min}
                max={max}
                step={60}
                className={`${inputClass} min-h-12`}
                onChange={(event) => change(row.key, event.target.value)}
              />
              <button
                type="button"
                className="btn-ghost min-h-12 min-w-12 shrink-0 px-2 text-red-700"
                aria-label={t`Remove time ${number}`}
                onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
              >
                <Icon name="trash-can-outline" />
              </button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-ghost min-h-12 ring-1 ring-slate-300"
          disabled={full}
          onClick={() => {
            setRows((current) => [...current, { key: nextKey, value: '' }]);
            setNextKey(nextKey + 1);
          }}
        >
          <Icon name="plus" /> <Trans>Add a time</Trans>
        </button>
        <button type="submit" className="btn-primary min-h-12" disabled={save.isPending}>
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save times</Trans>}
        </button>
      </div>
      <FormError message={error} />
    </form>
  );
}
