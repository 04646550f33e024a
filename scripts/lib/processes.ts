import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

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

/** Where a service's output goes: to this terminal (each line through `show`), or to a log file. */
export type ServiceOutput =
  { show?: (line: string) => string | null; logFile?: never } | { logFile: string; show?: never };

export interface ServiceOptions {
  /** The signal that makes it shut down cleanly (the Auth emulator exports its data on SIGINT). */
  stopSignal?: NodeJS.Signals;
  env?: NodeJS.ProcessEnv;
  output?: ServiceOutput;
}

/**
 * Starts a long-running service in its own process group, so one Ctrl+C reaches it once, through
 * `stopAll`, and never twice. Terminal output is prefixed with the service's name.
 */
export function startService(name: string, command: string, args: string[], options: ServiceOptions = {}): Service {
  const { stopSignal = 'SIGTERM', env = process.env, output = {} } = options;
  if (output.logFile) {
    const out = openSync(output.logFile, 'a');
    const child = spawn(command, args, { stdio: ['ignore', out, out], detached: true, env });
    closeSync(out);
    return { name, child, stopSignal };
  }
  const show = output.show ?? ((line: string) => line);
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

/** Whether anything answers at `url` (any HTTP status) within two seconds. */
export async function answers(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
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
