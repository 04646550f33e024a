import type { Db } from '../db/client';
import { readAccessToken } from '../lib/tokens';
import { effectiveRole, findUserById, type CurrentUser } from './users';

export type SessionResult = { ok: true; user: CurrentUser } | { ok: false; message: string };

/** The active user an access token belongs to, loaded fresh so deletions and role changes apply at once. */
export async function userForAccessToken(
  db: Db,
  token: string,
  secret: string,
  admins: Set<string>,
): Promise<SessionResult> {
  const userId = await readAccessToken(token, secret);
  if (!userId) return { ok: false, message: 'Your session has expired. Please sign in again.' };
  const user = await findUserById(db, userId);
  if (!user || user.deletedAt) return { ok: false, message: 'This account is no longer active.' };
  return { ok: true, user: { ...user, role: effectiveRole(user, admins) } };
}
