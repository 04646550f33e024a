import { env } from 'cloudflare:test';

// Runs before each test file, which starts on empty storage of its own: every migration's
// statements in one batch (one round trip to the local D1, not one per migration, nearly halving
// the setup that every file pays).
await env.DB.batch(env.TEST_MIGRATIONS.flatMap((migration) => migration.queries).map((query) => env.DB.prepare(query)));
