import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditAction } from '@shared/domain';
import { DataRow, DataTable } from '@/components/data-table';
import { Spinner } from '@/components/spinner';
import { formatDate, formatMoment } from '@/lib/format';
import { useAuditLog } from '@/features/moderation/api/moderation';

const actionLabels: Record<AuditAction, MessageDescriptor> = {
  'report-dismissed': msg`Dismissed reports`,
  'listing-hidden': msg`Hid a listing`,
  'listing-restored': msg`Restored a listing`,
  'listing-deleted': msg`Deleted a listing`,
  'listing-marked-sold': msg`Marked a listing sold`,
  'user-suspended': msg`Suspended a user`,
  'user-unsuspended': msg`Lifted a suspension`,
  'user-deleted': msg`Deleted a user`,
  'seller-verified': msg`Verified a seller`,
  'payment-review-approved': msg`Accepted a flagged payment`,
  'payment-review-declined': msg`Refunded a flagged payment`,
  'review-hidden': msg`Hid a review`,
  'listing-approved': msg`Approved a listing`,
  'listing-rejected': msg`Rejected a listing`,
  'verification-declined': msg`Declined a verification`,
  'dispute-released': msg`Released a disputed payment to the seller`,
  'dispute-refunded': msg`Refunded a disputed payment in full`,
  'dispute-partly-refunded': msg`Refunded part of a disputed payment`,
  'payout-recorded': msg`Recorded a payout to a seller`,
  // Not an admin's action: a buyer started selling (issue 64), and the "admin" is themself.
  'user-started-selling': msg`Started selling`,
  'technician-granted': msg`Made a user a technician`,
  'technician-revoked': msg`Took back a technician's role`,
  // Inspections (issue 62): each step is written by whoever took it.
  'inspection-requested': msg`Requested an inspection`,
  'inspection-scheduled': msg`Confirmed an inspection's time`,
  'inspection-assigned': msg`Assigned a technician`,
  'inspection-recorded': msg`Recorded an inspection report`,
  'inspection-published': msg`Published a failed report`,
  'inspection-cancelled': msg`Cancelled an inspection`,
};

const td = 'px-3 py-2';

/** A suspension's end, under the admin's reason: a day, as the admin chose it and the user reads it. */
function SuspendedUntil({ iso }: { iso: string }) {
  const until = formatDate(iso);
  return (
    <span className="block text-slate-500">
      <Trans>Until {until}</Trans>
    </span>
  );
}

/** Every admin action, newest first: who, what, to what, why and when (read-only). */
export function AuditLogTable() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-800">
        <Trans>Audit log</Trans>
      </h1>
      {log.isPending ? (
        <Spinner />
      ) : log.isError ? (
        <p role="alert" className="text-red-700">
          {log.error.message}
        </p>
      ) : entries.length === 0 ? (
        <p className="text-slate-600">
          <Trans>No admin has done anything yet.</Trans>
        </p>
      ) : (
        <>
          <DataTable headings={[t`When`, t`Admin`, t`Action`, t`Target`, t`Reason`]}>
            {entries.map((entry) => (
              <DataRow key={entry._id}>
                <td className={`${td} whitespace-nowrap`}>{formatMoment(entry.createdAt)}</td>
                <td className={td}>{entry.adminName}</td>
                <td className={`${td} font-medium`}>{_(actionLabels[entry.action])}</td>
                <td className={`${td} break-words`}>{entry.targetName ?? entry.targetId}</td>
                <td className={`${td} break-words`}>
                  {/* One element: a phone's card lays a cell's children out as columns. */}
                  <div>
                    {entry.reason ?? '—'}
                    {entry.until && <SuspendedUntil iso={entry.until} />}
                  </div>
                </td>
              </DataRow>
            ))}
          </DataTable>
          {log.hasNextPage && (
            <button
              type="button"
              className="btn-ghost mt-4 border border-slate-300"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              <Trans>Show older entries</Trans>
            </button>
          )}
        </>
      )}
    </section>
  );
}
