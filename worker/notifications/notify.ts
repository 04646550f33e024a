/**
 * The one way an event becomes notifications (docs/decisions/028-notifications.md): a row per person it
 * concerns, written in the request (so the app shows it even if every delivery fails), and one queue
 * message per new row for the consumer to push, text and tell the person's open tabs. The request
 * waits for the insert and the enqueue, never for a push or an SMS.
 */
import type { Currency, NotificationKind, ReportTarget } from '../../shared/domain';
import type { NotificationParams } from '../../shared/notification-texts';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { errorName, log } from '../lib/logger';

/**
 * Something happened that people are to be told of: the consumer finds who and writes their rows
 * (worker/queue-consumer.ts), so a request spends no D1 round trip on it. Events a request already
 * knows whole come as they are.
 */
export type Telling =
  | { about: 'events'; events: NotificationEvent[] }
  | { about: 'payment'; paymentId: string }
  | { about: 'moderation'; listingId?: string; reported?: { type: ReportTarget; id: string } }
  | { about: 'review'; reviewId: string }
  | { about: 'wishers'; productId: string; currency: Currency; priceBeforeMinor?: number };

/**
 * What the notifications queue carries: something to tell (`tell`), a row to deliver (push, SMS,
 * open tabs), or a listing that just went live, to match against saved searches (worker/saved-searches).
 */
export type QueueMessage = { tell: Telling } | { notificationId: string; afterQuiet?: true } | { listingLive: string };

export type NotificationEvent = {
  userId: string;
  kind: NotificationKind;
  /** Names the event for this person: the same key twice makes one row ("booking:<id>"). */
  key: string;
  params: NotificationParams;
  /** The SPA path the notification opens. */
  link: string;
};

/** Where notify writes and enqueues: a request's or a cron's database, and the Worker's queue. */
export type Notifier = { db: Db; queue: Queue<QueueMessage> };

/** At most this many rows per insert: D1 binds at most 100 parameters, and a row binds 6. */
const ROWS_PER_INSERT = 16;

/**
 * Writes the events' notifications (one per person and key; an event already notified is skipped)
 * and enqueues their delivery, up to 100 messages a call (a Queues batch's limit). Answers the ids
 * of the rows it wrote. It runs in the queue's consumer and the crons, which retry what fails;
 * requests `tell` instead.
 */
export async function notify({ db, queue }: Notifier, events: readonly NotificationEvent[]) {
  if (events.length === 0) return [];
  const rows = events.map((event) => ({ id: crypto.randomUUID(), ...event }));
  const inserts = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    inserts.push(
      db
        .insert(notifications)
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .onConflictDoNothing()
        .returning({ id: notifications.id }),
    );
  }
  const [first, ...rest] = inserts;
  const written = (await db.batch([first!, ...rest])).flat().map((row) => row.id);
  for (let i = 0; i < written.length; i += 100) {
    await queue.sendBatch(written.slice(i, i + 100).map((notificationId) => ({ body: { notificationId } })));
  }
  return written;
}

/** Asks the consumer to tell people of something; a failure is logged, never the caller's (its event is done). */
export async function tell(queue: Queue<QueueMessage>, telling: Telling) {
  try {
    await queue.send({ tell: telling });
  } catch (error) {
    log('error', 'telling_not_enqueued', { about: telling.about, error: errorName(error) });
  }
}
