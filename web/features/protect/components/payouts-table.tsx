import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import type * as z from 'zod';
import { payoutMethods, type PayoutMethod } from '@shared/domain';
import { payoutInputSchema, type PayoutInput } from '@shared/schemas/protect';
import { FormField, inputClass } from '@/components/form-field';
import { QueryList } from '@/components/query-list';
import { catalogText } from '@/lib/i18n';
import { currencySymbol, formatNumber, formatPrice } from '@/lib/format';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useOwedSellers, useRecordPayout } from '@/features/protect/api/admin';

type OwedSeller = NonNullable<ReturnType<typeof useOwedSellers>['data']>[number];
type PayoutForm = z.input<typeof payoutInputSchema>;

/**
 * The sellers Thanda owes for released sales. The admin sends the money outside Thanda (bKash,
 * Nagad or a bank transfer), then records it here with the transfer’s reference.
 */
export function PayoutsTable() {
  const { t } = useLingui();
  const sellers = useOwedSellers();
  const total = formatPrice((sellers.data ?? []).reduce((sum, seller) => sum + seller.owed, 0));
  return (
    <section>
      <h1 className="mb-2 text-2xl font-bold text-slate-800">
        <Trans>Payouts</Trans>
      </h1>
      <p className="mb-4 max-w-2xl text-slate-600">
        <Trans>
          Thanda owes these sellers for sales that were released to them, less Thanda’s fee. Send the money by bKash,
          Nagad or bank transfer, then record it here with the transfer’s reference.
        </Trans>
      </p>
      <QueryList query={sellers} empty={t`Thanda owes no seller anything right now.`}>
        {(rows) => (
          <>
            <p className="mb-3 font-semibold text-slate-800">
              <Trans>Owed in all: {total}</Trans>
            </p>
            <ul className="grid gap-4 lg:grid-cols-2" aria-label={t`Sellers Thanda owes`}>
              {rows.map((seller) => (
                <li key={seller.sellerId}>
                  <SellerPayout seller={seller} />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryList>
    </section>
  );
}

function SellerPayout({ seller }: { seller: OwedSeller }) {
  const { t } = useLingui();
  const record = useRecordPayout();
  const oneAtATime = useOneAtATime();
  const owed = formatPrice(seller.owed);
  const { name } = seller;
  const count = formatNumber(seller.sales);
  const symbol = currencySymbol();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<PayoutForm, unknown, PayoutInput>({
    resolver: zodResolver(payoutInputSchema),
    defaultValues: { sellerId: seller.sellerId, amount: String(seller.owed), method: 'bkash', reference: '' },
  });

  // What is owed changed (another sale released, or the list refreshed after a refusal): the amount follows it.
  useEffect(() => {
    resetField('amount', { defaultValue: String(seller.owed) });
  }, [seller.owed, resetField]);

  const methodLabels: Record<PayoutMethod, string> = {
    bkash: t`bKash`,
    nagad: t`Nagad`,
    bank: t`Bank transfer`,
  };

  const onSubmit = handleSubmit((payout) =>
    oneAtATime(() =>
      record.mutateAsync(payout).then(
        () => toast.success(t`Payout recorded`),
        (error: Error) => toast.error(error.message),
      ),
    ),
  );

  return (
    <article aria-label={name} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 className="break-words font-semibold text-slate-800">{name}</h2>
      <p className="break-all text-sm text-slate-600">{seller.email}</p>
      <p className="mt-2">
        <span className="text-lg font-bold text-slate-900">
          <Trans>{owed} owed</Trans>
        </span>{' '}
        <span className="text-sm text-slate-600">
          {seller.sales === 1 ? <Trans>for {count} sale</Trans> : <Trans>for {count} sales</Trans>}
        </span>
      </p>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t`Record payout to ${name}`}
        className="mt-3 flex flex-col gap-3 border-t border-slate-100 pt-3"
      >
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">
            <Trans>Sent by</Trans>
          </legend>
          <div className="flex flex-wrap gap-x-4">
            {payoutMethods.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2 sm:min-h-0 sm:py-1">
                <input type="radio" value={value} {...register('method')} />
                {methodLabels[value]}
              </label>
            ))}
          </div>
          {errors.method?.message && <p className="mt-1 text-sm text-red-700">{catalogText(errors.method.message)}</p>}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t`Reference`} error={errors.reference?.message}>
            {(field) => (
              <input {...field} {...register('reference')} autoComplete="off" maxLength={64} className={inputClass} />
            )}
          </FormField>
          <FormField label={t`Amount sent (${symbol})`} error={errors.amount?.message}>
            {(field) => (
              <input
                {...field}
                {...register('amount')}
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <div>
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={record.isPending}>
            {record.isPending ? t`Recording…` : t`Record payout`}
          </button>
        </div>
      </form>
    </article>
  );
}
