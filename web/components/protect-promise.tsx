import { Trans } from '@lingui/react/macro';
import { PROTECT_HOURS } from '@shared/domain';
import { formatNumber } from '@/lib/format';
import { feePercent } from '@/lib/settings';

/**
 * Thanda Protect, as the buyer reads it before paying (the payment page) and everyone reads it in
 * the Terms: how long the money is held, how to dispute, the fee, and what is not protected.
 */
export function ProtectPromise({ price }: { price?: string }) {
  const hours = formatNumber(PROTECT_HOURS);
  const fee = formatNumber(feePercent());
  return (
    <section
      aria-labelledby="protect-title"
      className="rounded-2xl bg-brand-50 p-4 text-sm text-slate-700 ring-1 ring-brand-100"
    >
      <h2 id="protect-title" className="text-base font-bold text-slate-800">
        <Trans>Thanda Protect</Trans>
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          {price ? (
            <Trans>Thanda holds your {price}: the seller is not paid until the AC cools.</Trans>
          ) : (
            <Trans>Thanda holds what the buyer pays online: the seller is not paid until the AC cools.</Trans>
          )}
        </li>
        <li>
          <Trans>
            Meet the seller and check that the AC is installed and cooling. Then confirm in My Orders, and the money
            goes to the seller.
          </Trans>
        </li>
        <li>
          <Trans>
            Something wrong? Report a problem in My Orders before you confirm, and at the latest {hours} hours after the
            seller hands the unit over. An admin looks at both sides and refunds you in full or in part.
          </Trans>
        </li>
        <li>
          <Trans>With no problem reported, the money goes to the seller {hours} hours after the hand-over.</Trans>
        </li>
        <li>
          <Trans>
            The seller pays Thanda's fee of {fee}% out of the price; the buyer pays the price and nothing more.
          </Trans>
        </li>
        <li>
          <Trans>Paying the seller in person at the meet-up is not protected by Thanda.</Trans>
        </li>
      </ul>
    </section>
  );
}
