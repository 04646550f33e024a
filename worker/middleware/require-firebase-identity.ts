import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { readBearerToken } from '../lib/bearer';
import { acceptsEmulatorTokens } from '../lib/config';
import { Refusal } from '../lib/refusal';
import { InvalidIdTokenError, verifyFirebaseIdToken } from '../lib/firebase';

/** Requires `Authorization: Bearer <Firebase ID token>` and sets `identity` from the verified token. */
export function requireFirebaseIdentity() {
  return createMiddleware<AppEnv>(async function requireFirebaseIdentity(c, next) {
    const token = readBearerToken(c.req.header('Authorization'));
    if (!token) throw new Refusal('identity-proof-required');
    try {
      c.set(
        'identity',
        await verifyFirebaseIdToken(token, {
          projectId: c.env.FIREBASE_PROJECT_ID,
          acceptEmulatorTokens: acceptsEmulatorTokens(c.env, c.req.url),
        }),
      );
    } catch (error) {
      if (error instanceof InvalidIdTokenError) throw new Refusal('id-token-invalid', error.message);
      throw error;
    }
    await next();
  });
}
