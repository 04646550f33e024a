import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/** What the admins' tables know of an account. */
export interface AccountFacts {
  name: string;
  role?: 'buyer' | 'seller' | 'admin';
  verified?: boolean;
  /** One of ADMIN_EMAILS. */
  configuredAdmin?: boolean;
  /** Inspects ACs for Thanda. */
  technician?: boolean;
}

const labels = {
  buys: msg`Buys`,
  sells: msg`Sells`,
  verified: msg`Verified seller`,
  admin: msg`Admin`,
  technician: msg`Technician`,
  suspended: msg`Suspended`,
} satisfies Record<string, MessageDescriptor>;

type Capability = keyof typeof labels;

/**
 * What an account can do, in the order an admin reads it: everyone signed in buys, a seller also
 * sells (roles are capabilities: a seller still buys), the badge, admin rights, inspecting for
 * Thanda, a suspension.
 */
export function capabilitiesOf(account: AccountFacts, suspended: boolean): Capability[] {
  const seller = account.role === 'seller';
  const all: [Capability, boolean | undefined][] = [
    ['buys', true],
    ['sells', seller],
    ['verified', seller && account.verified],
    ['admin', account.role === 'admin' || account.configuredAdmin],
    ['technician', account.technician],
    ['suspended', suspended],
  ];
  return all.flatMap(([capability, holds]) => (holds ? [capability] : []));
}

/** The capabilities as small labels, a list a screen reader names for the person. */
export function CapabilityLabels({ account, suspended = false }: { account: AccountFacts; suspended?: boolean }) {
  const { _ } = useLingui();
  const { name } = account;
  return (
    <ul aria-label={_(msg`What ${name} can do`)} className="mt-1 flex flex-wrap gap-1">
      {capabilitiesOf(account, suspended).map((capability) => (
        <li
          key={capability}
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${
            capability === 'suspended' ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-700'
          }`}
        >
          {_(labels[capability])}
        </li>
      ))}
    </ul>
  );
}
