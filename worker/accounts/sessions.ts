import type { User } from '../db/schema';
import { Refusal } from '../lib/refusal';
import { readAccessToken } from './tokens';
import { effectiveRole, type CurrentUser } from './users';

/** Whose an access token is and until when; refuses an expired or forged token. */
export async function accessTokenClaims(token: string, secret: string) {
  const claims = await readAccessToken(token, secret);
  if (!claims) throw new Refusal('session-expired');
  return claims;
}

/** The signed-in user from their row, read fresh so deletions and role changes apply at once. */
export function activeUser(user: User | null | undefined, admins: Set<string>): CurrentUser {
  if (!user || user.deletedAt) throw new Refusal('account-inactive');
  return { ...user, role: effectiveRole(user, admins) };
}
