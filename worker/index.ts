import { app } from './app';
import type { Bindings } from './env';
import { runScheduled } from './scheduled';

export type { AppType } from './app';

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller.cron, env));
  },
} satisfies ExportedHandler<Bindings>;
