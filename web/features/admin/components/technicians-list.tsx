import { Trans, useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast/headless';
import { rowButtonSize } from '@/components/data-table';
import { QueryList } from '@/components/query-list';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useSetTechnician, useTechnicians, type Technician } from '@/features/admin/api/inspections';

/**
 * The technicians, each with Remove technician; an admin makes someone a technician from the users'
 * tables (All Buyer, All Seller), where every account is found.
 */
export function TechniciansList() {
  const { t } = useLingui();
  const technicians = useTechnicians();
  return (
    <section aria-labelledby="technicians-heading" className="mt-8">
      <h2 id="technicians-heading" className="mb-2 text-xl font-bold text-slate-800">
        <Trans>Technicians</Trans>
      </h2>
      <p className="mb-3 max-w-2xl text-sm text-slate-600">
        <Trans>
          Make someone a technician from All Buyer or All Seller. Removing a technician leaves their visits assigned to
          them: assign those to someone else.
        </Trans>
      </p>
      <QueryList query={technicians} empty={t`No technicians yet.`}>
        {(rows) => (
          <ul
            aria-label={t`Technicians`}
            className="divide-y divide-slate-100 rounded-xl bg-white px-4 ring-1 ring-slate-200"
          >
            {rows.map((technician) => (
              <li key={technician._id}>
                <TechnicianRow technician={technician} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}

function TechnicianRow({ technician }: { technician: Technician }) {
  const { t } = useLingui();
  const setTechnician = useSetTechnician();
  const oneAtATime = useOneAtATime();
  const { name } = technician;
  const remove = () =>
    oneAtATime(() =>
      setTechnician.mutateAsync({ userId: technician._id, on: false }).then(
        () => toast.success(t`${name} is no longer a technician.`),
        (error: Error) => toast.error(error.message),
      ),
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-800">{name}</p>
        <p className="break-all text-sm text-slate-600">{technician.email}</p>
      </div>
      <button
        type="button"
        className={`btn-ghost ${rowButtonSize} border border-slate-300`}
        aria-label={t`Remove ${name} as a technician`}
        disabled={setTechnician.isPending}
        onClick={() => void remove()}
      >
        <Trans>Remove technician</Trans>
      </button>
    </div>
  );
}
