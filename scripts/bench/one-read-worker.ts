/**
 * The benchmark's second baseline (D1 round trips, decision 011): a Worker that makes exactly one
 * indexed D1 read (the newest 24 listed products, on the partial index the catalogue's first page
 * walks) and answers the rows as JSON. It is what any list of ours could cost at best on the same
 * harness.
 */
import { withD1Latency } from './latency';
import { NEWEST_LISTED } from './one-read-statement';

export default {
  async fetch(_request, env) {
    const { results } = await withD1Latency(env).DB.prepare(NEWEST_LISTED).all();
    return Response.json(results);
  },
} satisfies ExportedHandler<{ DB: D1Database; BENCH_D1_LATENCY_MS?: string }>;
