/** One endpoint under fixed concurrency, with autocannon in this process (not the Worker's). */
import autocannon from 'autocannon';
import { median } from '../lib/median';
import type { Scenario } from './scenarios';

export interface LoadOptions {
  connections: number;
  /** Seconds measured in each round. */
  duration: number;
  /** Seconds of load before an endpoint's first round, at the same concurrency. */
  warmup: number;
  /** Rounds per endpoint; its figures are the medians over them. */
  rounds: number;
}

export interface Measurement {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  /** Responses per HTTP status. */
  statuses: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
}

/** One round; `warm` puts the warm-up before it. */
export async function measure(
  baseUrl: string,
  scenario: Scenario,
  load: LoadOptions,
  warm: boolean,
): Promise<Measurement> {
  const result = await autocannon({
    url: baseUrl,
    connections: load.connections,
    duration: load.duration,
    ...(warm && load.warmup > 0 && { warmup: { connections: load.connections, duration: load.warmup } }),
    requests: scenario.steps,
  });
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)]),
    ),
    errors: result.errors,
  };
}

/** Rounds of one endpoint as one figure: medians of throughput and latency, totals of counts. */
export function combine(rounds: Measurement[]): Measurement {
  const statuses: Record<string, number> = {};
  for (const round of rounds)
    for (const [status, count] of Object.entries(round.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  const sum = (pick: (m: Measurement) => number) => rounds.reduce((total, m) => total + pick(m), 0);
  return {
    rps: median(rounds.map((m) => m.rps)),
    p50Ms: median(rounds.map((m) => m.p50Ms)),
    p99Ms: median(rounds.map((m) => m.p99Ms)),
    requests: sum((m) => m.requests),
    non2xx: sum((m) => m.non2xx),
    statuses,
    errors: sum((m) => m.errors),
  };
}

/** Sends one request the way the load will, and throws unless the answer is the expected one. */
export async function checkOnce(baseUrl: string, scenario: Scenario) {
  const step = scenario.steps[0]!;
  const request = step.setupRequest ? step.setupRequest({ ...step }, {}) : step;
  const res = await fetch(baseUrl + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: `expect` says what is wrong with it.
  }
  const problem = scenario.expect(res.status, body, res.headers);
  if (problem) throw new Error(`${scenario.name}: ${problem} (${text.slice(0, 200)})`);
}
