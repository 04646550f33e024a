/**
 * The Cron Triggers (wrangler.toml `[triggers]`): every minute, lapsed payment holds are released
 * and their intents cancelled, payments left in review past their hold are refunded, bookings whose
 * hold ended with no word from the gateway are reconciled with its transaction query, refunds
 * whose gateway call failed are asked again, protected payments whose 72 hours after the hand-over
 * passed undisputed are released to their sellers, and suspensions whose end has come are lifted;
 * every hour, uploads no listing used within a day are removed and copies are made of pictures
 * that lack them.
 * Locally: `curl "http://localhost:8787/cdn-cgi/local/scheduled"` runs both jobs (add
 * `?cron=*+*+*+*+*` or `?cron=17+*+*+*+*` for one).
 */
import { createDb } from './db/client';
import type { Bindings } from './env';
import { errorName, log } from './lib/logger';
import { makeMissingCopies } from './images/image-copies';
import { sweepUnusedUploads } from './images/image-uploads';
import { liftEndedSuspensions } from './trust/moderation';
import { paymentGateway } from './payments/gateways';
import { lapseHolds } from './payments/holds';
import { retryRefunds } from './payments/refunding';
import { releaseDuePayments } from './payments/protect';
import { reconcileUnanswered } from './payments/reconciliation';
import { settleStaleRiskChecks } from './payments/risk-checks';
import { saleTermsOf } from './payments/sale-terms';

export const HOLDS_CRON = '* * * * *';
export const UPLOADS_CRON = '17 * * * *';

/** Runs one job, logging how many things it did, or that it failed. */
async function job(event: string, work: () => Promise<number>) {
  try {
    const done = await work();
    if (done > 0) log('info', event, { done });
  } catch (error) {
    log('error', `${event}_failed`, { error: errorName(error) });
  }
}

/** Runs the job of one cron; any other (a manual trigger with no cron, say) runs both. */
export async function runScheduled(cron: string, env: Bindings) {
  const db = createDb(env.DB);
  if (cron !== UPLOADS_CRON) {
    const gateway = paymentGateway(env);
    // Each job runs even when one before it failed: a gateway error must not stop the refunds.
    await job('holds_released', () => lapseHolds(db, gateway));
    await job('stale_reviews_settled', () => settleStaleRiskChecks(db, gateway, saleTermsOf(env)));
    await job('payments_reconciled', () => reconcileUnanswered(db, gateway, saleTermsOf(env)));
    await job('refunds_completed', () => retryRefunds(db, gateway));
    await job('protected_payments_released', () => releaseDuePayments(db));
    await job('suspensions_lifted', () => liftEndedSuspensions(db));
  }
  if (cron !== HOLDS_CRON) {
    await job('unused_uploads_removed', () => sweepUnusedUploads(db, env.PHOTOS));
    // After the sweep, which may remove some of the pictures waiting for copies.
    await job('image_copies_made', () => makeMissingCopies(db, { bucket: env.PHOTOS, images: env.IMAGES }));
  }
}
