import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form-error';
import { FormField, inputClass } from '@/components/form-field';
import { formatVisitDay, formatVisitTime } from '@/lib/format';
import { catalogText } from '@/lib/i18n';
import { navigate } from '@/lib/router';
import { inspectionRequestSchema } from '@shared/schemas/inspections';
import { useRequestInspection } from '@/features/inspections/api/listing-inspection';
import { inspectionPath } from '@/features/inspections/lib/paths';
import { DemoFeeCard } from './demo-fee-card';

interface Props {
  productId: string;
  /** The seller's times ahead (ISO), soonest first. */
  slots: string[];
  /** The fee, written by the money helper. */
  feeText: string;
}

/**
 * Choosing one of the seller's times (in Bangladesh time, each a big tap target) and the phone to
 * call, then paying the fee: on SSLCOMMERZ's hosted page, or here with the demo gateway's card.
 */
export function RequestForm({ productId, slots, feeText }: Props) {
  const { t } = useLingui();
  const request = useRequestInspection();
  const [failure, setFailure] = useState('');
  const [demo, setDemo] = useState<{ inspectionId: string; clientSecret: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(inspectionRequestSchema),
    defaultValues: { productId, slot: '', phone: '' },
  });

  const onSubmit = handleSubmit(async ({ slot, phone }) => {
    setFailure('');
    try {
      const started = await request.mutateAsync({ productId, slot: slot.toISOString(), phone });
      if (started.redirectUrl) window.location.assign(started.redirectUrl);
      else if (started.clientSecret)
        setDemo({ inspectionId: started.inspectionId, clientSecret: started.clientSecret });
      else navigate(inspectionPath(started.inspectionId));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t`Something went wrong. Please try again.`);
    }
  });

  if (demo)
    return (
      <DemoFeeCard
        {...demo}
        feeText={feeText}
        onPaid={(outcome) => navigate(inspectionPath(demo.inspectionId, outcome))}
      />
    );

  const slotError = errors.slot?.message;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <fieldset aria-describedby={slotError ? 'inspection-slot-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">
          <Trans>Choose a time (Bangladesh time)</Trans>
        </legend>
        <div className="flex flex-col gap-2">
          {slots.map((slot) => (
            <label
              key={slot}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-slate-300 has-[:checked]:(bg-brand-50 ring-2 ring-brand-600)"
            >
              <input type="radio" value={slot} {...register('slot')} className="h-5 w-5 shrink-0 accent-brand-700" />
              <span>
                <span className="block font-semibold text-slate-800">{formatVisitTime(slot)}</span>
                <span className="block text-sm text-slate-600">{formatVisitDay(slot)}</span>
              </span>
            </label>
          ))}
        </div>
        {slotError && (
          <p id="inspection-slot-error" className="mt-1 text-sm text-red-700">
            {catalogText(slotError)}
          </p>
        )}
      </fieldset>
      <FormField label={t`Your phone number`} error={errors.phone?.message}>
        {(field) => (
          <input {...field} {...register('phone')} type="tel" autoComplete="tel" required className={inputClass} />
        )}
      </FormField>
      <button type="submit" className="btn-primary min-h-12 w-full sm:w-auto sm:self-start" disabled={isSubmitting}>
        {isSubmitting ? <Trans>Starting the payment…</Trans> : <Trans>Pay {feeText} and book</Trans>}
      </button>
      <FormError message={failure} />
    </form>
  );
}
