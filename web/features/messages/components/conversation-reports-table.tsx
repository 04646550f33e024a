import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { DataRow, DataTable } from '../../../components/data-table';
import { QueryList } from '../../../components/query-list';
import { formatDate } from '../../../lib/format';
import { useCloseReport, useConversationReports } from '../api/conversations';
import { reportReasonLabels } from './thread-menu';

const td = 'px-3 py-2';

/** Open reports of conversations, for an admin to read and close. */
export function ConversationReportsTable() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const reports = useConversationReports();
  const close = useCloseReport();
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-800">
        <Trans>Reported conversations</Trans>
      </h1>
      <QueryList query={reports} empty={t`No conversation is reported.`}>
        {(rows) => (
          <DataTable headings={[t`Reason`, t`Product`, t`Buyer`, t`Seller`, t`Reported by`, t`Date`, t`Actions`]}>
            {rows.map((report) => (
              <DataRow key={report._id}>
                <td className={`${td} min-w-40`}>
                  <span className="font-medium">{_(reportReasonLabels[report.reason])}</span>
                  {report.note && <span className="block text-sm text-slate-600">{report.note}</span>}
                </td>
                <td className={td}>{report.productName}</td>
                <td className={td}>{report.buyerName}</td>
                <td className={td}>{report.sellerName}</td>
                <td className={td}>{report.reporterName}</td>
                <td className={td}>{formatDate(report.createdAt)}</td>
                <td className={`${td} whitespace-nowrap`}>
                  <Link to={`/dashboard/messages/${report.conversationId}`} className="btn-ghost">
                    <Trans>Read</Trans>
                  </Link>
                  <button
                    type="button"
                    className="btn-ghost"
                    disabled={close.isPending}
                    onClick={() =>
                      close.mutate(report._id, {
                        onSuccess: () => toast.success(t`Report closed.`),
                        onError: (error) => toast.error(error.message),
                      })
                    }
                  >
                    <Trans>Close report</Trans>
                  </button>
                </td>
              </DataRow>
            ))}
          </DataTable>
        )}
      </QueryList>
    </section>
  );
}
