import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ConfirmDelete } from '@/components/confirm-dialog';
import { DataRow, DataTable, rowButtonSize } from '@/components/data-table';
import { Spinner } from '@/components/spinner';
import { formatNumber } from '@/lib/format';
import { useBuyers, useDeleteUser, useSellers, useVerifySeller } from '@/features/admin/api/users';
import { Icon } from '@/components/icon';

export interface ListedUser {
  _id: string;
  name: string;
  email: string;
  verified?: boolean;
  /** One of ADMIN_EMAILS: the API refuses to delete or suspend them, so no button offers it. */
  configuredAdmin?: boolean;
}

const kinds = {
  seller: {
    title: msg`All Sellers`,
    empty: msg`No sellers yet.`,
    deleted: (name: string) => msg`Seller ${name} deleted successfully`,
    useUsers: useSellers,
  },
  buyer: {
    title: msg`All Buyers`,
    empty: msg`No buyers yet.`,
    deleted: (name: string) => msg`Buyer ${name} deleted successfully`,
    useUsers: useBuyers,
  },
};

/** In place of Delete and Suspend for an admin of the deployment (ADMIN_EMAILS), whom nobody may remove. */
function AdminNote() {
  return (
    <span className="text-sm text-slate-600">
      <Trans>Admin</Trans>
    </span>
  );
}

/**
 * The admin's table of sellers (with Verify) or buyers, each with Delete behind a confirmation;
 * an admin of ADMIN_EMAILS listed here (registered before their address was) is marked instead.
 */
export function UsersTable({
  kind,
  suspension,
}: {
  kind: 'seller' | 'buyer';
  /** The user's suspension and what the admin can do about it (web/app composes it in). */
  suspension?: (user: ListedUser) => React.ReactNode;
}) {
  const { _ } = useLingui();
  const { title, empty, deleted, useUsers } = kinds[kind];
  const { data: users, isPending, isError, error } = useUsers();
  const deleteUser = useDeleteUser();
  const suspensionHeading = suspension ? [_(msg`Suspension`)] : [];
  const verifySeller = useVerifySeller();
  const [toDelete, setToDelete] = useState<ListedUser | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    const { _id, name } = toDelete;
    deleteUser.mutate(_id, {
      onSuccess: () => toast.success(_(deleted(name))),
      onError: (failure) => toast.error(failure.message),
      onSettled: () => setToDelete(null),
    });
  };

  const verify = (id: string) =>
    verifySeller.mutate(id, {
      onSuccess: () => toast.success(_(msg`seller successfully verify`)),
      onError: (failure) => toast.error(failure.message),
    });

  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-800">{_(title)}</h1>
      {isPending && <Spinner />}
      {isError && (
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      )}
      {users && users.length === 0 && <p className="text-slate-600">{_(empty)}</p>}
      {users && users.length > 0 && (
        <DataTable
          headings={
            kind === 'seller'
              ? ['#', _(msg`Name`), _(msg`Email`), _(msg`Verify`), _(msg`Delete`), ...suspensionHeading]
              : ['#', _(msg`Name`), _(msg`Email`), _(msg`Delete`), ...suspensionHeading]
          }
        >
          {users.map((user: ListedUser, index) => {
            const { name } = user;
            return (
              <DataRow key={user._id}>
                <td className="px-4 py-3">{formatNumber(index + 1)}</td>
                <td className="px-4 py-3 font-medium">{name}</td>
                <td className="px-4 py-3">{user.email}</td>
                {kind === 'seller' && (
                  <td className="px-4 py-3">
                    <button
                      type="button"
                      className={`${rowButtonSize} ${user.verified ? 'btn-done' : 'btn bg-brand-700 text-white hover:bg-brand-800'}`}
                      disabled={user.verified || verifySeller.isPending}
                      aria-label={user.verified ? _(msg`${name} is verified`) : _(msg`Verify ${name}`)}
                      onClick={() => verify(user._id)}
                    >
                      {user.verified ? (
                        <>
                          <Icon name="check-decagram" /> <Trans>Verified</Trans>
                        </>
                      ) : (
                        <Trans>Verify</Trans>
                      )}
                    </button>
                  </td>
                )}
                <td className="px-4 py-3">
                  {user.configuredAdmin ? (
                    <AdminNote />
                  ) : (
                    <button
                      type="button"
                      className={`btn-danger ${rowButtonSize}`}
                      aria-label={_(msg`Delete ${name}`)}
                      onClick={() => setToDelete(user)}
                    >
                      <Trans>Delete</Trans>
                    </button>
                  )}
                </td>
                {suspension && <td className="px-4 py-3">{user.configuredAdmin ? <AdminNote /> : suspension(user)}</td>}
              </DataRow>
            );
          })}
        </DataTable>
      )}
      <ConfirmDelete
        name={toDelete?.name ?? null}
        busy={deleteUser.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
