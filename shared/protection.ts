/**
 * Where a payment stands under Thanda Protect (docs/decisions/027-thanda-protect.md), as the buyer,
 * the seller and the admins read it: one rule for the Worker's answers and the SPA.
 */
import { fromMinor } from './money';

export const protectionStates = ['held', 'handed-over', 'disputed', 'released', 'refunded'] as const;
export type ProtectionState = (typeof protectionStates)[number];

interface ProtectedPayment {
  id: string;
  gateway: string;
  heldMinor: number;
  refundedMinor: number;
  handedOverAt: Date | null;
  releaseDueAt: Date | null;
  receivedAt: Date | null;
  releasedAt: Date | null;
  disputedAt: Date | null;
  resolvedAt: Date | null;
  resolution: string | null;
}

/** Null for a sale in person, which Thanda never held. */
export function protectionOf(payment: ProtectedPayment) {
  if (payment.gateway === 'in-person') return null;
  const state: ProtectionState =
    payment.heldMinor === 0
      ? payment.releasedAt
        ? 'released'
        : 'refunded'
      : payment.disputedAt
        ? 'disputed'
        : payment.handedOverAt
          ? 'handed-over'
          : 'held';
  return {
    paymentId: payment.id,
    state,
    /** Until when the buyer may dispute, once handed over (then the money is released by itself). */
    releaseDueAt: payment.releaseDueAt?.toISOString() ?? null,
    handedOverAt: payment.handedOverAt?.toISOString() ?? null,
    receivedAt: payment.receivedAt?.toISOString() ?? null,
    disputedAt: payment.disputedAt?.toISOString() ?? null,
    /** What was given back to the buyer (a partial refund leaves the rest to the seller). */
    refunded: fromMinor(payment.refundedMinor),
    /** The admin's reason, once a dispute is decided. */
    resolution: payment.resolvedAt ? payment.resolution : null,
  };
}

export type Protection = NonNullable<ReturnType<typeof protectionOf>>;
