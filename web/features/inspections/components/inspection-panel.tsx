import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { InspectedBadge } from '@/components/product-card';
import { formatDate, formatPrice, formatVisitMoment } from '@/lib/format';
import { Link, useLocation } from '@/lib/router';
import { useListingInspection, type InspectionReport } from '@/features/inspections/api/listing-inspection';
import { inspectionPath } from '@/features/inspections/lib/paths';
import { ReportView } from './report-view';
import { RequestForm } from './request-form';
import { SlotsEditor } from './slots-editor';
import { VerdictChip } from './verdict-chip';

/** Who is looking at the listing: `unknown` while a signed-in person's account is being read. */
export type PanelViewer = 'visitor' | 'buyer' | 'seller' | 'unknown';

interface Props {
  listingId: string;
  viewer: PanelViewer;
  /** Whether the viewer may ask for an inspection at all: the listing is for sale and they are not suspended. */
  canRequest: boolean;
}

const sectionClass = 'flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200';

/**
 * Inspected by Thanda on a listing's page: its published report (the badge, the verdict, and the
 * whole report a tap away), or the inspection on its way, or else the way to book one at a time the
 * seller offers, paying the fee. The seller edits the times they offer here too.
 */
export function InspectionPanel({ listingId, viewer, canRequest }: Props) {
  const { t } = useLingui();
  const id = useId();
  const panel = useListingInspection(listingId);
  if (panel.isPending) return null;
  if (panel.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {panel.error.message}
      </p>
    );
  const { report, open, slots, fee } = panel.data;
  const feeText = formatPrice(fee);
  const isSeller = viewer === 'seller';

  if (report) return <StandingReport report={report} />;
  if (open) {
    const when = formatVisitMoment(open.slotAt);
    return (
      <section aria-labelledby={`${id}-title`} className={sectionClass}>
        <h2 id={`${id}-title`} className="font-semibold text-slate-800">
          <Trans>Inspection booked</Trans>
        </h2>
        <p className="text-slate-700">
          <Trans>An inspection is booked for {when}. Its report will show here.</Trans>
        </p>
        {isSeller && (
          <Link to={inspectionPath(open._id)} className="self-start py-2 font-medium text-brand-700 underline">
            <Trans>Open the inspection</Trans>
          </Link>
        )}
      </section>
    );
  }
  const offered = canRequest && slots.length > 0 && viewer !== 'unknown';
  if (!offered && !(isSeller && canRequest)) return null;
  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-800">
        {isSeller ? t`Have your AC inspected by Thanda — ${feeText}` : t`Get it inspected before you pay — ${feeText}`}
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>
          A Thanda technician checks the cooling, the gas pressure, the compressor, noise and leaks, and the report
          shows on this listing. If the inspection does not happen, the fee is refunded in full.
        </Trans>
      </p>
      {offered &&
        (viewer === 'visitor' ? (
          <LoginToBook />
        ) : (
          <RequestForm productId={listingId} slots={slots} feeText={feeText} />
        ))}
      {isSeller && slots.length === 0 && (
        <p className="text-sm text-slate-600">
          <Trans>Offer a few times below and buyers can book an inspection before they pay.</Trans>
        </p>
      )}
      {isSeller && (
        <div className="border-t border-slate-200 pt-3">
          <SlotsEditor key={listingId} productId={listingId} slots={slots} />
        </div>
      )}
    </section>
  );
}

/** A signed-out visitor is asked to log in first, and comes back here. */
function LoginToBook() {
  const location = useLocation();
  return (
    <p className="rounded-lg bg-brand-50 p-3 text-slate-700">
      <Trans>
        <Link
          to="/login"
          state={{ from: location.pathname + location.search }}
          className="font-semibold text-brand-700 underline"
        >
          Log in
        </Link>{' '}
        to book an inspection.
      </Trans>
    </p>
  );
}

/** A published report: the badge (a passed one) or its date, the verdict, and the whole report a tap away. */
function StandingReport({ report }: { report: InspectionReport }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const doneOn = formatDate(report.doneAt);
  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass}>
      <h2 id={`${id}-title`} className="font-semibold text-slate-800">
        <Trans>Thanda inspection report</Trans>
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        {report.verdict === 'failed' ? (
          <p className="text-sm text-slate-600">
            <Trans>Inspected on {doneOn}</Trans>
          </p>
        ) : (
          <InspectedBadge at={report.doneAt} />
        )}
        <VerdictChip verdict={report.verdict} />
      </div>
      <button
        type="button"
        className="btn-ghost min-h-12 self-start ring-1 ring-slate-300"
        aria-expanded={expanded}
        aria-controls={`${id}-report`}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? <Trans>Hide the report</Trans> : <Trans>See the report</Trans>}
      </button>
      <div id={`${id}-report`} hidden={!expanded}>
        {expanded && <ReportView report={report} withVerdict={false} />}
      </div>
    </section>
  );
}
