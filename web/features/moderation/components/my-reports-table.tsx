import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportOutcome, ReportTarget } from '@shared/domain';
import { DataRow, DataTable } from '@/components/data-table';
import { QueryList } from '@/components/query-list';
import { formatDate } from '@/lib/format';
import { useMyReports } from '@/features/moderation/api/moderation';
import { reportReasonLabels } from './report-labels';

const targetLabels: Record<ReportTarget, MessageDescriptor> = {
  listing: msg`Listing`,
  user: msg`User`,
  conversation: msg`Conversation`,
};

const outcomeLabels: Record<ReportOutcome, MessageDescriptor> = {
  dismissed: msg`Looked at: nothing against the rules`,
  'listing-hidden': msg`The listing was hidden`,
  'user-suspended': msg`The person was suspended`,
  deleted: msg`It was deleted`,
};

const td = 'px-3 py-2';

/** What the person reported and what the admins did about it. */
export function MyReportsTable() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const reports = useMyReports();
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-800">
        <Trans>My reports</Trans>
      </h1>
      <QueryList query={reports} empty={t`You have not reported anything.`}>
        {(rows) => (
          <DataTable headings={[t`About`, t`Reason`, t`Reported on`, t`Outcome`]}>
            {rows.map((report) => (
              <DataRow key={report._id}>
                <td className={`${td} break-words`}>
                  <span className="text-slate-500">{_(targetLabels[report.targetType])}:</span> {report.targetName}
                </td>
                <td className={td}>{_(reportReasonLabels[report.reason])}</td>
                <td className={td}>{formatDate(report.createdAt)}</td>
                <td className={td}>
                  {report.outcome ? (
                    <span className="font-medium">{_(outcomeLabels[report.outcome])}</span>
                  ) : (
                    <span className="text-amber-700">
                      <Trans>Waiting for an admin</Trans>
                    </span>
                  )}
                </td>
              </DataRow>
            ))}
          </DataTable>
        )}
      </QueryList>
    </section>
  );
}
