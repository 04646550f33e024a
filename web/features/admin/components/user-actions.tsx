import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { rowButtonSize } from '@/components/data-table';
import { Icon } from '@/components/icon';

export interface ListedUser {
  _id: string;
  name: string;
  email: string;
  role?: 'buyer' | 'seller' | 'admin';
  verified?: boolean;
  /** One of ADMIN_EMAILS: the API refuses to delete or suspend them, so no button offers it. */
  configuredAdmin?: boolean;
  /** An admin made them a technician (Inspected by Thanda), beside their role. */
  technician?: boolean;
}

/** What a row or a card of the admins' table of sellers or buyers can do, and what it shows. */
export interface UserActions {
  kind: 'seller' | 'buyer';
  /** A verification is on its way: no second one. */
  verifying: boolean;
  onVerify: (user: ListedUser) => void;
  /** Asks for the confirmation before anything is deleted. */
  onDelete: (user: ListedUser) => void;
  /** A technician's role is being given or taken back: no second change at once. */
  settingTechnician: boolean;
  /** Makes the user a technician (`on`) or takes it back. */
  onTechnician: (user: ListedUser, on: boolean) => void;
  /** The user's suspension and what the admin can do about it (web/app composes it in). */
  suspension?: (user: ListedUser) => React.ReactNode;
  isSuspended: (user: ListedUser) => boolean;
}

/** Verify for an unverified seller; a disabled "Verified" for the others. */
export function VerifyButton({ user, actions }: { user: ListedUser; actions: UserActions }) {
  const { _ } = useLingui();
  const { name } = user;
  return (
    <button
      type="button"
      className={`${rowButtonSize} ${user.verified ? 'btn-done' : 'btn bg-brand-700 text-white hover:bg-brand-800'}`}
      disabled={user.verified || actions.verifying}
      aria-label={user.verified ? _(msg`${name} is verified`) : _(msg`Verify ${name}`)}
      onClick={() => actions.onVerify(user)}
    >
      {user.verified ? (
        <>
          <Icon name="check-decagram" /> <Trans>Verified</Trans>
        </>
      ) : (
        <Trans>Verify</Trans>
      )}
    </button>
  );
}

/** Make technician, or Remove technician for one already (Inspected by Thanda). */
export function TechnicianButton({ user, actions }: { user: ListedUser; actions: UserActions }) {
  const { _ } = useLingui();
  const { name } = user;
  const isTechnician = user.technician === true;
  return (
    <button
      type="button"
      className={`btn-ghost ${rowButtonSize} border border-slate-300`}
      disabled={actions.settingTechnician}
      aria-label={isTechnician ? _(msg`Remove ${name} as a technician`) : _(msg`Make ${name} a technician`)}
      onClick={() => actions.onTechnician(user, !isTechnician)}
    >
      {isTechnician ? <Trans>Remove technician</Trans> : <Trans>Make technician</Trans>}
    </button>
  );
}

export function DeleteButton({ user, onClick }: { user: ListedUser; onClick: () => void }) {
  const { _ } = useLingui();
  const { name } = user;
  return (
    <button
      type="button"
      className={`btn-danger ${rowButtonSize}`}
      aria-label={_(msg`Delete ${name}`)}
      onClick={onClick}
    >
      <Trans>Delete</Trans>
    </button>
  );
}

/** In place of Delete and Suspend for an admin of the deployment (ADMIN_EMAILS), whom nobody may remove. */
export function AdminNote() {
  return (
    <span className="text-sm text-slate-600">
      <Trans>Admin</Trans>
    </span>
  );
}
