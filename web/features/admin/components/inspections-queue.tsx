import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { QueryList } from '@/components/query-list';
import { useOpenInspections, useTechnicians, type OpenInspection } from '@/features/admin/api/inspections';
import { useNarrowScreen } from '@/features/admin/hooks/use-narrow-screen';
import { CancelInspectionDialog } from './cancel-inspection-dialog';
import { InspectionCards } from './inspection-cards';
import { InspectionRows } from './inspection-rows';
import { TechniciansList } from './technicians-list';

/**
 * Inspected by Thanda's queue: the inspections on their way, the soonest visit first. An admin
 * assigns a technician once the seller has confirmed the time, and may cancel (the fee goes back);
 * below, the technicians. A phone shows a card per inspection, a wide screen a table.
 */
export function InspectionsQueue() {
  const { t } = useLingui();
  const inspections = useOpenInspections();
  const technicians = useTechnicians();
  const narrow = useNarrowScreen();
  const [toCancel, setToCancel] = useState<OpenInspection | null>(null);
  const people = technicians.data;
  return (
    <section>
      <h1 className="mb-2 text-2xl font-bold text-slate-800">
        <Trans>Inspections</Trans>
      </h1>
      <p className="mb-4 max-w-2xl text-slate-600">
        <Trans>
          Inspections on their way, the soonest visit first. Assign a technician once the seller has confirmed the time.
        </Trans>
      </p>
      <QueryList query={inspections} empty={t`No inspections are on their way.`}>
        {(rows) =>
          narrow ? (
            <InspectionCards inspections={rows} technicians={people} onCancel={setToCancel} />
          ) : (
            <InspectionRows inspections={rows} technicians={people} onCancel={setToCancel} />
          )
        }
      </QueryList>
      <CancelInspectionDialog inspection={toCancel} onClose={() => setToCancel(null)} />
      <TechniciansList />
    </section>
  );
}
