/** The shipped Worker with the bench's D1 latency model around its database (scripts/bench/latency.ts). */
import worker from '../../worker/index';
import type { Bindings } from '../../worker/env';
import { withD1Latency } from './latency';

export default {
  fetch: (request, env, ctx) => worker.fetch(request, withD1Latency(env), ctx),
} satisfies ExportedHandler<Bindings & { BENCH_D1_LATENCY_MS?: string }>;
