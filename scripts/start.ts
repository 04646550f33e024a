/**
 * `npm start`: the whole marketplace on http://localhost:8787 with demo data, no cloud accounts.
 * `npm run dev`: the same stack with Vite's hot reload on http://localhost:5173.
 * Options: --fresh wipes the local state first; THANDA_STATE_DIR picks where state lives.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { demoAccounts, DEMO_PASSWORD } from '../seed/data';
import { seedLocal } from '../seed/scripts/seed-local';
import { ensureDemoAccounts } from './lib/auth-emulator';
import { ensureDevVars } from './lib/dev-vars';
import { run, startService, step, stopAll, waitForUrl, type Service } from './lib/processes';
import { authLine, workerLine } from './lib/stack-output';

const { values: options } = parseArgs({
  options: { dev: { type: 'boolean', default: false }, fresh: { type: 'boolean', default: false } },
});
const stateDir = process.env.THANDA_STATE_DIR ?? '.wrangler/state';
const authExportDir = join(stateDir, 'auth-emulator');
const emulatorHost = '127.0.0.1:9099';
const workerUrl = 'http://localhost:8787';
const bin = (name: string) => join('node_modules', '.bin', name);

const services: Service[] = [];
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Thanda…');
  await stopAll(services);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));

function watch(service: Service) {
  services.push(service);
  service.child.on('exit', (code) => {
    if (stopping) return;
    console.error(`\n${service.name} stopped unexpectedly (exit ${code}).`);
    void shutdown(1);
  });
  return service;
}

async function main() {
  if (options.fresh) rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  if (ensureDevVars()) console.log('Created .dev.vars with local-only secrets.');

  console.log('\n  Starting Thanda…');
  if (options.dev) mkdirSync('dist', { recursive: true });
  else await step('Built the SPA', () => run(bin('vite'), ['build'], { quiet: true }));

  await step('Applied the database migrations', () =>
    run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], {
      env: { ...process.env, CI: 'true' },
      quiet: true,
    }),
  );
  const seeded = await step('Checked the demo data', () => seedLocal(stateDir));
  if (seeded) console.log('    (seeded the demo marketplace)');

  const emulatorArgs = [
    'emulators:start',
    '--only',
    'auth',
    '--project',
    'demo-thanda',
    '--export-on-exit',
    authExportDir,
  ];
  if (existsSync(join(authExportDir, 'firebase-export-metadata.json'))) emulatorArgs.push('--import', authExportDir);
  await step('Started the Auth emulator', async () => {
    watch(startService('auth', bin('firebase'), emulatorArgs, 'SIGINT', process.env, authLine));
    await waitForUrl(`http://${emulatorHost}/`, 90_000);
    await ensureDemoAccounts(emulatorHost);
  });

  await step('Started the Worker', async () => {
    const args = ['dev', '--port', '8787', '--persist-to', stateDir, '--show-interactive-dev-session=false'];
    watch(startService('worker', bin('wrangler'), args, 'SIGTERM', process.env, workerLine));
    await waitForUrl(`${workerUrl}/api/health`, 90_000, (res) => res.ok);
  });

  let url = workerUrl;
  if (options.dev) {
    watch(startService('web', bin('vite'), ['--port', '5173', '--strictPort']));
    url = 'http://localhost:5173';
    await waitForUrl(url, 60_000);
  }

  console.log(`
  Thanda is running at ${url}
  Auth emulator: http://${emulatorHost}   (local only)

  Demo accounts (local only), password "${DEMO_PASSWORD}":
${demoAccounts.map((a) => `    ${a.email.padEnd(22)} ${a.role}${a.verified ? ' (verified)' : ''}`).join('\n')}

  No e-mail is sent locally: the [auth] lines show each verification link as it is issued.
  Press Ctrl+C to stop.
`);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
});
