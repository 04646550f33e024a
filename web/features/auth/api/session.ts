import { api, readJson } from '@/lib/api-client';
import type { RegisterUserInput } from '@shared/schemas/users';

const proof = (idToken: string) => ({ headers: { Authorization: `Bearer ${idToken}` } });

/**
 * Trades a Firebase ID token for our access token (GET /api/jwt). The token says who is asking
 * (and whether their e-mail is verified), so no `?email=` is sent.
 */
export async function exchangeToken(idToken: string) {
  const { accessToken } = await readJson(await api.jwt.$get({ query: {} }, proof(idToken)));
  return accessToken;
}

/** Records the account with its chosen role (POST /api/users); an existing account is kept as it is. */
export async function registerAccount(idToken: string, input: RegisterUserInput) {
  await readJson(await api.users.$post({ json: input }, proof(idToken)));
}
