import type { Db } from '../db/client';
import type { Role } from '../db/schema';
import type { FirebaseIdentity } from '../lib/firebase';
import { issueAccessToken } from '../lib/tokens';
import { bindUid, findUserByEmail, findUserByUid, registerUser, releaseEmail, syncIdentity } from './users';

/**
 * - `blocked`: an admin deleted the account.
 * - `email-unverified`: the address has an account made before uids were stored, and only a
 *   verified e-mail may claim it.
 * - `email-taken`: another Firebase account (another uid) holds the address.
 */
export type AccountResult =
  { status: 'blocked' | 'email-unverified' | 'email-taken' } | { status: 'ok'; userId: string; created: boolean };

/**
 * The account behind a verified identity, found by its Firebase uid and registered on first
 * sight (docs/decisions/007-identity-and-money.md). A different uid never takes over an account
 * because the e-mail matches. Admin e-mails with a verified address are stored as admins; everyone
 * else gets the requested role, and an existing account's role never changes. A deleted account
 * stays blocked and is never registered again.
 */
export async function ensureAccount(
  db: Db,
  identity: FirebaseIdentity,
  request: { name?: string; role: Exclude<Role, 'admin'> },
  admins: Set<string>,
  attempt = 0,
): Promise<AccountResult> {
  // Each retry follows a racing request's write, after which the stored rows decide.
  if (attempt > 2) throw new Error('The account kept changing while it was being registered.');
  const again = () => ensureAccount(db, identity, request, admins, attempt + 1);
  const own = await findUserByUid(db, identity.uid);
  if (own) {
    if (own.deletedAt) return { status: 'blocked' };
    await syncIdentity(db, own, identity);
    return { status: 'ok', userId: own.id, created: false };
  }

  const holder = await findUserByEmail(db, identity.email);
  if (holder) {
    // An address its account never verified is held only weakly: its verified owner takes it.
    const weak = holder.firebaseUid !== null && !holder.emailVerified && identity.emailVerified;
    if (weak) {
      await releaseEmail(db, holder.id);
      return again();
    }
    if (holder.deletedAt) return { status: 'blocked' };
    if (holder.firebaseUid) return { status: 'email-taken' };
    if (!identity.emailVerified) return { status: 'email-unverified' };
    if (!(await bindUid(db, holder.id, identity.uid))) return again();
    return { status: 'ok', userId: holder.id, created: false };
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
  return { status: 'ok', userId: user.id, created: true };
}

export async function exchangeForAccessToken(
  db: Db,
  identity: FirebaseIdentity,
  admins: Set<string>,
  secret: string,
): Promise<Exclude<AccountResult, { status: 'ok' }> | { status: 'ok'; accessToken: string }> {
  const account = await ensureAccount(db, identity, { role: 'buyer' }, admins);
  if (account.status !== 'ok') return account;
  return { status: 'ok', accessToken: await issueAccessToken(account.userId, secret) };
}
