import { startService, stopAll, waitForUrl, type Service } from './processes';

export const STACK_URL = 'http://localhost:8787';

/** The running local stack: `stop` ends it only when we started it ourselves. */
export interface LocalStack {
  url: string;
  startedHere: boolean;
  stop: () => Promise<void>;
}

async function isUp() {
  try {
    return (await fetch(`${STACK_URL}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * Uses the stack that answers on :8787, or starts one with `npm start` (build, seed, Auth emulator,
 * Worker) and waits for it. A fresh clone needs a build first, hence the long wait.
 */
export async function ensureLocalStack(): Promise<LocalStack> {
  if (await isUp()) return { url: STACK_URL, startedHere: false, stop: async () => {} };

  console.log(`Nothing answers at ${STACK_URL}: starting the local stack (npm start)…`);
  // start.ts stops its own services (the emulator exports its accounts) on SIGINT.
  const service: Service = startService('stack', 'npm', ['start'], 'SIGINT');
  const exited = new Promise<never>((_, reject) => {
    service.child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before the stack was up.`)));
  });
  const stop = () => stopAll([service], 30_000);
  try {
    await Promise.race([waitForUrl(`${STACK_URL}/api/health`, 300_000, (res) => res.ok), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: STACK_URL, startedHere: true, stop };
}
