import type { User } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { readAccessToken } from '../lib/tokens';
import { effectiveRole, type CurrentUser } from './users';

/** The id of the user an access token belongs to; refuses an expired or forged token. */
export async function accessTokenUserId(token: string, secret: string) {
  const userId = await readAccessToken(token, secret);
  if (!userId) throw new Refusal('session-expired');
  return userId;
}

/** The signed-in user from their row, read fresh so deletions and role changes apply at once. */
export function activeUser(user: User | null | undefined, admins: Set<string>): CurrentUser {
  if (!user || user.deletedAt) throw new Refusal('account-inactive');
  return { ...user, role: effectiveRole(user, admins) };
}
