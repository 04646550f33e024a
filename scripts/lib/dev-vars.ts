import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';

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
