/**
 * The benchmark's second baseline (D1 round trips, decision 011): a Worker that makes exactly one
 * indexed D1 read (the newest 24 listed products, on the partial index the catalogue's first page
 * walks) and answers the rows as JSON. It is what any list of ours could cost at best on the same
 * harness.
 */
import { withD1Latency } from './latency';

// db/listed.ts's predicate, spelled out: the partial index's own, or SQLite would not use it.
const NEWEST_LISTED = `SELECT * FROM products
  WHERE paid = 0 AND removed_at IS NULL AND moderation IS NULL AND seller_suspended = 0
  ORDER BY created_at DESC, id DESC LIMIT 24`;

export default {
  async fetch(_request, env) {
    const { results } = await withD1Latency(env).DB.prepare(NEWEST_LISTED).all();
    return Response.json(results);
  },
} satisfies ExportedHandler<{ DB: D1Database; BENCH_D1_LATENCY_MS?: string }>;
