import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDelete } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { Spinner } from '../../../components/spinner';
import { useBuyers, useDeleteUser, useSellers, useVerifySeller } from '../api/users';

interface ListedUser {
  _id: string;
  name: string;
  email: string;
  verified?: boolean;
}

const kinds = {
  seller: { title: 'All Sellers', label: 'Seller', useUsers: useSellers },
  buyer: { title: 'All Buyers', label: 'Buyer', useUsers: useBuyers },
};

/** The admin's table of sellers (with Verify) or buyers, each with Delete behind a confirmation. */
export function UsersTable({ kind }: { kind: 'seller' | 'buyer' }) {
  const { title, label, useUsers } = kinds[kind];
  const { data: users, isPending, isError, error } = useUsers();
  const deleteUser = useDeleteUser();
  const verifySeller = useVerifySeller();
  const [toDelete, setToDelete] = useState<ListedUser | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    const { _id, name } = toDelete;
    deleteUser.mutate(_id, {
      onSuccess: () => toast.success(`${label} ${name} deleted successfully`),
      onError: (failure) => toast.error(failure.message),
      onSettled: () => setToDelete(null),
    });
  };

  const verify = (email: string) =>
    verifySeller.mutate(email, {
      onSuccess: () => toast.success('seller successfully verify'),
      onError: (failure) => toast.error(failure.message),
    });

  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-800">{title}</h1>
      {isPending && <Spinner />}
      {isError && (
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      )}
      {users && users.length === 0 && <p className="text-slate-600">No {label.toLowerCase()}s yet.</p>}
      {users && users.length > 0 && (
        <DataTable
          headings={kind === 'seller' ? ['#', 'Name', 'Email', 'Verify', 'Delete'] : ['#', 'Name', 'Email', 'Delete']}
        >
          {users.map((user: ListedUser, index) => (
            <tr key={user._id} className="border-t border-slate-100">
              <td className="px-4 py-3">{index + 1}</td>
              <td className="px-4 py-3 font-medium">{user.name}</td>
              <td className="px-4 py-3">{user.email}</td>
              {kind === 'seller' && (
                <td className="px-4 py-3">
                  <button
                    type="button"
                    className="btn bg-brand-700 px-3 py-1 text-white hover:bg-brand-800"
                    disabled={user.verified || verifySeller.isPending}
                    aria-label={user.verified ? `${user.name} is verified` : `Verify ${user.name}`}
                    onClick={() => verify(user.email)}
                  >
                    {user.verified ? (
                      <>
                        <span aria-hidden="true" className="i-mdi-check-decagram" /> Verified
                      </>
                    ) : (
                      'Verify'
                    )}
                  </button>
                </td>
              )}
              <td className="px-4 py-3">
                <button
                  type="button"
                  className="btn-danger px-3 py-1"
                  aria-label={`Delete ${user.name}`}
                  onClick={() => setToDelete(user)}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
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
