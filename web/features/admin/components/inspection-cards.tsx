import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatVisitMoment } from '@/lib/format';
import { imageCopy } from '@/lib/image-sources';
import { Link } from '@/lib/router';
import type { OpenInspection, Technician } from '@/features/admin/api/inspections';
import { AssignTechnician, CancelInspectionButton, InspectionState } from './inspection-actions';

/** The open inspections as cards, for a phone: the listing and its visit, then what the admin can do. */
export function InspectionCards({
  inspections,
  technicians,
  onCancel,
}: {
  inspections: OpenInspection[];
  technicians: Technician[] | undefined;
  onCancel: (inspection: OpenInspection) => void;
}) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Open inspections`} className="flex flex-col gap-3">
      {inspections.map((inspection) => (
        <li key={inspection._id}>
          <InspectionCard inspection={inspection} technicians={technicians} onCancel={() => onCancel(inspection)} />
        </li>
      ))}
    </ul>
  );
}

function InspectionCard({
  inspection,
  technicians,
  onCancel,
}: {
  inspection: OpenInspection;
  technicians: Technician[] | undefined;
  onCancel: () => void;
}) {
  const headingId = useId();
  const { listing } = inspection;
  const technicianName = inspection.technician?.name;
  return (
    <article aria-labelledby={headingId} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex gap-3">
        <img
          src={imageCopy(listing.img, 'thumb')}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="h-16 w-16 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
        <div className="min-w-0">
          <h2 id={headingId} className="break-words font-semibold text-slate-800">
            <Link to={`/listing/${listing.id}`} className="underline-offset-2 hover:underline">
              {listing.name}
            </Link>
          </h2>
          <p className="font-semibold text-slate-900">
            <time dateTime={inspection.slotAt}>{formatVisitMoment(inspection.slotAt)}</time>
          </p>
          <InspectionState state={inspection.state} />
        </div>
      </div>
      {technicianName && (
        <p className="mt-2 text-sm text-slate-700">
          <Trans>Technician: {technicianName}</Trans>
        </p>
      )}
      <div className="mt-3 flex flex-col gap-3">
        <AssignTechnician inspection={inspection} technicians={technicians} />
        <div>
          <CancelInspectionButton inspection={inspection} onClick={onCancel} />
        </div>
      </div>
    </article>
  );
}
