/**
 * `npm start`: the whole marketplace on http://localhost:8787 with demo data, no cloud accounts:
 * prices in Taka, payments through the local SSLCOMMERZ stand-in (bKash, Nagad, cards on its page).
 * `npm run dev`: the same stack with Vite's hot reload on http://localhost:5173.
 * Options: --fresh wipes the local state first; --gateway demo takes payments with the demo card
 * form instead (still in Taka; the gateway of the tests of our own card form); --quiet leaves out
 * the line per request (the Worker's and wrangler's), warnings and errors still shown, as a
 * deployed Worker runs: under `wrangler dev` every line the Worker logs crosses the inspector to
 * wrangler's process, on the same cores, and halves what a public list can serve (issue 63;
 * README.md's Benchmarks); THANDA_STATE_DIR picks where state lives.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { demoAccounts, DEMO_PASSWORD } from '../seed/data';
import { ensureDemoAccounts } from './lib/auth-emulator';
import {
  bin,
  buildSpa,
  EMULATOR_HOST,
  ensureAssetsDir,
  migrate,
  prepareStateDir,
  QUIET_WORKER,
  seed,
  STACK_URL,
  startAuthEmulator,
  startWorker,
} from './lib/local-stack';
import { startService, step, stopAll, waitForUrl, type Service } from './lib/processes';
import { startSslcommerzStandIn } from './lib/sslcommerz-stand-in';
import { startPushService } from './lib/push-service';
import { startSmsStandIn } from './lib/sms-stand-in';
import { ensureVapidKeys } from './lib/dev-vars';
import { authLine, workerLine } from './lib/stack-output';

const { values: options } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    gateway: { type: 'string', default: 'sslcommerz' },
  },
});
if (!['sslcommerz', 'demo'].includes(options.gateway)) {
  console.error(`--gateway is sslcommerz (the default) or demo, not "${options.gateway}".`);
  process.exit(1);
}
const stateDir = process.env.THANDA_STATE_DIR ?? '.wrangler/state';

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
  if (prepareStateDir(stateDir, { fresh: options.fresh })) console.log('Created .dev.vars with local-only secrets.');

  console.log('\n  Starting Thanda…');
  // The build, the database and the Auth emulator need nothing of each other, and each waits part
  // of its time (the emulator's JVM on its start, the seed on local D1): side by side they are ready
  // sooner than one after another. All three end before a failure stops the stack, so the emulator
  // it started is stopped with it.
  if (options.dev) ensureAssetsDir();
  const spa = options.dev ? Promise.resolve() : step('Built the SPA', buildSpa);
  const data = step('Applied the database migrations', () => migrate(stateDir)).then(() =>
    step('Checked the demo data', () => seed(stateDir)),
  );
  const auth = step('Started the Auth emulator', async () => {
    const keepAccountsIn = join(stateDir, 'auth-emulator');
    watch(await startAuthEmulator({ keepAccountsIn, output: { show: authLine } }));
    await ensureDemoAccounts(EMULATOR_HOST);
  });
  const [built, seeded, signedIn] = await Promise.allSettled([spa, data, auth]);
  for (const outcome of [built, seeded, signedIn]) if (outcome.status === 'rejected') throw outcome.reason;
  if (seeded.status === 'fulfilled' && seeded.value) console.log('    (seeded the demo marketplace)');

  // In Taka with either gateway, whatever a .dev.vars says; the stand-in's variables point the
  // Worker's SSLCOMMERZ store at it.
  let vars: Record<string, string> = { CURRENCY: 'bdt', ...(options.quiet && QUIET_WORKER.vars) };
  let gatewayLine = 'the demo card form (test cards, README.md lists them)';
  if (options.gateway === 'sslcommerz') {
    const standIn = await step('Started the SSLCOMMERZ stand-in', () => startSslcommerzStandIn({ port: 8792 }));
    vars = { ...vars, ...standIn.vars };
    gatewayLine = `SSLCOMMERZ stand-in at ${standIn.url} (bKash, Nagad, cards; local only)`;
  }

  // Texts and pushes stay on this machine: the SMS stand-in prints each text; the push service takes
  // pushes to subscriptions made against it (the browser tests'), and the Worker trusts its certificate.
  ensureVapidKeys();
  const sms = await step('Started the SMS stand-in', () =>
    startSmsStandIn({ port: 8793, show: (line) => console.log(`  [sms] ${line}`) }),
  );
  vars = { ...vars, ...sms.vars };
  const push = await step('Started the local push service', () => startPushService({ port: 8794, stateDir }));
  vars = { ...vars, PUSH_SERVICE_HOSTS: new URL(push.url).hostname };

  // With --dev the browser is on Vite's server, which hands /api to the Worker.
  const url = options.dev ? 'http://localhost:5173' : STACK_URL;
  await step('Started the Worker', async () => {
    const publicOrigin = options.dev ? url : undefined;
    watch(
      await startWorker({
        stateDir,
        port: 8787,
        vars,
        publicOrigin,
        extraCaCerts: push.certificateFile,
        ...(options.quiet && { logLevel: QUIET_WORKER.logLevel }),
        output: { show: workerLine },
      }),
    );
  });

  if (options.dev) {
    watch(startService('web', bin('vite'), ['--port', '5173', '--strictPort']));
    await waitForUrl(url, 60_000);
  }

  console.log(`
  Thanda is running at ${url}
  Auth emulator: http://${EMULATOR_HOST}   (local only)
  Payments in Taka: ${gatewayLine}
  Texts (SMS): printed below as [sms] lines, nothing is sent; local push service: ${push.url}

  Demo accounts (local only), password "${DEMO_PASSWORD}":
${demoAccounts.map((a) => `    ${a.email.padEnd(22)} ${a.role}${a.verified ? ' (verified)' : ''}${a.technician ? ', technician' : ''}`).join('\n')}

  No e-mail is sent locally: the [auth] lines show each verification link as it is issued.
  Press Ctrl+C to stop.
`);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
});
