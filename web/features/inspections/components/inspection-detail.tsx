import { Trans, useLingui } from '@lingui/react/macro';
import { PhoneLink } from '@/components/phone-link';
import { formatPrice, formatVisitDay, formatVisitTime } from '@/lib/format';
import { formatPhone } from '@shared/phone-numbers';
import { imageCopy } from '@/lib/image-sources';
import { listingPath } from '@shared/listing-path';
import { Link } from '@/lib/router';
import type { Inspection } from '@/features/inspections/api/inspection';
import type { FeeOutcome } from '@/features/inspections/lib/paths';
import { FeeNotice } from './fee-notice';
import { InspectionActions } from './inspection-actions';
import { InspectionTimeline } from './inspection-timeline';
import { ReportView } from './report-view';

const cardClass = 'flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200';

/**
 * One inspection, to one of its people: the listing, the time, where it stands, what they may do
 * (confirm the time, publish a failed report, cancel), and the report once it is done.
 */
export function InspectionDetail({ inspection, outcome }: { inspection: Inspection; outcome: FeeOutcome | null }) {
  const { t } = useLingui();
  const { listing, report, visit, you } = inspection;
  const day = formatVisitDay(inspection.slotAt);
  const time = formatVisitTime(inspection.slotAt);
  const fee = formatPrice(inspection.fee);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-800">
        <Trans>Inspection</Trans>
      </h1>
      {outcome && you.requester && <FeeNotice outcome={outcome} />}
      <Link
        to={listingPath(listing.id, listing.name)}
        className="flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200"
      >
        <img
          src={imageCopy(listing.img, 'thumb')}
          alt=""
          width={96}
          height={72}
          className="aspect-[4/3] w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
        <span className="font-semibold text-brand-700 underline">{listing.name}</span>
      </Link>
      <section aria-label={t`Visit`} className={cardClass}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-slate-600">
            <Trans>Time (Bangladesh)</Trans>
          </dt>
          <dd className="font-semibold text-slate-800">
            {time}, {day}
          </dd>
          <dt className="text-slate-600">
            <Trans>Fee</Trans>
          </dt>
          <dd className="text-slate-800">{fee}</dd>
          {inspection.technician && (
            <>
              <dt className="text-slate-600">
                <Trans>Technician</Trans>
              </dt>
              <dd className="text-slate-800">{inspection.technician}</dd>
            </>
          )}
          {visit && (
            <>
              <dt className="text-slate-600">
                <Trans>Address</Trans>
              </dt>
              <dd className="whitespace-pre-line text-slate-800">{visit.address}</dd>
              {visit.phone && (
                <>
                  <dt className="text-slate-600">
                    <Trans>Phone at the address</Trans>
                  </dt>
                  <dd>
                    <PhoneLink phone={formatPhone(visit.phone)} />
                  </dd>
                </>
              )}
            </>
          )}
          {inspection.requesterPhone && !you.requester && (
            <>
              <dt className="text-slate-600">
                <Trans>Requester's phone</Trans>
              </dt>
              <dd>
                <PhoneLink phone={formatPhone(inspection.requesterPhone)} />
              </dd>
            </>
          )}
        </dl>
        <InspectionTimeline inspection={inspection} />
      </section>
      {report && (
        <section aria-labelledby="report-title" className={cardClass}>
          <h2 id="report-title" className="text-lg font-semibold text-slate-800">
            <Trans>Inspection report</Trans>
          </h2>
          {report.verdict === 'failed' && !report.published && (
            <p className="text-sm text-slate-600">
              <Trans>
                Only the person who asked for it and the seller can read this report unless the seller publishes it.
              </Trans>
            </p>
          )}
          <ReportView report={report} />
        </section>
      )}
      <InspectionActions inspection={inspection} />
    </div>
  );
}
