import { errorName, log } from '../lib/logger';
import type { QueueMessage } from '../notifications';

/**
 * Tells the notifications queue that a listing just went live (published without review, or
 * approved), for its consumer to match it against the saved searches (`matchNewListing`). A failed
 * send is logged, never thrown: the listing is live either way, and only its alerts are lost.
 */
export async function listingWentLive(queue: Queue<QueueMessage>, productId: string) {
  try {
    await queue.send({ listingLive: productId });
  } catch (error) {
    log('error', 'listing_live_not_enqueued', { error: errorName(error) });
  }
}
