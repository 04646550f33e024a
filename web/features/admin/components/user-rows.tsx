import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { DataRow, DataTable } from '@/components/data-table';
import { formatNumber } from '@/lib/format';
import { CapabilityLabels } from './capability-labels';
import {
  AdminNote,
  DeleteButton,
  TechnicianButton,
  VerifyButton,
  type ListedUser,
  type UserActions,
} from './user-actions';

/**
 * The SPEC's table of sellers (index, Name, Email, Verify, Delete) or buyers (without Verify), with
 * Technician (Inspected by Thanda) before Delete and Suspension when composed in; what each person
 * can do is labelled under their name.
 */
export function UserRows({ users, actions }: { users: ListedUser[]; actions: UserActions }) {
  const { _ } = useLingui();
  const { kind, suspension } = actions;
  const suspensionHeading = suspension ? [_(msg`Suspension`)] : [];
  return (
    <DataTable
      headings={
        kind === 'seller'
          ? ['#', _(msg`Name`), _(msg`Email`), _(msg`Verify`), _(msg`Technician`), _(msg`Delete`), ...suspensionHeading]
          : ['#', _(msg`Name`), _(msg`Email`), _(msg`Technician`), _(msg`Delete`), ...suspensionHeading]
      }
    >
      {users.map((user, index) => (
        <DataRow key={user._id}>
          <td className="px-4 py-3">{formatNumber(index + 1)}</td>
          <td className="px-4 py-3">
            {/* One element: a phone's card lays a cell's children out as columns. */}
            <div>
              <span className="font-medium">{user.name}</span>
              <CapabilityLabels account={user} suspended={actions.isSuspended(user)} />
            </div>
          </td>
          <td className="px-4 py-3">{user.email}</td>
          {kind === 'seller' && (
            <td className="px-4 py-3">
              <VerifyButton user={user} actions={actions} />
            </td>
          )}
          <td className="px-4 py-3">
            {user.configuredAdmin ? <AdminNote /> : <TechnicianButton user={user} actions={actions} />}
          </td>
          <td className="px-4 py-3">
            {user.configuredAdmin ? <AdminNote /> : <DeleteButton user={user} onClick={() => actions.onDelete(user)} />}
          </td>
          {suspension && <td className="px-4 py-3">{user.configuredAdmin ? <AdminNote /> : suspension(user)}</td>}
        </DataRow>
      ))}
    </DataTable>
  );
}
