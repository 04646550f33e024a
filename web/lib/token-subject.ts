/**
 * The user id (`sub`) in one of our access tokens (web/lib/access-token.ts): what the SPA keeps for
 * a person on this device is marked with it, and kept for that person only. Read, never trusted:
 * the server checks the token's signature. Null without a token or with one it cannot read.
 */
export function tokenSubject(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
