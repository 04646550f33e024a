import { app } from './app';
import type { Bindings } from './env';
import { consumeQueue } from './queue-consumer';
import type { QueueMessage } from './notifications';
import { runScheduled } from './scheduled';

export type { AppType } from './app';
// The Durable Object class wrangler.toml binds as CONVERSATIONS.
export { ConversationRoom } from './conversations/conversation-room';
// The Durable Object class wrangler.toml binds as INBOXES: each person's open tabs.
export { NotificationInbox } from './notifications';

export default {
  fetch: app.fetch,
  queue(batch, env) {
    return consumeQueue(batch, env);
  },
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller.cron, env));
  },
} satisfies ExportedHandler<Bindings, QueueMessage>;
