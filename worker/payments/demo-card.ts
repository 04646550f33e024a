/**
 * POST /api/demo-gateway/confirm: the card form of a gateway whose form is ours. The card takes
 * money only while the intent's booking still holds the product.
 */
import type { Db } from '../db/client';
import { Refusal } from '../lib/refusal';
import type { DemoConfirmInput } from '../../shared/schemas/orders';
import { loadBooking } from './booking-row';
import type { PaymentGateway } from './gateway';
import { forSale, isOwnLiveHold } from './hold-rules';

export async function confirmCard(db: Db, gateway: PaymentGateway, input: DemoConfirmInput) {
  if (!gateway.confirmCard) throw new Refusal('demo-gateway-off');
  return gateway.confirmCard(input, (intent) => holdIsLive(db, intent));
}

/** Whether this intent's booking still holds its product. */
async function holdIsLive(db: Db, intent: { id: string; bookingId: string }) {
  const row = await loadBooking(db, intent.bookingId);
  if (!row || row.booking.paid || row.booking.paymentIntentId !== intent.id || !forSale(row)) return false;
  return isOwnLiveHold(row, Date.now());
}
