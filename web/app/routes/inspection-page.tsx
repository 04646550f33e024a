import { useLingui } from '@lingui/react/macro';
import { PageLoader } from '@/components/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { useParams, useSearchParams } from '@/lib/router';
import { useInspection } from '@/features/inspections/api/inspection';
import { InspectionDetail } from '@/features/inspections/components/inspection-detail';
import type { FeeOutcome } from '@/features/inspections/lib/paths';
import { ErrorMessage, NotFoundMessage } from './error-page';

const outcomes: readonly FeeOutcome[] = ['paid', 'refunded', 'failed', 'cancelled', 'not-fulfilled'];

/** How the fee's payment ended, as SSLCOMMERZ's return (or the demo card form) said it in the address. */
const outcomeIn = (params: URLSearchParams) => {
  const said = params.get('sslcommerz');
  return outcomes.find((outcome) => outcome === said) ?? null;
};

/** /inspections/:id: one inspection, to its people (signed in). One they have no part in is a 404. */
export function InspectionPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const inspection = useInspection(id);
  if (inspection.isPending) return <PageLoader />;
  if (inspection.isError) {
    if (inspection.error instanceof ApiRequestError && inspection.error.status === 404) return <NotFoundMessage />;
    return <ErrorMessage title={t`Something went wrong`} detail={inspection.error.message} />;
  }
  return (
    <section className="container-page py-6 md:py-10">
      <InspectionDetail inspection={inspection.data} outcome={outcomeIn(params)} />
    </section>
  );
}
