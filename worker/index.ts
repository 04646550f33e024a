import { app } from './app';
import type { Bindings } from './env';
import { runScheduled } from './scheduled';

export type { AppType } from './app';
// The Durable Object class wrangler.toml binds as CONVERSATIONS.
export { ConversationRoom } from './conversations/conversation-room';

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller.cron, env));
  },
} satisfies ExportedHandler<Bindings>;
