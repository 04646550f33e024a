import type { Db } from '../db/client';
import type { Role } from '../db/schema';
import type { SelfRegisterRole } from '../../shared/domain';
import type { FirebaseIdentity } from './firebase';
import { Refusal } from '../lib/refusal';
import { issueAccessToken } from './tokens';
import { callerUser, type Caller } from './caller';
import {
  bindUid,
  effectiveRole,
  findUserByEmail,
  registerUser,
  releaseEmail,
  syncIdentity,
  userByEmail,
  userByUid,
  type CurrentUser,
} from './users';

/**
 * The account behind a verified identity, found by its Firebase uid and registered on first
 * sight (docs/decisions/007-identity-and-money.md). A different uid never takes over an account
 * because the e-mail matches: it is refused as `email-taken` (or `account-deleted`). Admin e-mails with a verified address are stored as admins; everyone
 * else gets the requested role, and signing in never changes an existing account's role (a buyer
 * starts selling through selling.ts). A deleted account stays blocked and is never registered again.
 */
export async function ensureAccount(
  db: Db,
  identity: FirebaseIdentity,
  request: { name?: string; role: Exclude<Role, 'admin'> },
  admins: Set<string>,
  attempt = 0,
): Promise<{ userId: string; created: boolean }> {
  // Each retry follows a racing request's write, after which the stored rows decide.
  if (attempt > 2) throw new Error('The account kept changing while it was being registered.');
  const again = () => ensureAccount(db, identity, request, admins, attempt + 1);
  // Both rows that can decide, in one round trip.
  const [[own], [holder]] = await db.batch([userByUid(db, identity.uid), userByEmail(db, identity.email)]);
  if (own) {
    if (own.deletedAt) throw new Refusal('account-deleted');
    await syncIdentity(db, own, identity);
    return { userId: own.id, created: false };
  }

  if (holder) {
    // A deleted account is blocked for good, and so is its address, verified or not.
    if (holder.deletedAt) throw new Refusal('account-deleted');
    // An address its account never verified is held only weakly: its verified owner takes it.
    const weak = holder.firebaseUid !== null && !holder.emailVerified && identity.emailVerified;
    if (weak) {
      await releaseEmail(db, holder.id);
      return again();
    }
    if (holder.firebaseUid) throw new Refusal('email-taken');
    if (!identity.emailVerified) throw new Refusal('email-unverified', { params: { variant: 'claim' } });
    if (!(await bindUid(db, holder.id, identity.uid))) return again();
    return { userId: holder.id, created: false };
  }

  const name = request.name ?? identity.name ?? identity.email.split('@')[0]!;
  const role = admins.has(identity.email) && identity.emailVerified ? 'admin' : request.role;
  const user = await registerUser(db, {
    uid: identity.uid,
    name,
    email: identity.email,
    emailVerified: identity.emailVerified,
    role,
  });
  // A racing request registered this uid or this address first: decide again from what is stored.
  if (!user) return again();
  return { userId: user.id, created: true };
}

/**
 * GET /api/jwt: our access token for a verified identity (registered as a buyer on first sight).
 * An e-mail the client names must be the identity's own.
 */
export async function exchangeForAccessToken(
  db: Db,
  identity: FirebaseIdentity,
  claimedEmail: string | undefined,
  admins: Set<string>,
  secret: string,
): Promise<{ accessToken: string }> {
  if (claimedEmail && claimedEmail !== identity.email) throw new Refusal('not-your-email');
  const { userId } = await ensureAccount(db, identity, { role: 'buyer' }, admins);
  return { accessToken: await issueAccessToken(userId, secret) };
}

/** POST /api/users: registers the identity's own e-mail as a buyer or a seller; never changes an account. */
export async function registerAccount(
  db: Db,
  identity: FirebaseIdentity,
  input: { name: string; email: string; role: SelfRegisterRole },
  admins: Set<string>,
) {
  if (input.email !== identity.email) throw new Refusal('not-your-email');
  const { userId, created } = await ensureAccount(db, identity, input, admins);
  return created
    ? { status: 201 as const, body: { acknowledged: true, insertedId: userId } }
    : { status: 200 as const, body: { acknowledged: true, insertedId: null, message: 'This account already exists.' } };
}

/**
 * GET /api/users/me: the caller's own account and the role that applies now, so the SPA needs no
 * address in a URL to learn who it is (the SPEC's /users/admin/:email and /users/seller/:email
 * answer the same about the caller).
 */
export const ownAccount = (caller: CurrentUser) => ({
  _id: caller.id,
  name: caller.name,
  email: caller.email,
  role: caller.role,
  /** An admin made them a technician (Inspected by Thanda): their visits are in the dashboard. */
  technician: caller.technician,
});

/** A role look-up answers only about the caller themself, or to an admin: no user enumeration. */
export async function roleOf(db: Db, caller: Caller, email: string): Promise<Role | null> {
  const user = await callerUser(db, caller);
  if (user.email === email) return user.role;
  if (user.role !== 'admin') throw new Refusal('not-your-account');
  const named = await findUserByEmail(db, email);
  return named && !named.deletedAt ? effectiveRole(named, caller.admins) : null;
}
