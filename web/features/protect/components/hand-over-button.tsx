import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { PROTECT_HOURS } from '@shared/domain';
import type { Protection } from '@shared/protection';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { rowButtonSize } from '@/components/data-table';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { useMarkHandedOver } from '@/features/protect/api/seller';

/** Where the money of a sale paid online stands, as its seller reads it (My Buyers, My money). */
export function SellerProtectionState({ protection }: { protection: Protection }) {
  const { state, releaseDueAt, refunded, resolution } = protection;
  const release = releaseDueAt ? formatDate(releaseDueAt) : '';
  const amount = formatPrice(refunded);
  return (
    <div className="flex max-w-72 flex-col items-start gap-0.5 text-sm">
      {state === 'held' ? (
        <span className="font-semibold text-slate-800">
          <Trans>Held by Thanda until the buyer confirms</Trans>
        </span>
      ) : state === 'handed-over' ? (
        <span className="font-semibold text-slate-800">
          <Trans>Handed over — released {release} unless the buyer disputes</Trans>
        </span>
      ) : state === 'disputed' ? (
        <span className="font-semibold text-amber-800">
          <Trans>Disputed — an admin decides</Trans>
        </span>
      ) : state === 'released' ? (
        <span className="font-semibold text-green-700">
          <Trans>Released to you</Trans>
          {refunded > 0 && (
            <span className="font-normal text-slate-600">
              {' '}
              <Trans>({amount} refunded to the buyer)</Trans>
            </span>
          )}
        </span>
      ) : (
        <span className="font-semibold text-amber-800">
          <Trans>Refunded to the buyer</Trans>
        </span>
      )}
      {resolution && (
        <span className="text-slate-600">
          <Trans>Thanda's decision: {resolution}</Trans>
        </span>
      )}
    </div>
  );
}

/**
 * The seller tells Thanda they handed the unit over, after a confirmation: the buyer then has
 * PROTECT_HOURS to confirm or dispute, and with no dispute the money is released to the seller.
 */
export function HandOverButton({ paymentId, productName }: { paymentId: string; productName: string }) {
  const { t } = useLingui();
  const handOver = useMarkHandedOver();
  const [asking, setAsking] = useState(false);
  // Set in the tap itself, so a quick second tap finds the button already disabled.
  const [sending, setSending] = useState(false);
  const hours = formatNumber(PROTECT_HOURS);
  // The answer is awaited rather than taken in mutate's callbacks: the list refreshes first, and
  // this button leaves it (the sale is handed over) before they would run.
  const send = async () => {
    if (sending) return;
    setSending(true);
    // One message however many taps reached the API (a repeat answers the same).
    const id = `handed-over-${paymentId}`;
    try {
      const { releaseDueAt } = await handOver.mutateAsync(paymentId);
      const release = releaseDueAt ? formatDate(releaseDueAt) : '';
      toast.success(t`Marked handed over. The money is released to you on ${release} unless the buyer disputes.`, {
        id,
      });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`Something went wrong. Please try again.`, { id });
    } finally {
      setSending(false);
      setAsking(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={`btn-primary ${rowButtonSize} text-sm`}
        aria-label={t`Mark handed over: ${ph({ productName })}`}
        disabled={sending}
        onClick={() => setAsking(true)}
      >
        <Trans>Mark handed over</Trans>
      </button>
      <ConfirmDialog
        open={asking}
        title={t`Mark handed over?`}
        message={t`The buyer then has ${hours} hours to confirm or dispute; without a dispute the money is released to you.`}
        confirmLabel={t`Mark handed over`}
        tone="primary"
        busy={sending}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** The Paid cell of a sale paid online in My Buyers: where its money stands, and the hand-over while Thanda holds it. */
export function SellerProtection({ protection, productName }: { protection: Protection; productName: string }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <SellerProtectionState protection={protection} />
      {protection.state === 'held' && <HandOverButton paymentId={protection.paymentId} productName={productName} />}
    </div>
  );
}
