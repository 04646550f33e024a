import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { CapabilityLabels } from './capability-labels';
import { DeleteButton, TechnicianButton, VerifyButton, type ListedUser, type UserActions } from './user-actions';

/**
 * The one action a phone's card offers at once: Verify for a seller waiting for the badge,
 * otherwise Delete, the action the SPEC's tables have for everyone; none for an admin of the
 * deployment, whom nobody may delete.
 */
export function primaryAction(user: ListedUser, kind: UserActions['kind']): 'verify' | 'delete' | null {
  if (kind === 'seller' && !user.verified) return 'verify';
  return user.configuredAdmin ? null : 'delete';
}

/** A phone's card of one person: who they are, what they can do, the primary action and "More" for the rest. */
function UserCard({ user, actions }: { user: ListedUser; actions: UserActions }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const menuId = useId();
  const { name } = user;
  const primary = primaryAction(user, actions.kind);
  // Everything else the row offers (Make technician at least); nothing for an admin of the deployment.
  const hasMore = !user.configuredAdmin;
  const rest = hasMore && (
    <>
      <TechnicianButton user={user} actions={actions} />
      {primary !== 'delete' && (
        <DeleteButton
          user={user}
          onClick={() => {
            setOpen(false);
            actions.onDelete(user);
          }}
        />
      )}
      {actions.suspension?.(user)}
    </>
  );
  const moreLabel = _(msg`More actions for ${name}`);
  return (
    <article aria-labelledby={headingId} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id={headingId} className="font-semibold text-slate-800">
        {name}
      </h2>
      <p className="break-all text-sm text-slate-600">{user.email}</p>
      <CapabilityLabels account={user} suspended={actions.isSuspended(user)} />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {primary === 'verify' && <VerifyButton user={user} actions={actions} />}
        {primary === 'delete' && <DeleteButton user={user} onClick={() => actions.onDelete(user)} />}
        {hasMore && (
          <button
            ref={moreButton}
            type="button"
            className="btn-ghost min-h-11 border border-slate-300"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={moreLabel}
            onClick={() => setOpen((isOpen) => !isOpen)}
          >
            <Trans>More</Trans>
          </button>
        )}
      </div>
      {open && (
        // A disclosure rather than an ARIA menu: its buttons open dialogs of their own, and Tab reaches them.
        <div
          id={menuId}
          role="group"
          aria-label={moreLabel}
          className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3"
          onKeyDown={(event) => {
            // Esc in a dialog the menu opened closes that dialog only.
            if (event.key !== 'Escape' || (event.target as Element).closest('dialog')) return;
            setOpen(false);
            moreButton.current?.focus();
          }}
        >
          {rest}
        </div>
      )}
    </article>
  );
}

/** The table's people as cards, for a phone. */
export function UserCards({ users, label, actions }: { users: ListedUser[]; label: string; actions: UserActions }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {users.map((user) => (
        <li key={user._id}>
          <UserCard user={user} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
