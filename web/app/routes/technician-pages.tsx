import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/spinner';
import { Link, useParams } from '@/lib/router';
import { useAccount } from '@/features/auth/api/get-role';
import { ReportScreen } from '@/features/technician/components/report-screen';
import { VisitList } from '@/features/technician/components/visit-list';

/**
 * Shows its page to technicians only. Being one is a flag an admin sets on an account, beside its
 * role, so no role guard can say it: the account's own answer does.
 */
function TechnicianOnly({ children }: { children: React.ReactNode }) {
  const { t } = useLingui();
  const account = useAccount();
  if (account.isPending) return <Spinner label={t`Checking your account…`} />;
  if (account.isError)
    return (
      <p role="alert" className="text-red-700">
        {account.error.message}
      </p>
    );
  if (!account.data.technician)
    return (
      <section className="flex flex-col items-start gap-3">
        <h1 className="text-2xl font-bold text-slate-800">
          <Trans>This page is for Thanda technicians</Trans>
        </h1>
        <p className="text-slate-600">
          <Trans>If you inspect ACs for Thanda, ask an admin to make your account a technician.</Trans>
        </p>
        <Link to="/dashboard" className="btn-ghost min-h-11 border border-slate-300">
          <Trans>Back to the dashboard</Trans>
        </Link>
      </section>
    );
  return children;
}

/** /dashboard/technician: the technician's visits. */
export function TechnicianVisitsPage() {
  return (
    <TechnicianOnly>
      <VisitList />
    </TechnicianOnly>
  );
}

/** /dashboard/technician/:id: one visit's checklist. */
export function TechnicianReportPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <TechnicianOnly>
      <ReportScreen inspectionId={id} />
    </TechnicianOnly>
  );
}
