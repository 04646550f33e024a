/**
 * Verifies Firebase ID tokens ourselves (docs/architecture.md section 3): RS256 against Google's securetoken
 * JWKS, issuer and audience of our project, exp, iat, auth_time and a non-empty subject. The
 * emulator's unsigned tokens are accepted only when the emulator is configured outside production.
 */
import { createRemoteJWKSet, errors, jwtVerify, UnsecuredJWT, type JWTPayload, type JWTVerifyGetKey } from 'jose';

export const GOOGLE_SECURETOKEN_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

// Module scope: the key set (and its cache) lives as long as the isolate.
const googleKeys = createRemoteJWKSet(new URL(GOOGLE_SECURETOKEN_JWKS_URL), {
  cacheMaxAge: 6 * 60 * 60 * 1000,
  cooldownDuration: 30_000,
});

export interface FirebaseIdentity {
  uid: string;
  email: string;
  /** Firebase's `email_verified`: the owner proved the address (Google sign-ins come verified). */
  emailVerified: boolean;
  name: string | null;
  /** E.164; set once the owner confirmed a number through Firebase's phone provider. */
  phoneNumber: string | null;
}

export interface FirebaseVerifierConfig {
  projectId: string;
  /**
   * True only when the Auth emulator is configured, the environment is not production and the
   * request came to a loopback host.
   */
  acceptEmulatorTokens: boolean;
}

/** A token that proves nothing; the message is safe to show. */
/** What is wrong with a token, as shared/refusals/'s 'id-token-invalid' names it (none: not valid at all). */
export class InvalidIdTokenError extends Error {
  constructor(readonly variant?: 'future' | 'noSignInTime' | 'noUser' | 'noEmail' | 'expired') {
    super(`The sign-in token is not valid${variant ? ` (${variant})` : ''}.`);
  }
}

/** Google's keys could not be had (network, timeout, a bad answer): the token is neither good nor bad. */
export class IdentityProviderUnavailableError extends Error {}

/** Google's key for a token; a failure to fetch the key set is the provider's, not the token's. */
const googleKey: JWTVerifyGetKey = async (header, token) => {
  try {
    return await googleKeys(header, token);
  } catch (error) {
    const aboutTheToken = error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys;
    if (aboutTheToken) throw error;
    throw new IdentityProviderUnavailableError("Google's signing keys could not be fetched.", { cause: error });
  }
};

const CLOCK_TOLERANCE_SECONDS = 5;

function checkFirebaseClaims(payload: JWTPayload): FirebaseIdentity {
  const now = Math.floor(Date.now() / 1000);
  const authTime = payload.auth_time;
  if (typeof payload.iat !== 'number' || payload.iat > now + CLOCK_TOLERANCE_SECONDS) {
    throw new InvalidIdTokenError('future');
  }
  if (typeof authTime !== 'number' || authTime > now + CLOCK_TOLERANCE_SECONDS) {
    throw new InvalidIdTokenError('noSignInTime');
  }
  if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 128) {
    throw new InvalidIdTokenError('noUser');
  }
  if (typeof payload.email !== 'string' || payload.email.length === 0) {
    throw new InvalidIdTokenError('noEmail');
  }
  const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : null;
  const phoneNumber = typeof payload.phone_number === 'string' ? payload.phone_number : null;
  return {
    uid: payload.sub,
    email: payload.email.toLowerCase(),
    emailVerified: payload.email_verified === true,
    name,
    phoneNumber,
  };
}

export async function verifyFirebaseIdToken(token: string, config: FirebaseVerifierConfig): Promise<FirebaseIdentity> {
  const claimOptions = {
    issuer: `https://securetoken.google.com/${config.projectId}`,
    audience: config.projectId,
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    requiredClaims: ['exp', 'iat', 'sub'],
  };
  try {
    if (config.acceptEmulatorTokens) {
      // The emulator signs nothing: its tokens have alg "none" and an empty signature. Sign-ins go
      // through it alone, so a signed token did not come from it (and Google is not asked).
      if (!token.endsWith('.')) throw new InvalidIdTokenError();
      return checkFirebaseClaims(UnsecuredJWT.decode(token, claimOptions).payload);
    }
    const { payload } = await jwtVerify(token, googleKey, { ...claimOptions, algorithms: ['RS256'] });
    return checkFirebaseClaims(payload);
  } catch (error) {
    if (error instanceof InvalidIdTokenError || error instanceof IdentityProviderUnavailableError) throw error;
    if (error instanceof errors.JWTExpired) throw new InvalidIdTokenError('expired');
    if (error instanceof errors.JOSEError) throw new InvalidIdTokenError();
    throw error;
  }
}
