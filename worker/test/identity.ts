/**
 * Firebase ID tokens for tests: unsigned ones like the emulator's, and RS256 ones signed by a key
 * pair made here, whose JWKS is served in place of Google's (no network).
 */
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { vi } from 'vitest';
import { GOOGLE_SECURETOKEN_JWKS_URL } from '../accounts';

export const PROJECT_ID = 'demo-thanda';

export interface IdTokenClaims {
  email: string;
  /** Firebase's claim: false for a fresh e-mail sign-up, true once verified and for Google. */
  email_verified?: boolean;
  name?: string;
  sub?: string;
  aud?: string;
  iss?: string;
  iat?: number;
  exp?: number;
  auth_time?: number;
  /** E.164, once the owner confirmed a number with Firebase's phone provider. */
  phone_number?: string;
}

const now = () => Math.floor(Date.now() / 1000);

function fullClaims(claims: IdTokenClaims) {
  const issuedAt = claims.iat ?? now() - 10;
  return {
    iss: claims.iss ?? `https://securetoken.google.com/${PROJECT_ID}`,
    aud: claims.aud ?? PROJECT_ID,
    auth_time: claims.auth_time ?? issuedAt,
    user_id: claims.sub ?? `uid-${claims.email}`,
    sub: claims.sub ?? `uid-${claims.email}`,
    iat: issuedAt,
    exp: claims.exp ?? issuedAt + 3600,
    email: claims.email,
    email_verified: claims.email_verified ?? false,
    ...(claims.name ? { name: claims.name } : {}),
    ...(claims.phone_number ? { phone_number: claims.phone_number } : {}),
  };
}

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token shaped like the Auth emulator's: alg "none", empty signature. */
export function emulatorIdToken(claims: IdTokenClaims) {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(fullClaims(claims))}.`;
}

export interface SigningKey {
  privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  jwk: JWK;
  kid: string;
}

export async function makeSigningKey(kid = 'test-key-1'): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, jwk, kid };
}

export function signedIdToken(key: SigningKey, claims: IdTokenClaims) {
  return new SignJWT(fullClaims(claims))
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .sign(key.privateKey);
}

/** Answers requests for Google's securetoken JWKS with these keys; other requests fail loudly. */
export function serveGoogleKeys(...keys: SigningKey[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === GOOGLE_SECURETOKEN_JWKS_URL) {
      return Response.json({ keys: keys.map((k) => k.jwk) }, { headers: { 'Cache-Control': 'max-age=3600' } });
    }
    throw new Error(`Unexpected network call in a test: ${url}`);
  });
}
