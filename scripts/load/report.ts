/** The figures a run prints: status mix, latency percentiles per call, and the checks' verdicts. */
import type { Recorder, Sample } from './recorder';

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function latency(samples: Sample[]) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
}

function statusMix(samples: Sample[]) {
  const counts = new Map<number, number>();
  for (const s of samples) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b);
}

const ms = (value: number) => `${Math.round(value)} ms`;
const mix = (samples: Sample[]) =>
  statusMix(samples)
    .map(([status, n]) => `${status || 'no answer'}×${n}`)
    .join(' ');

export class Checks {
  readonly results: { name: string; ok: boolean; detail: string }[] = [];

  add(name: string, ok: boolean, detail = '') {
    this.results.push({ name, ok, detail });
    return ok;
  }

  get failed() {
    return this.results.filter((r) => !r.ok);
  }
}

export interface RunFigures {
  title: string;
  clients: number;
  durationMs: number;
  /** Samples of the measured phase; setup and verification are reported apart. */
  samples: Sample[];
}

/** Prints the summary and returns the counts docs/performance-history.md quotes. */
export function printSummary(run: RunFigures, recorder: Recorder, checks: Checks) {
  const { samples } = run;
  const total = latency(samples);
  const count = (test: (status: number) => boolean) => samples.filter((s) => test(s.status)).length;
  const seconds = run.durationMs / 1000;
  const lines = [
    '',
    `== ${run.title} ==`,
    `requests ${samples.length}  clients ${run.clients}  duration ${seconds.toFixed(1)} s  (${(samples.length / seconds).toFixed(0)} req/s)`,
    `status   ${mix(samples)}`,
    `         5xx ${count((s) => s >= 500)}  429 ${count((s) => s === 429)}  no answer ${count((s) => s === 0)}`,
    `latency  p50 ${ms(total.p50)}  p99 ${ms(total.p99)}  max ${ms(total.max)}`,
    '',
    'per call                              n     p50     p99  statuses',
  ];
  const labels = [...new Set(samples.map((s) => s.label))].sort();
  for (const label of labels) {
    const of = samples.filter((s) => s.label === label);
    const l = latency(of);
    lines.push(
      `  ${label.padEnd(32)}${String(of.length).padStart(5)}${ms(l.p50).padStart(8)}${ms(l.p99).padStart(8)}  ${mix(of)}`,
    );
  }
  const surprises = new Map<string, number>();
  for (const u of recorder.unexpected) {
    const key = `${u.label} ${u.status || 'no answer'} ${u.message}`.trim();
    surprises.set(key, (surprises.get(key) ?? 0) + 1);
  }
  if (surprises.size) {
    lines.push('', 'unexpected answers (all phases):');
    for (const [key, n] of surprises) lines.push(`  ${n}× ${key}`);
  }
  lines.push('', `checks   ${checks.results.length - checks.failed.length} passed, ${checks.failed.length} failed`);
  for (const r of checks.results)
    lines.push(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${r.detail ? ` (${r.detail})` : ''}`);
  console.log(lines.join('\n'));
}
