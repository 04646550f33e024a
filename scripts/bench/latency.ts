/**
 * The latency model of `npm run bench -- --d1-latency <ms>` (D1 round trips, decision 011): the
 * benched Worker's D1 binding waits that long before every round trip, as a buyer's request in
 * Dhaka waits for a primary in Singapore. Without BENCH_D1_LATENCY_MS (or at 0) the binding is D1's
 * own.
 */
import { observeD1 } from '../../worker/test/d1-round-trips';

export function withD1Latency<E extends { DB: D1Database; BENCH_D1_LATENCY_MS?: string }>(env: E): E {
  const ms = Number(env.BENCH_D1_LATENCY_MS ?? 0);
  if (!(ms > 0)) return env;
  return { ...env, DB: observeD1(env.DB, () => scheduler.wait(ms)) };
}
