import { useLingui } from '@lingui/react/macro';
import { DataRow, DataTable } from '@/components/data-table';
import { formatVisitMoment } from '@/lib/format';
import { Link } from '@/lib/router';
import type { OpenInspection, Technician } from '@/features/admin/api/inspections';
import { AssignTechnician, CancelInspectionButton, InspectionState } from './inspection-actions';

const td = 'px-3 py-2';

/** The open inspections as a table, for a wide screen: listing, visit, state, technician, cancel. */
export function InspectionRows({
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
    <DataTable headings={[t`Listing`, t`Visit`, t`State`, t`Technician`, t`Cancel`]}>
      {inspections.map((inspection) => (
        <DataRow key={inspection._id}>
          <td className={`${td} font-medium`}>
            <Link to={`/listing/${inspection.listing.id}`} className="underline-offset-2 hover:underline">
              {inspection.listing.name}
            </Link>
          </td>
          <td className={`${td} whitespace-nowrap`}>
            <time dateTime={inspection.slotAt}>{formatVisitMoment(inspection.slotAt)}</time>
          </td>
          <td className={td}>
            <InspectionState state={inspection.state} />
          </td>
          <td className={td}>
            <AssignTechnician inspection={inspection} technicians={technicians} />
          </td>
          <td className={td}>
            <CancelInspectionButton inspection={inspection} onClick={() => onCancel(inspection)} />
          </td>
        </DataRow>
      ))}
    </DataTable>
  );
}
