import { Trans } from '@lingui/react/macro';
import type { FeeOutcome } from '@/features/inspections/lib/paths';

/** How the requester's payment of the fee ended, as they land back on the inspection's page. */
export function FeeNotice({ outcome }: { outcome: FeeOutcome }) {
  const paid = outcome === 'paid';
  const text =
    outcome === 'paid' ? (
      <Trans>Payment received — the seller will confirm the time.</Trans>
    ) : outcome === 'refunded' ? (
      <Trans>The inspection could no longer be booked when your payment arrived, so it is refunded in full.</Trans>
    ) : outcome === 'cancelled' ? (
      <Trans>You cancelled the payment. Nothing was charged.</Trans>
    ) : outcome === 'failed' ? (
      <Trans>The payment did not go through, so nothing was charged. You can book again from the listing.</Trans>
    ) : (
      <Trans>
        We could not confirm this payment yet. If the inspection is not booked, any money taken is refunded in full.
      </Trans>
    );
  return (
    <p role="status" className={`rounded-lg p-3 ${paid ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'}`}>
      {text}
    </p>
  );
}
