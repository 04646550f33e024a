import type { Db } from '../../db/client';
import { webhookEvents } from '../../db/schema';

/** Notes a handled webhook event; false when it was seen before (fulfilment is idempotent anyway). */
export async function recordWebhookEvent(db: Db, id: string, type: string) {
  const inserted = await db
    .insert(webhookEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return inserted.length > 0;
}
