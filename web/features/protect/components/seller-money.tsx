import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PayoutMethod } from '@shared/domain';
import { basisPoints, feeOn, fromMinor, toMinor } from '@shared/money';
import type { Protection } from '@shared/protection';
import { DataRow, DataTable } from '@/components/data-table';
import { Spinner } from '@/components/spinner';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { feePercent } from '@/lib/settings';
import { useSellerMoney } from '@/features/protect/api/seller';
import { SellerProtectionState } from './hand-over-button';

const td = 'px-3 py-2';

/** How an admin sent the seller their money, in words. */
const payoutMethodLabels: Record<PayoutMethod, MessageDescriptor> = {
  bkash: msg`bKash`,
  nagad: msg`Nagad`,
  bank: msg`Bank transfer`,
};

interface Sale {
  amount: number;
  held: number;
  owed: number;
  paidOut: number;
  fee: number;
  protection: Protection | null;
}

/**
 * Thanda's fee and the seller's part of a sale: as taken, once the money is released (or refunded);
 * as they will be if the buyer confirms, while Thanda holds it (the fee rounded as the API rounds
 * it, shared/money.ts `feeOn`); unknown while a dispute waits for an admin.
 */
function settlement(sale: Sale) {
  const state = sale.protection?.state;
  if (state === 'disputed') return null;
  if (state === 'held' || state === 'handed-over') {
    const heldMinor = toMinor(sale.held);
    const feeMinor = feeOn(heldMinor, basisPoints(feePercent()));
    return { fee: fromMinor(feeMinor), net: fromMinor(heldMinor - feeMinor), final: false };
  }
  return { fee: sale.fee, net: sale.owed + sale.paidOut, final: true };
}

/** One of the three totals at the top of the page. */
function Figure({ label, amount, hint }: { label: string; amount: number; hint: string }) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-800 sm:text-3xl">{formatPrice(amount)}</dd>
      <dd className="mt-1 text-xs text-slate-500">{hint}</dd>
    </div>
  );
}

/**
 * The seller's money under Thanda Protect: what Thanda holds for them, owes them and has paid them,
 * each sale paid online with where its money stands, and the payouts an admin recorded.
 */
export function SellerMoney() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const money = useSellerMoney();
  if (money.isPending) return <Spinner />;
  if (money.isError)
    return (
      <p role="alert" className="text-red-700">
        {money.error.message}
      </p>
    );
  const { held, owed, paidOut, sales, payouts } = money.data;
  const fee = formatNumber(feePercent());

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label={t`Held by Thanda`} amount={held} hint={t`Until your buyers confirm`} />
        <Figure label={t`Owed to you`} amount={owed} hint={t`Released, waiting for an admin to send it`} />
        <Figure label={t`Paid out`} amount={paidOut} hint={t`Sent to you so far`} />
      </dl>
      <p className="text-slate-700">
        <Trans>Thanda's fee is {fee}% of each sale, taken when the money is released.</Trans>
      </p>

      <section aria-labelledby="money-sales-title" className="flex flex-col gap-3">
        <h2 id="money-sales-title" className="text-lg font-bold text-slate-800">
          <Trans>Sales paid online</Trans>
        </h2>
        {sales.length === 0 ? (
          <p className="text-slate-600">
            <Trans>No sale paid online yet. When a buyer pays online, Thanda holds the money until they confirm.</Trans>
          </p>
        ) : (
          <DataTable headings={[t`Product`, t`Amount`, t`Where the money is`, t`Fee`, t`You get`]}>
            {sales.map((sale) => {
              const settled = settlement(sale);
              const paidOn = formatDate(sale.paidAt);
              return (
                <DataRow key={sale.paymentId}>
                  {/* One element: a phone's card sets each cell's content beside its heading. */}
                  <td className={td}>
                    <span>
                      <span className="block font-medium text-slate-800">{sale.productName}</span>
                      <span className="block text-xs text-slate-500">
                        <Trans>Paid {paidOn}</Trans>
                      </span>
                    </span>
                  </td>
                  <td className={td}>{formatPrice(sale.amount)}</td>
                  <td className={td}>{sale.protection && <SellerProtectionState protection={sale.protection} />}</td>
                  <td className={td}>{settled ? formatPrice(settled.fee) : '—'}</td>
                  <td className={td}>
                    {settled ? (
                      <span>
                        <span className="block font-semibold text-slate-800">{formatPrice(settled.net)}</span>
                        {!settled.final && (
                          <span className="block text-xs text-slate-500">
                            <Trans>once released</Trans>
                          </span>
                        )}
                      </span>
                    ) : (
                      <span className="text-slate-600">
                        <Trans>Once an admin decides</Trans>
                      </span>
                    )}
                  </td>
                </DataRow>
              );
            })}
          </DataTable>
        )}
      </section>

      <section aria-labelledby="money-payouts-title" className="flex flex-col gap-3">
        <h2 id="money-payouts-title" className="text-lg font-bold text-slate-800">
          <Trans>Payouts</Trans>
        </h2>
        {payouts.length === 0 ? (
          <p className="text-slate-600">
            <Trans>Nothing paid out yet. An admin sends what Thanda owes you by bKash, Nagad or bank transfer.</Trans>
          </p>
        ) : (
          <DataTable headings={[t`Date`, t`Method`, t`Reference`, t`Amount`]}>
            {payouts.map((payout) => (
              <DataRow key={payout.id}>
                <td className={td}>{formatDate(payout.date)}</td>
                <td className={td}>{_(payoutMethodLabels[payout.method])}</td>
                <td className={`${td} break-all`}>{payout.reference}</td>
                <td className={`${td} font-semibold`}>{formatPrice(payout.amount)}</td>
              </DataRow>
            ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}
