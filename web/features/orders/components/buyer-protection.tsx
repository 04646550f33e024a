import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import type { Protection } from '@shared/protection';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { rowButtonSize } from '@/components/data-table';
import { formatDate, formatPrice } from '@/lib/format';
import { useConfirmReceived } from '@/features/orders/api/protection';
import { DisputeDialog } from './dispute-dialog';

/**
 * A protected payment in the buyer's orders: where the money is, and what the buyer can do — confirm
 * the unit works (the money goes to the seller), or report a problem while Thanda still holds it.
 */
export function BuyerProtection({ protection, productName }: { protection: Protection; productName: string }) {
  const { t } = useLingui();
  const confirm = useConfirmReceived();
  const [confirming, setConfirming] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const { state, releaseDueAt, refunded, resolution } = protection;
  const held = state === 'held' || state === 'handed-over';
  const release = releaseDueAt ? formatDate(releaseDueAt) : '';

  return (
    <div className="flex max-w-72 flex-col items-start gap-1 text-sm">
      <p className="text-slate-700">
        {state === 'held' ? (
          <Trans>Thanda holds your payment until you confirm the unit works.</Trans>
        ) : state === 'handed-over' ? (
          <Trans>
            Handed over. Thanda holds your payment until you confirm, or until {release} if you report no problem.
          </Trans>
        ) : state === 'disputed' ? (
          <Trans>You reported a problem. Thanda holds your payment until an admin decides.</Trans>
        ) : refunded > 0 ? (
          <Trans>{formatPrice(refunded)} was refunded to you; the rest went to the seller.</Trans>
        ) : (
          <Trans>Released to the seller.</Trans>
        )}
      </p>
      {resolution && (
        <p className="text-slate-600">
          <Trans>Thanda's decision: {resolution}</Trans>
        </p>
      )}
      {held && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={`btn-primary ${rowButtonSize} text-sm`}
            aria-label={t`Received, installed and cooling: ${ph({ productName })}`}
            onClick={() => setConfirming(true)}
          >
            <Trans>Received, installed and cooling</Trans>
          </button>
          <button
            type="button"
            className={`btn-ghost ${rowButtonSize} text-sm ring-1 ring-slate-300`}
            aria-label={t`Report a problem: ${ph({ productName })}`}
            onClick={() => setDisputing(true)}
          >
            <Trans>Report a problem</Trans>
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t`Is the AC installed and cooling?`}
        message={t`Your payment goes to the seller now, and you can no longer report a problem through Thanda.`}
        confirmLabel={t`Yes, release the payment`}
        cancelLabel={t`Not yet`}
        tone="primary"
        busy={confirm.isPending}
        onConfirm={() =>
          confirm.mutate(protection.paymentId, {
            onSuccess: () => toast.success(t`Thank you. The payment is released to the seller.`),
            onError: (error) => toast.error(error.message),
            onSettled: () => setConfirming(false),
          })
        }
        onCancel={() => setConfirming(false)}
      />
      <DisputeDialog
        paymentId={protection.paymentId}
        productName={productName}
        open={disputing}
        onClose={() => setDisputing(false)}
      />
    </div>
  );
}
