/** Our access tokens: HS256 JWTs signed with JWT_SECRET, 15 minutes, the user's id in `sub`. */
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'thanda';
const AUDIENCE = 'thanda-api';
const ALGORITHM = 'HS256';

const secretKey = (secret: string) => new TextEncoder().encode(secret);

export function issueAccessToken(userId: string, secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS) {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secretKey(secret));
}

export interface AccessTokenClaims {
  userId: string;
  /** When the token stops being accepted, in milliseconds since the epoch. */
  expiresAt: number;
}

/** The claims of a valid access token, or null for anything else (expired, forged, other alg). */
export async function readAccessToken(token: string, secret: string): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    return payload.sub && payload.exp ? { userId: payload.sub, expiresAt: payload.exp * 1000 } : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
