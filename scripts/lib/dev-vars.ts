import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Creates `.dev.vars` with local-only secrets on first start. It is git-ignored; a developer who
 * wants real Stripe test keys adds them there (see `.dev.vars.example`).
 */
export function ensureDevVars(path = '.dev.vars') {
  if (existsSync(path)) return false;
  const jwtSecret = randomBytes(32).toString('hex');
  writeFileSync(
    path,
    [
      '# Local-only secrets, created by `npm start`. Never commit this file.',
      `JWT_SECRET=${jwtSecret}`,
      '# Payments: npm start uses its SSLCOMMERZ stand-in; .dev.vars.example says what else can go here.',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  return true;
}

/**
 * Adds a local Web Push key pair (VAPID, P-256, base64url) to `.dev.vars` when it has none, also to
 * one made before push existed. Answers whether it added one.
 */
export function ensureVapidKeys(path = '.dev.vars') {
  if (readFileSync(path, 'utf8').includes('VAPID_PUBLIC_KEY=')) return false;
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x!, 'base64url'), Buffer.from(pub.y!, 'base64url')]);
  appendFileSync(
    path,
    [
      '# Web Push (VAPID), local only.',
      `VAPID_PUBLIC_KEY=${raw.toString('base64url')}`,
      `VAPID_PRIVATE_KEY=${priv.d}`,
      '',
    ].join('\n'),
  );
  return true;
}
