/** The shipped Worker with the bench's D1 latency model around its database (scripts/bench/latency.ts). */
import worker from '../../worker/index';
import type { Bindings } from '../../worker/env';
import { withD1Latency } from './latency';

// The shipped Worker's Durable Object, which its configuration binds (the rooms keep their own D1 binding).
export { ConversationRoom } from '../../worker/conversations/conversation-room';

export default {
  fetch: (request, env, ctx) => worker.fetch(request, withD1Latency(env), ctx),
} satisfies ExportedHandler<Bindings & { BENCH_D1_LATENCY_MS?: string }>;
