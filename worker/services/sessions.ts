import type { Db } from '../db/client';
import { Refusal } from '../lib/refusal';
import { readAccessToken } from '../lib/tokens';
import { effectiveRole, findUserById, type CurrentUser } from './users';

/** The active user an access token belongs to, loaded fresh so deletions and role changes apply at once. */
export async function userForAccessToken(
  db: Db,
  token: string,
  secret: string,
  admins: Set<string>,
): Promise<CurrentUser> {
  const userId = await readAccessToken(token, secret);
  if (!userId) throw new Refusal('session-expired');
  const user = await findUserById(db, userId);
  if (!user || user.deletedAt) throw new Refusal('account-inactive');
  return { ...user, role: effectiveRole(user, admins) };
}
