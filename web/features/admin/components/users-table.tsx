import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ConfirmDelete } from '@/components/confirm-dialog';
import { useSetTechnician } from '@/features/admin/api/inspections';
import { useBuyers, useDeleteUser, useSellers, useVerifySeller } from '@/features/admin/api/users';
import { useNarrowScreen } from '@/features/admin/hooks/use-narrow-screen';
import { useUrlSearch } from '@/features/admin/hooks/use-url-search';
import { PagedList, TableSearch } from './paged-list';
import type { ListedUser, UserActions } from './user-actions';
import { UserCards } from './user-cards';
import { UserRows } from './user-rows';

export type { ListedUser } from './user-actions';

const kinds = {
  seller: {
    title: msg`All Sellers`,
    empty: msg`No sellers yet.`,
    noMatch: (q: string) => msg`No sellers match “${q}”.`,
    search: msg`Search sellers`,
    deleted: (name: string) => msg`Seller ${name} deleted successfully`,
    useUsers: useSellers,
  },
  buyer: {
    title: msg`All Buyers`,
    empty: msg`No buyers yet.`,
    noMatch: (q: string) => msg`No buyers match “${q}”.`,
    search: msg`Search buyers`,
    deleted: (name: string) => msg`Buyer ${name} deleted successfully`,
    useUsers: useBuyers,
  },
};

const notSuspended = () => false;

/**
 * The admin's table of sellers (with Verify) or buyers, each with Make (or Remove) technician and
 * Delete behind a confirmation, searched by name, e-mail or phone (`?q=`) and paged; an admin of
 * ADMIN_EMAILS listed here (registered before their address was) is marked instead. A phone shows a
 * card per person with one action at hand and the rest under "More".
 */
export function UsersTable({
  kind,
  suspension,
  isSuspended = notSuspended,
}: {
  kind: 'seller' | 'buyer';
  /** The user's suspension and what the admin can do about it (web/app composes it in). */
  suspension?: (user: ListedUser) => React.ReactNode;
  /** Whether the user is suspended now, for their labels (web/app composes it in). */
  isSuspended?: (user: ListedUser) => boolean;
}) {
  const { _ } = useLingui();
  const { title, empty, noMatch, search: searchLabel, deleted, useUsers } = kinds[kind];
  const search = useUrlSearch();
  const users = useUsers(search.q);
  const narrow = useNarrowScreen();
  const deleteUser = useDeleteUser();
  const verifySeller = useVerifySeller();
  const setTechnician = useSetTechnician();
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

  const actions: UserActions = {
    kind,
    verifying: verifySeller.isPending,
    onVerify: (user) =>
      verifySeller.mutate(user._id, {
        onSuccess: () => toast.success(_(msg`seller successfully verify`)),
        onError: (failure) => toast.error(failure.message),
      }),
    onDelete: setToDelete,
    settingTechnician: setTechnician.isPending,
    onTechnician: ({ _id, name }, on) =>
      setTechnician.mutate(
        { userId: _id, on },
        {
          onSuccess: () =>
            toast.success(on ? _(msg`${name} is now a technician.`) : _(msg`${name} is no longer a technician.`)),
          onError: (failure) => toast.error(failure.message),
        },
      ),
    suspension,
    isSuspended,
  };

  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-800">{_(title)}</h1>
      <TableSearch
        label={_(searchLabel)}
        placeholder={_(msg`Name, email or phone`)}
        value={search.text}
        onChange={search.setText}
      />
      <PagedList<ListedUser> query={users} empty={search.q ? _(noMatch(search.q)) : _(empty)}>
        {(rows) =>
          narrow ? (
            <UserCards users={rows} label={_(title)} actions={actions} />
          ) : (
            <UserRows users={rows} actions={actions} />
          )
        }
      </PagedList>
      <ConfirmDelete
        name={toDelete?.name ?? null}
        busy={deleteUser.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
