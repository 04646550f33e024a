import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/router';
import { useTechnicianVisits, type Visit } from '@/features/technician/api/visits';
import { verdictClasses as verdictTone, verdictLabels } from '@/lib/inspection-labels';
import { VisitContact } from './visit-contact';
import { VisitHeading } from './visit-heading';

/**
 * A technician's day, on a phone in the field: each visit assigned to them, soonest first, with its
 * time, where to go, whom to call and the report to record; then the visits they did, in short.
 */
export function VisitList() {
  const { t } = useLingui();
  const visits = useTechnicianVisits();
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-800">
        <Trans>My visits</Trans>
      </h1>
      {visits.isPending ? (
        <Spinner />
      ) : visits.isError ? (
        <p role="alert" className="text-red-700">
          {visits.error.message}
        </p>
      ) : (
        <>
          <section aria-labelledby="upcoming-visits">
            <h2 id="upcoming-visits" className="mb-3 text-xl font-bold text-slate-800">
              <Trans>Upcoming</Trans>
            </h2>
            {visits.data.upcoming.length === 0 ? (
              <p className="text-slate-600">
                <Trans>No visits are assigned to you. You will be told when an admin assigns one.</Trans>
              </p>
            ) : (
              <ul className="flex flex-col gap-4" aria-label={t`Upcoming visits`}>
                {visits.data.upcoming.map((visit) => (
                  <li key={visit._id}>
                    <UpcomingVisit visit={visit} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="done-visits">
            <h2 id="done-visits" className="mb-3 text-xl font-bold text-slate-800">
              <Trans>Done</Trans>
            </h2>
            {visits.data.done.length === 0 ? (
              <p className="text-slate-600">
                <Trans>The reports you record show here.</Trans>
              </p>
            ) : (
              <ul className="divide-y divide-slate-100 rounded-xl bg-white px-4 ring-1 ring-slate-200">
                {visits.data.done.map((visit) => (
                  <li key={visit._id}>
                    <DoneVisit visit={visit} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}

function UpcomingVisit({ visit }: { visit: Visit }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <VisitHeading listing={visit.listing} slotAt={visit.slotAt} headingId={headingId} />
      {visit.visit && <VisitContact visit={visit.visit} />}
      <Link to={`/dashboard/technician/${visit._id}`} className="btn-primary mt-4 min-h-14 w-full text-lg">
        <Trans>Record the report</Trans>
      </Link>
    </article>
  );
}

function DoneVisit({ visit }: { visit: Visit }) {
  const { _ } = useLinguiRuntime();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
      <span className="min-w-0 flex-1 break-words font-medium text-slate-800">{visit.listing.name}</span>
      {visit.verdict && (
        <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ring-1 ${verdictTone[visit.verdict]}`}>
          {_(verdictLabels[visit.verdict])}
        </span>
      )}
      {visit.doneAt && (
        <time dateTime={visit.doneAt} className="text-sm text-slate-600">
          {formatDate(visit.doneAt)}
        </time>
      )}
    </div>
  );
}
