import { Trans } from '@lingui/react/macro';
import { MyInspectionsList } from '@/features/inspections/components/my-inspections-list';

/** /dashboard/my-inspections: the inspections a person asked for and those of their listings, for every role. */
export function MyInspectionsPage() {
  return (
    <section>
      <h1 className="mb-2 text-2xl font-bold text-slate-800">
        <Trans>My inspections</Trans>
      </h1>
      <p className="mb-4 text-slate-600">
        <Trans>Inspected by Thanda: the ones you booked, and the ones of your listings.</Trans>
      </p>
      <MyInspectionsList />
    </section>
  );
}
