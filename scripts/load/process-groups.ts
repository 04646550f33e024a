/**
 * Which processes belong to a process group and how much memory each holds, read from /proc
 * (Linux), so a kill can be proven and a benchmark can tell the Worker's process from wrangler's.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessInfo {
  pid: number;
  command: string;
}

function groupOf(pid: string): { group: number; command: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid pgrp ...": comm may contain spaces and parentheses, so split after the last ')'.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    if (fields[0] === 'Z') return null; // a zombie is dead, only not yet reaped
    return { group: Number(fields[2]), command: stat.slice(stat.indexOf('(') + 1, close) };
  } catch {
    return null; // exited while we looked
  }
}

export function processesInGroup(group: number): ProcessInfo[] {
  const found: ProcessInfo[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const info = groupOf(pid);
    if (info?.group === group) found.push({ pid: Number(pid), command: info.command });
  }
  return found;
}

/** A process's resident memory (VmRSS) in bytes; 0 once it has exited. */
export function residentBytes(pid: number) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Resolves once no live process is left in the group; rejects naming the survivors otherwise. */
export async function waitForGroupToEnd(group: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = processesInGroup(group);
    if (left.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `Still running in process group ${group}: ${left.map((p) => `${p.command} (${p.pid})`).join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Kills a service's whole process group at once with SIGKILL (wrangler, workerd and any helper),
 * as a crash or a pulled plug would, and waits until none of them is left. Returns who died.
 */
export async function killHard(service: { child: { pid?: number } }) {
  const group = service.child.pid!;
  const victims = processesInGroup(group);
  process.kill(-group, 'SIGKILL');
  await waitForGroupToEnd(group, 10_000);
  return victims;
}
