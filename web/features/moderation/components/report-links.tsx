import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReportTarget } from '@shared/domain';
import { LazyReportDialog } from './lazy-report-dialog';
import { Icon } from '@/components/icon';

/** "Report this listing" and "Report this seller", for a signed-in visitor other than the seller. */
export function ReportLinks({ listingId, sellerId }: { listingId: string; sellerId: string }) {
  const [target, setTarget] = useState<{ type: ReportTarget; id: string } | null>(null);
  const link = 'inline-flex items-center gap-1 py-2 text-sm text-slate-600 underline hover:text-red-700';
  return (
    <p className="flex flex-wrap gap-x-4">
      <button type="button" className={link} onClick={() => setTarget({ type: 'listing', id: listingId })}>
        <Icon name="flag-outline" />
        <Trans>Report this listing</Trans>
      </button>
      <button type="button" className={link} onClick={() => setTarget({ type: 'user', id: sellerId })}>
        <Trans>Report this seller</Trans>
      </button>
      <LazyReportDialog
        targetType={target?.type ?? 'listing'}
        targetId={target?.id ?? listingId}
        open={target !== null}
        onClose={() => setTarget(null)}
      />
    </p>
  );
}
