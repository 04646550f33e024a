/**
 * Who may do what, in one place (docs/decisions/024): a service reads the caller's row in its own
 * batch, beside its own reads, and checks it against the policy it declares. Authentication (the
 * token) is middleware; everything the caller's row decides is here.
 */
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { Db } from '../db/client';
import type { Role, User } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { activeUser } from './sessions';
import { refuseSuspended, userById, type CurrentUser } from './users';

/** Whose token the request carries, and the deployment's admins (ADMIN_EMAILS) that decide roles. */
export interface Caller {
  id: string;
  admins: Set<string>;
}

export interface CallerPolicy {
  /** One of these roles (the effective one: admins come from ADMIN_EMAILS). */
  role?: Role | readonly Role[];
  /** Publishing, editing and selling need a verified e-mail address. */
  verifiedEmail?: true;
  /** Listing, advertising and paying are closed to a suspended account. */
  notSuspended?: true;
}

/** The caller's row against a policy: the account is active, then each rule the policy names, in this order. */
export function allowedCaller(
  row: User | null | undefined,
  admins: Set<string>,
  policy: CallerPolicy = {},
): CurrentUser {
  const user = activeUser(row, admins);
  if (policy.role && !([policy.role].flat() as Role[]).includes(user.role)) throw new Refusal('forbidden');
  if (policy.verifiedEmail && !user.emailVerified) throw new Refusal('email-unverified');
  if (policy.notSuspended) refuseSuspended(user);
  return user;
}

/** The caller's row, allowed by the policy (one read). */
export async function callerUser(db: Db, caller: Caller, policy: CallerPolicy = {}) {
  const [row] = await userById(db, caller.id);
  return allowedCaller(row, caller.admins, policy);
}

type Reads = readonly [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]];

/**
 * The caller's row and the service's reads in one round trip; the reads' rows are answered only
 * once the caller passes the policy. Reads keyed by the caller, or by input validated before.
 */
export async function readAsCaller<Q extends Reads>(
  db: Db,
  caller: Caller,
  policy: CallerPolicy,
  reads: Q,
): Promise<{ user: CurrentUser; rows: BatchResponse<Q> }> {
  const [[row], ...rows] = await db.batch([userById(db, caller.id), ...reads]);
  return { user: allowedCaller(row, caller.admins, policy), rows: rows as BatchResponse<Q> };
}
