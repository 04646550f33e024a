import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { bin, migrate } from './local-stack';

const wrangler = async (...args: string[]) => {
  const env = { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' };
  return (await promisify(execFile)(bin('wrangler'), args, { env })).stdout;
};

describe('migrate', () => {
  const stateDir = mkdtempSync(join(tmpdir(), 'thanda-migrate-test-'));
  afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

  // Every later start goes through `d1 migrations apply`, which must find the batch's work done.
  it('leaves a new database as `d1 migrations apply` would: every migration run and recorded', async () => {
    await migrate(stateDir);
    const database = ['DB', '--local', '--persist-to', stateDir];
    expect(await wrangler('d1', 'migrations', 'list', ...database)).toContain('No migrations to apply');
    const [answer] = JSON.parse(
      await wrangler('d1', 'execute', ...database, '--json', '--command', 'SELECT name FROM d1_migrations ORDER BY id'),
    ) as { results: { name: string }[] }[];
    const files = readdirSync('migrations').filter((name) => name.endsWith('.sql'));
    expect(answer!.results.map((row) => row.name)).toEqual(files.sort());
  }, 60_000);
});
