import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import type * as z from 'zod';
import { disputeOutcomes, type DisputeOutcome } from '@shared/domain';
import { disputeDecisionSchema, type DisputeDecision } from '@shared/schemas/protect';
import { FormField, inputClass } from '@/components/form-field';
import { QueryList } from '@/components/query-list';
import { catalogText } from '@/lib/i18n';
import { currencySymbol, formatDate, formatNumber, formatPrice } from '@/lib/format';
import { imageCopy } from '@/lib/image-sources';
import { Link } from '@/lib/router';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useDisputes, useResolveDispute } from '@/features/protect/api/admin';
import { disputeReasonLabels } from '@/lib/dispute-labels';

type Dispute = NonNullable<ReturnType<typeof useDisputes>['data']>[number];
type DecisionForm = z.input<typeof disputeDecisionSchema>;

/**
 * Thanda Protect's disputes: a buyer reported a problem with a sale Thanda still holds the money
 * for. The admin reads both sides and decides where the money goes; both people read the note.
 */
export function DisputesQueue() {
  const { t } = useLingui();
  const disputes = useDisputes();
  return (
    <section>
      <h1 className="mb-2 text-2xl font-bold text-slate-800">
        <Trans>Disputes</Trans>
      </h1>
      <p className="mb-4 max-w-2xl text-slate-600">
        <Trans>
          Buyers reported a problem with these sales. Thanda holds the money until you decide: release it to the seller,
          refund the buyer in full, or refund part of it. The oldest is first.
        </Trans>
      </p>
      <QueryList query={disputes} empty={t`No disputes are waiting.`}>
        {(rows) => (
          <ul className="grid gap-4 xl:grid-cols-2" aria-label={t`Disputes waiting for a decision`}>
            {rows.map((dispute) => (
              <li key={dispute.paymentId}>
                <DisputeCard dispute={dispute} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}

function DisputeCard({ dispute }: { dispute: Dispute }) {
  const { _ } = useLinguiRuntime();
  const { productName, buyer, seller, reason } = dispute;
  const held = formatPrice(dispute.held);
  const paid = formatPrice(dispute.amount);
  return (
    <article aria-label={productName} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex gap-3">
        <img
          src={imageCopy(dispute.productImg, 'thumb')}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          className="h-18 w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
        <div className="min-w-0">
          <h2 className="break-words font-semibold text-slate-800">
            <Link to={`/listing/${dispute.productId}`} className="underline-offset-2 hover:underline">
              {productName}
            </Link>
          </h2>
          <p className="text-lg font-bold text-slate-900">
            <Trans>{held} held</Trans>
          </p>
          {dispute.held !== dispute.amount && (
            <p className="text-sm text-slate-600">
              <Trans>of {paid} paid</Trans>
            </p>
          )}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">
          <Trans>Buyer</Trans>
        </dt>
        <Person person={buyer} />
        <dt className="text-slate-600">
          <Trans>Seller</Trans>
        </dt>
        <Person person={seller} />
        <dt className="text-slate-600">
          <Trans>Paid</Trans>
        </dt>
        <dd>{formatDate(dispute.paidAt)}</dd>
        <dt className="text-slate-600">
          <Trans>Handed over</Trans>
        </dt>
        <dd>{dispute.handedOverAt ? formatDate(dispute.handedOverAt) : <Trans>not recorded</Trans>}</dd>
        <dt className="text-slate-600">
          <Trans>Disputed</Trans>
        </dt>
        <dd>{formatDate(dispute.disputedAt)}</dd>
        <dt className="text-slate-600">
          <Trans>What is wrong</Trans>
        </dt>
        <dd className="font-medium">{reason ? _(disputeReasonLabels[reason]) : ''}</dd>
      </dl>
      {dispute.details && (
        <figure className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
          <figcaption className="mb-1 text-slate-600">
            <Trans>The buyer says</Trans>
          </figcaption>
          <blockquote className="whitespace-pre-line break-words text-slate-800">{dispute.details}</blockquote>
        </figure>
      )}
      {dispute.photos.length > 0 && <Photos photos={dispute.photos} />}
      {dispute.conversationId && (
        <p className="mt-3 text-sm">
          <Link
            to={`/dashboard/messages/${dispute.conversationId}`}
            className="inline-block py-2 font-medium text-brand-700 underline"
          >
            <Trans>Read their conversation</Trans>
          </Link>
        </p>
      )}
      <DecisionForm dispute={dispute} />
    </article>
  );
}

/** A name, then the e-mail to write to: on a line of its own on a phone, where it is long beside the name. */
function Person({ person }: { person: Dispute['buyer'] }) {
  return (
    <dd className="min-w-0 break-words">
      {person.name}
      <span className="hidden sm:inline"> · </span>
      <a href={`mailto:${person.email}`} className="block break-all text-brand-700 underline sm:inline">
        {person.email}
      </a>
    </dd>
  );
}

/** The buyer’s photos of the problem, small; each opens the full picture. */
function Photos({ photos }: { photos: string[] }) {
  const { t } = useLingui();
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`The buyer’s photos`}>
      {photos.map((photo, index) => {
        const number = formatNumber(index + 1);
        return (
          <li key={photo}>
            <a href={photo} target="_blank" rel="noopener noreferrer" className="block">
              <img
                src={imageCopy(photo, 'thumb')}
                alt={t`Photo ${number}`}
                width={80}
                height={80}
                loading="lazy"
                className="h-20 w-20 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function DecisionForm({ dispute }: { dispute: Dispute }) {
  const { t } = useLingui();
  const resolve = useResolveDispute();
  const oneAtATime = useOneAtATime();
  const outcomeErrorId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<DecisionForm, unknown, DisputeDecision>({
    resolver: zodResolver(disputeDecisionSchema),
    defaultValues: { note: '', refundAmount: '' },
  });
  const outcome = useWatch({ control, name: 'outcome' });
  const held = formatPrice(dispute.held);
  const symbol = currencySymbol();

  const outcomeLabels: Record<DisputeOutcome, string> = {
    release: t`Release to the seller`,
    refund: t`Refund in full`,
    'partial-refund': t`Refund part`,
  };

  const onSubmit = handleSubmit(({ outcome, refundAmount, note }) => {
    const decision = outcome === 'partial-refund' ? { outcome, refundAmount, note } : { outcome, note };
    return oneAtATime(() =>
      resolve.mutateAsync({ paymentId: dispute.paymentId, decision }).then(
        ({ refunded }) => {
          const amount = formatPrice(refunded);
          toast.success(
            outcome === 'release'
              ? t`Decided: the money goes to the seller.`
              : outcome === 'refund'
                ? t`Decided: the buyer gets ${amount} back.`
                : t`Decided: the buyer gets ${amount} back and the seller the rest.`,
          );
        },
        (error: Error) => toast.error(error.message),
      ),
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4">
      <fieldset aria-describedby={errors.outcome ? outcomeErrorId : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-700">
          <Trans>Your decision</Trans>
        </legend>
        <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-4">
          {disputeOutcomes.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 sm:min-h-0 sm:py-1">
              <input type="radio" value={value} {...register('outcome')} />
              {outcomeLabels[value]}
            </label>
          ))}
        </div>
        {errors.outcome?.message && (
          <p id={outcomeErrorId} className="mt-1 text-sm text-red-700">
            {catalogText(errors.outcome.message)}
          </p>
        )}
      </fieldset>
      {outcome === 'partial-refund' && (
        <div>
          <FormField label={t`Refund to the buyer (${symbol})`} error={errors.refundAmount?.message}>
            {(field) => (
              <input
                {...field}
                // Hidden again (another outcome chosen), it leaves the form: nothing stale is checked or sent.
                {...register('refundAmount', { shouldUnregister: true })}
                type="number"
                min={0}
                max={dispute.held}
                step="any"
                inputMode="decimal"
                className={`${inputClass} sm:max-w-48`}
              />
            )}
          </FormField>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Less than {held}; the seller gets the rest.</Trans>
          </p>
        </div>
      )}
      <FormField label={t`Why (both people read this)`} error={errors.note?.message}>
        {(field) => <textarea {...field} {...register('note')} rows={3} maxLength={1000} className={inputClass} />}
      </FormField>
      <div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={resolve.isPending}>
          {resolve.isPending ? t`Sending…` : t`Send decision`}
        </button>
      </div>
    </form>
  );
}
