import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * Runs a command to completion, streaming its output (or, `quiet`, keeping it and showing it only
 * if the command fails); rejects when it fails.
 */
export function run(command: string, args: string[], options: SpawnOptions & { quiet?: boolean } = {}) {
  const { quiet, ...spawnOptions } = options;
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...spawnOptions });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      if (quiet) process.stderr.write(Buffer.concat(output));
      reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`));
    });
  });
}

/** One progress line for a step of a start-up: what it does, then how long it took. */
export async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ✓ ${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s`);
  return result;
}

export interface Service {
  name: string;
  child: ChildProcess;
  /** The signal that makes it shut down cleanly (the Auth emulator exports its data on SIGINT). */
  stopSignal: NodeJS.Signals;
}

/**
 * Starts a long-running service in its own process group, so one Ctrl+C reaches it once, through
 * `stopAll`, and never twice.
 */
export function startService(
  name: string,
  command: string,
  args: string[],
  stopSignal: NodeJS.Signals = 'SIGTERM',
  env: NodeJS.ProcessEnv = process.env,
  /** What of each output line to show: the line as it should read, or null to leave it out. */
  show: (line: string) => string | null = (line) => line,
): Service {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env });
  const prefix = `[${name}] `;
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      const shown = line.trim() ? show(line) : null;
      if (shown) stream.write(prefix + shown + '\n');
    }
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  return { name, child, stopSignal };
}

function exited(child: ChildProcess) {
  return child.exitCode !== null || child.signalCode !== null;
}

function signalGroup(service: Service, signal: NodeJS.Signals) {
  try {
    process.kill(-service.child.pid!, signal);
  } catch {
    // Already gone.
  }
}

/** Stops every service with its own signal, then kills what is still running after the grace time. */
export async function stopAll(services: Service[], graceMs = 15_000) {
  const running = services.filter((s) => s.child.pid && !exited(s.child));
  await Promise.all(
    running.map(
      (service) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            signalGroup(service, 'SIGKILL');
            resolve();
          }, graceMs);
          service.child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          signalGroup(service, service.stopSignal);
        }),
    ),
  );
}

/** Polls a URL until it answers (any HTTP status) or the time runs out. */
export async function waitForUrl(url: string, timeoutMs: number, isReady: (res: Response) => boolean = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (isReady(res)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}
