import { applyD1Migrations, env } from 'cloudflare:test';

// Runs before each test file; applying is idempotent, so every file starts on the full schema.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
