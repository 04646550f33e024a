import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { readBearerToken } from './bearer';
import { acceptsEmulatorTokens } from '../lib/config';
import { Refusal } from '../lib/refusal';
import { marked } from '../lib/route-marks';
import { IdentityProviderUnavailableError, InvalidIdTokenError, verifyFirebaseIdToken } from './firebase';

/** Who a Firebase ID token says its bearer is; a token that proves nothing is refused. */
export async function provenIdentity(c: Context<AppEnv>, token: string) {
  try {
    return await verifyFirebaseIdToken(token, {
      projectId: c.env.FIREBASE_PROJECT_ID,
      acceptEmulatorTokens: acceptsEmulatorTokens(c.env, c.req.url),
    });
  } catch (error) {
    if (error instanceof InvalidIdTokenError)
      throw new Refusal('id-token-invalid', { params: { variant: error.variant } });
    if (error instanceof IdentityProviderUnavailableError) throw new Refusal('identity-provider-unavailable');
    throw error;
  }
}

/** Requires `Authorization: Bearer <Firebase ID token>` and sets `identity` from the verified token. */
export function requireFirebaseIdentity() {
  const middleware = createMiddleware<AppEnv>(async function requireFirebaseIdentity(c, next) {
    const token = readBearerToken(c.req.header('Authorization'));
    if (!token) throw new Refusal('identity-proof-required');
    c.set('identity', await provenIdentity(c, token));
    await next();
  });
  return marked(middleware, 'firebaseIdToken');
}
