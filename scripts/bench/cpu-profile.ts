/**
 * A CPU profile of the Worker's isolate while it serves load, through `wrangler dev`'s inspector
 * (the DevTools protocol's Profiler), summed up by function and by the module of the bundle each
 * function came from (esbuild marks every module with a `// path` line).
 */
import { readFileSync } from 'node:fs';
import { inspect } from './worker-inspector';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Profiles the isolate behind the inspector at `port` while `work` runs. */
export async function profileWhile(port: number, work: () => Promise<unknown>): Promise<CpuProfile> {
  const session = await inspect(port);
  try {
    await session.call('Profiler.enable');
    await session.call('Profiler.setSamplingInterval', { interval: 200 });
    await session.call('Profiler.start');
    await work();
    return (await session.call<{ profile: CpuProfile }>('Profiler.stop', {}, 60_000)).profile;
  } finally {
    session.close();
  }
}

/** The module each line of a bundle belongs to, from esbuild's `// path` markers. */
function moduleLines(bundleFile: string) {
  const lines = readFileSync(bundleFile, 'utf8').split('\n');
  const modules: string[] = [];
  let current = '(entry)';
  for (const line of lines) {
    const marker = /^\/\/ (\S+\.(?:m?js|ts|json))$/.exec(line);
    if (marker) current = marker[1]!.replace(/^.*node_modules\//, '');
    modules.push(current);
  }
  return modules;
}

export interface ProfileRow {
  name: string;
  selfMs: number;
  totalMs: number;
}

/**
 * Self and total (inclusive) time per function and per module over the profile; `idle` and the
 * program's own bookkeeping kept apart. Recursion counts once per sample.
 */
export function summarise(profile: CpuProfile, bundleFile?: string) {
  const modules = bundleFile ? moduleLines(bundleFile) : [];
  const bundle = bundleFile?.split('/').pop();
  // Lines of the bundle name their module; other scripts (workerd's own, as its D1 API) keep their URL.
  const inBundle = (frame: CallFrame) => frame.url === bundle;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const functionOf = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${(inBundle(node.callFrame) && modules[lineNumber]) || url}:${lineNumber + 1}` : '';
    return `${functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
  };
  const moduleOf = (node: ProfileNode) =>
    node.callFrame.url
      ? (inBundle(node.callFrame) && modules[node.callFrame.lineNumber]) || node.callFrame.url
      : node.callFrame.functionName;
  const functions = new Map<string, ProfileRow>();
  const mods = new Map<string, ProfileRow>();
  const add = (table: Map<string, ProfileRow>, name: string, self: number, total: number) => {
    const row = table.get(name) ?? { name, selfMs: 0, totalMs: 0 };
    row.selfMs += self;
    row.totalMs += total;
    table.set(name, row);
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let busyMs = 0;
  let idleMs = 0;
  for (const [i, id] of samples.entries()) {
    // A sample's time is the delta to the next one.
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const leaf = byId.get(id)!;
    if (leaf.callFrame.functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    busyMs += ms;
    add(functions, functionOf(leaf), ms, 0);
    add(mods, moduleOf(leaf), ms, 0);
    const seenFunctions = new Set<string>();
    const seenModules = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node; node = byId.get(parent.get(node.id) ?? -1)) {
      const fn = functionOf(node);
      if (!seenFunctions.has(fn)) {
        seenFunctions.add(fn);
        add(functions, fn, 0, ms);
      }
      const mod = moduleOf(node);
      if (!seenModules.has(mod)) {
        seenModules.add(mod);
        add(mods, mod, 0, ms);
      }
    }
  }
  return { busyMs, idleMs, functions: [...functions.values()], modules: [...mods.values()] };
}

/** The summary as text: the top `limit` functions by self and by total time, and the modules. */
export function profileReport(summary: ReturnType<typeof summarise>, requests: number, limit = 25) {
  const perRequest = (ms: number) => ((ms * 1000) / Math.max(1, requests)).toFixed(1).padStart(7);
  const pct = (ms: number) => `${((100 * ms) / Math.max(summary.busyMs, 1e-9)).toFixed(1).padStart(5)}%`;
  const table = (title: string, rows: ProfileRow[], pick: (row: ProfileRow) => number) => [
    `${title} (µs per request, share of busy time)`,
    ...[...rows]
      .sort((a, b) => pick(b) - pick(a))
      .slice(0, limit)
      .map((row) => `${perRequest(pick(row))} ${pct(pick(row))}  ${row.name}`),
  ];
  return [
    `busy ${summary.busyMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms over ${requests} requests: ${perRequest(summary.busyMs).trim()} µs busy per request`,
    ...table('By function, self', summary.functions, (r) => r.selfMs),
    ...table('By function, total', summary.functions, (r) => r.totalMs),
    ...table('By module, self', summary.modules, (r) => r.selfMs),
  ].join('\n');
}
