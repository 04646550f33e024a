import type { Db } from '../db/client';
import type { Role } from '../db/schema';
import type { FirebaseIdentity } from '../lib/firebase';
import { issueAccessToken } from '../lib/tokens';
import { findUserByEmail, registerUser } from './users';

export type AccountResult =
  | { status: 'blocked' }
  | { status: 'ok'; userId: string; created: boolean };

/**
 * The account behind a verified identity, registered on first sight. Admin e-mails are stored as
 * admins; everyone else gets the requested role, and an existing account is never changed. A
 * deleted account stays blocked and is never registered again.
 */
export async function ensureAccount(
  db: Db,
  identity: FirebaseIdentity,
  request: { name?: string; role: Exclude<Role, 'admin'> },
  admins: Set<string>,
): Promise<AccountResult> {
  const existing = await findUserByEmail(db, identity.email);
  if (existing?.deletedAt) return { status: 'blocked' };
  if (existing) return { status: 'ok', userId: existing.id, created: false };
  const name = request.name ?? identity.name ?? identity.email.split('@')[0]!;
  const role = admins.has(identity.email) ? 'admin' : request.role;
  const { user, created } = await registerUser(db, { name, email: identity.email, role });
  if (user.deletedAt) return { status: 'blocked' };
  return { status: 'ok', userId: user.id, created };
}

export async function exchangeForAccessToken(
  db: Db,
  identity: FirebaseIdentity,
  admins: Set<string>,
  secret: string,
): Promise<{ accessToken: string } | null> {
  const account = await ensureAccount(db, identity, { role: 'buyer' }, admins);
  if (account.status === 'blocked') return null;
  return { accessToken: await issueAccessToken(account.userId, secret) };
}
