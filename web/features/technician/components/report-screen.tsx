import { Trans } from '@lingui/react/macro';
import { Spinner } from '@/components/spinner';
import { Icon } from '@/components/icon';
import { Link } from '@/lib/router';
import { useInspection, type InspectionDetail } from '@/features/technician/api/visits';
import { ReportForm } from './report-form';
import { VisitContact } from './visit-contact';
import { VisitHeading } from './visit-heading';

/** One visit's page: the listing and the time, where to go, then the checklist while the visit is theirs to record. */
export function ReportScreen({ inspectionId }: { inspectionId: string }) {
  const inspection = useInspection(inspectionId);
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4">
      <Link to="/dashboard/technician" className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700">
        <Icon name="arrow-left" /> <Trans>My visits</Trans>
      </Link>
      <h1 className="text-2xl font-bold text-slate-800">
        <Trans>Record the report</Trans>
      </h1>
      {inspection.isPending ? (
        <Spinner />
      ) : inspection.isError ? (
        <p role="alert" className="text-red-700">
          {inspection.error.message}
        </p>
      ) : (
        <>
          <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <VisitHeading listing={inspection.data.listing} slotAt={inspection.data.slotAt} level="h2" />
            {inspection.data.visit && <VisitContact visit={inspection.data.visit} />}
          </div>
          <ReportOrState inspection={inspection.data} />
        </>
      )}
    </section>
  );
}

/** The checklist for the technician assigned to a visit not yet recorded; otherwise where the visit stands. */
function ReportOrState({ inspection }: { inspection: InspectionDetail }) {
  const note = 'rounded-xl bg-slate-50 p-4 text-slate-700 ring-1 ring-slate-200';
  if (inspection.state === 'done')
    return (
      <p className={note}>
        <Trans>The report of this visit is recorded.</Trans>
      </p>
    );
  if (inspection.state === 'cancelled')
    return (
      <p className={note}>
        <Trans>This inspection was cancelled: there is nothing to record.</Trans>
      </p>
    );
  if (!inspection.you.technician || inspection.state !== 'assigned')
    return (
      <p className={note}>
        <Trans>This visit is not assigned to you.</Trans>
      </p>
    );
  return <ReportForm inspectionId={inspection._id} />;
}
