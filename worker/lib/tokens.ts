/** Our access tokens: HS256 JWTs signed with JWT_SECRET, 15 minutes, the user's id in `sub`. */
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'thanda';
const AUDIENCE = 'thanda-api';
const ALGORITHM = 'HS256';

const secretKey = (secret: string) => new TextEncoder().encode(secret);

export function issueAccessToken(userId: string, secret: string) {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secretKey(secret));
}

/** The user id in a valid access token, or null for anything else (expired, forged, other alg). */
export async function readAccessToken(token: string, secret: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    return payload.sub ?? null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
