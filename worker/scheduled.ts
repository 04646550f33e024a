/**
 * The Cron Triggers (wrangler.toml `[triggers]`): every minute, lapsed payment holds are released
 * and their intents cancelled, payments left in review past their hold are refunded, bookings whose
 * hold ended with no word from the gateway are reconciled with its transaction query, refunds
 * whose gateway call failed are asked again, protected payments whose 72 hours after the hand-over
 * passed undisputed are released to their sellers, inspections not paid in time are closed and those
 * that never happened are cancelled and refunded (inspection badges past their 30 days come down), suspensions whose end has come are lifted,
 * listings whose time ran out expire (and promotions end), sellers are asked "Still available?"
 * before theirs do, conversations' messages still in D1 move into their Durable Objects, and old
 * sales and long-lapsed listings move to the archive; every hour, uploads no listing used within a day are removed and copies are
 * made of pictures that lack them; every morning (09:00 in Bangladesh), saved searches' daily digests
 * go out. Locally: `curl "http://localhost:8787/cdn-cgi/local/scheduled"` runs every job (add
 * `?cron=*+*+*+*+*`, `?cron=17+*+*+*+*` or `?cron=0+3+*+*+*` for one cron's).
 */
import { createDb } from './db/client';
import type { Bindings } from './env';
import { errorName, log } from './lib/logger';
import { makeMissingCopies } from './images/image-copies';
import { sweepUnusedUploads } from './images/image-uploads';
import { liftEndedSuspensions } from './trust/moderation';
import { expireListings, remindExpiring } from './listings/listing-freshness';
import { archiveListings } from './listings/listing-archive';
import { paymentGateway } from './payments/gateways';
import { lapseHolds } from './payments/holds';
import { retryRefunds } from './payments/refunding';
import { releaseDuePayments } from './payments/protect';
import { reconcileUnanswered } from './payments/reconciliation';
import { settleStaleRiskChecks } from './payments/risk-checks';
import { saleTermsOf } from './payments/sale-terms';
import { tell } from './notifications';
import { sendDailyDigests } from './saved-searches';
import { inspectionJobs } from './inspections';
import { conversationRoom, moveMessagesToRooms } from './conversations';

export const HOLDS_CRON = '* * * * *';
export const UPLOADS_CRON = '17 * * * *';
/** 03:00 UTC: 09:00 in Bangladesh, when saved searches' daily digests go out. */
export const DIGESTS_CRON = '0 3 * * *';

/** Runs one job, logging how many things it did, or that it failed. */
async function job(event: string, work: () => Promise<number>) {
  try {
    const done = await work();
    if (done > 0) log('info', event, { done });
  } catch (error) {
    log('error', `${event}_failed`, { error: errorName(error) });
  }
}

/** Runs the jobs of one cron; any other (a manual trigger with no cron, say) runs them all. */
export async function runScheduled(cron: string, env: Bindings) {
  const db = createDb(env.DB);
  const all = ![HOLDS_CRON, UPLOADS_CRON, DIGESTS_CRON].includes(cron);
  if (cron === HOLDS_CRON || all) {
    const gateway = paymentGateway(env);
    // Each job runs even when one before it failed: a gateway error must not stop the refunds.
    await job('holds_released', () => lapseHolds(db, gateway));
    await job('stale_reviews_settled', () => settleStaleRiskChecks(db, gateway, saleTermsOf(env)));
    await job('payments_reconciled', () => reconcileUnanswered(db, gateway, saleTermsOf(env)));
    await job('refunds_completed', () => retryRefunds(db, gateway));
    // Inspections: unpaid requests closed, those that never happened refunded, old badges taken down.
    for (const [event, work] of Object.entries(inspectionJobs(db, gateway, env.NOTIFICATIONS))) await job(event, work);
    await job('protected_payments_released', async () => {
      const released = await releaseDuePayments(db);
      for (const id of released) await tell(env.NOTIFICATIONS, { about: 'payment', paymentId: id });
      return released.length;
    });
    await job('suspensions_lifted', () => liftEndedSuspensions(db));
    // Expiring first: a listing whose time ran out is not reminded of it.
    await job('listings_expired', () => expireListings(db, new Date()));
    await job('expiry_reminders_sent', () => remindExpiring({ db, queue: env.NOTIFICATIONS }, new Date()));
    // Until every conversation's messages are in its Durable Object (decision 036): a batch a minute.
    await job('messages_moved', () => moveMessagesToRooms(db, (id) => conversationRoom(env, id)));
    // Sales over 90 days old and listings lapsed over 180 move to R2, a small batch a minute (decision 037).
    await job('listings_archived', () => archiveListings(db, env.ARCHIVE));
  }
  if (cron === UPLOADS_CRON || all) {
    await job('unused_uploads_removed', () => sweepUnusedUploads(db, env.PHOTOS));
    // After the sweep, which may remove some of the pictures waiting for copies.
    await job('image_copies_made', () => makeMissingCopies(db, { bucket: env.PHOTOS, images: env.IMAGES }));
  }
  if (cron === DIGESTS_CRON || all) {
    await job('saved_search_digests_sent', () => sendDailyDigests({ db, queue: env.NOTIFICATIONS }, new Date()));
  }
}
