import { Trans, useLingui } from '@lingui/react/macro';
import { DataRow, DataTable } from '@/components/data-table';
import { formatDate, formatPrice } from '@/lib/format';
import { catalogText } from '@/lib/i18n';
import { useRefunds } from '@/features/admin/api/refunds';
import { useUrlSearch } from '@/features/admin/hooks/use-url-search';
import { PagedList, TableSearch } from './paged-list';

const td = 'px-3 py-2';

/**
 * Every payment the server refused after the money moved, with why and the gateway's refund id,
 * newest first, searched by product, buyer or the booking's phone (`?q=`) and paged.
 */
export function RefundsTable() {
  const { t } = useLingui();
  const search = useUrlSearch();
  const refunds = useRefunds(search.q);
  const { q } = search;
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-800">
        <Trans>Refunds</Trans>
      </h1>
      <TableSearch
        label={t`Search refunds`}
        placeholder={t`Product, buyer or phone`}
        value={search.text}
        onChange={search.setText}
      />
      <PagedList query={refunds} empty={q ? t`No refunds match “${q}”.` : t`No payment has been refunded.`}>
        {(rows) => (
          // What an admin weighs first (what, how much, why) comes first: phones scroll the rest.
          <DataTable headings={[t`Product`, t`Amount`, t`Reason`, t`Buyer`, t`Date`, t`Gateway refund`]}>
            {rows.map((refund) => (
              <DataRow key={refund._id}>
                <td className={`${td} font-medium`}>{refund.productName}</td>
                <td className={td}>{formatPrice(refund.amount)}</td>
                <td className={`${td} min-w-40`}>{refund.reason && catalogText(refund.reason)}</td>
                <td className={td}>{refund.buyerEmail}</td>
                <td className={td}>{refund.refundedAt ? formatDate(refund.refundedAt) : ''}</td>
                {/* Narrow beside the other columns on a wide screen; a phone's card gives it the whole line. */}
                <td className={`${td} break-all font-mono text-xs sm:max-w-40`}>{refund.refundId ?? t`in progress`}</td>
              </DataRow>
            ))}
          </DataTable>
        )}
      </PagedList>
    </section>
  );
}
