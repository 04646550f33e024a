import { Trans, useLingui } from '@lingui/react/macro';
import { QueryList } from '@/components/query-list';
import { formatVisitDay, formatVisitTime } from '@/lib/format';
import { imageCopy } from '@/lib/image-sources';
import { Link } from '@/lib/router';
import { useMyInspections, type MyInspection } from '@/features/inspections/api/inspection';
import { stateLabels } from '@/lib/inspection-labels';
import { inspectionPath } from '@/features/inspections/lib/paths';
import { VerdictChip } from './verdict-chip';

/** One inspection in the list: the listing, the time, whose it is and where it stands; the whole row opens it. */
function InspectionRow({ inspection }: { inspection: MyInspection }) {
  const { i18n } = useLingui();
  const day = formatVisitDay(inspection.slotAt);
  const time = formatVisitTime(inspection.slotAt);
  return (
    <li>
      <Link
        to={inspectionPath(inspection._id)}
        className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 hover:ring-brand-600"
      >
        <img
          src={imageCopy(inspection.listing.img, 'thumb')}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          className="aspect-[4/3] w-20 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
        <span className="flex min-w-0 flex-col gap-1">
          <span className="font-semibold text-slate-800">{inspection.listing.name}</span>
          <span className="text-sm text-slate-600">
            {time}, {day}
          </span>
          <span className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium text-slate-700">{i18n._(stateLabels[inspection.state])}</span>
            {inspection.verdict && <VerdictChip verdict={inspection.verdict} />}
            <span className="text-slate-500">
              {inspection.yours === 'requested' ? <Trans>You asked</Trans> : <Trans>Your listing</Trans>}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The inspections the signed-in person asked for, and those of their listings, newest first. */
export function MyInspectionsList() {
  const { t } = useLingui();
  const inspections = useMyInspections();
  return (
    <QueryList
      query={inspections}
      empty={t`No inspections yet. On a listing whose seller offers times, you can book one before you pay.`}
      emptyAction={
        <Link to="/allproduct" className="btn-primary">
          <Trans>Browse the listings</Trans>
        </Link>
      }
    >
      {(rows) => (
        <ul className="flex flex-col gap-3">
          {rows.map((inspection) => (
            <InspectionRow key={inspection._id} inspection={inspection} />
          ))}
        </ul>
      )}
    </QueryList>
  );
}
