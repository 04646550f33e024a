import type { DemoConfirmInput } from '../../shared/schemas/orders';

/** What the rest of the Worker knows of a payment provider; configuration picks the implementation. */
export interface GatewayIntent {
  id: string;
  status: string;
  amountMinor: number;
  currency: string;
  /** What it paid for: a booking's id, or an inspection's reference (`inspectionReference`). */
  bookingId: string | null;
  /** Why the gateway asks for this payment to be checked by a person before it makes a sale. */
  review: string | null;
}

/** What a hosted checkout (SSLCOMMERZ) needs to show the buyer and send them back. */
export interface CheckoutContext {
  /** This Worker's origin: the buyer's browser returns here and the gateway's notifications go here. */
  origin: string;
  customer: { name: string; email: string; phone: string; address: string };
  productName: string;
  /**
   * What is paid for when it is not a unit changing hands (an inspection's fee, issue 62): its own
   * return and notification addresses, and a service rather than goods.
   */
  service?: { returnPath: string; ipnPath: string };
}

/** A gateway's verified notification of a payment's outcome (SSLCOMMERZ's IPN). */
export interface GatewayNotification {
  status: 'paid' | 'failed' | 'cancelled';
  /** The payment to look up with the gateway, when it was paid. */
  transactionId: string | null;
  /** What it paid for: a booking's id, or an inspection's reference (`inspectionReference`). */
  bookingId: string | null;
}

/** A provider's signed event, as fulfilment reads it. */
export interface GatewayEvent {
  id: string;
  type: string;
  /** The payment that succeeded, for events that say one did. */
  succeeded: { intentId: string; bookingId: string | null } | null;
}

/** A refund the gateway took on: finished, or still with the bank (ask `refundStatus` later). */
export interface GatewayRefund {
  id: string;
  state: 'done' | 'processing';
}

/** Where a refund stands: given back, still with the bank, or given up (nothing was returned). */
export type RefundState = 'done' | 'processing' | 'failed';

/** Whether the booking still holds its product for this intent (the demo's stand-in for a cancel). */
export type HoldCheck = (intent: { id: string; bookingId: string }) => Promise<boolean>;

export interface PaymentGateway {
  readonly name: 'stripe' | 'demo' | 'sslcommerz';
  /**
   * Starts a payment for a booking; the same idempotency key never charges twice. The intent is
   * good until `expiresAt` (the end of the booking's hold) at the latest.
   */
  createIntent(input: {
    amountMinor: number;
    currency: string;
    bookingId: string;
    idempotencyKey: string;
    expiresAt: Date;
    checkout: CheckoutContext;
  }): Promise<{
    id: string;
    clientSecret: string;
    /** A hosted checkout's page, where the buyer pays (SSLCOMMERZ); our own card form otherwise. */
    redirectUrl?: string;
  }>;
  /** The provider's own record of a payment, or null when it knows no such payment. */
  retrieve(id: string): Promise<GatewayIntent | null>;
  /** Stops an intent from taking money (its hold lapsed or its listing left); done or moot is fine. */
  cancel(intentId: string): Promise<void>;
  /**
   * Gives back `amountMinor` (all or part, in the payment's currency) of a succeeded payment; the
   * same idempotency key refunds once. Throws when the gateway refuses the refund.
   */
  refund(input: { intentId: string; amountMinor: number; idempotencyKey: string }): Promise<GatewayRefund>;
  /**
   * The transaction ids of the payments that succeeded under an intent (`createIntent`'s id), for
   * reconciliation: a payment whose notification never arrived is still found here.
   */
  paidUnder(intentId: string): Promise<string[]>;
  /** Where a refund that `refund` answered `processing` (or `done`) stands now. */
  refundStatus(refundId: string): Promise<RefundState>;
  /**
   * The card form's submit, for a gateway whose card form is ours (the demo gateway): answers the
   * transaction id, or throws a Refusal as the card network would refuse.
   */
  confirmCard?(input: DemoConfirmInput, holdIsLive: HoldCheck): Promise<string>;
  /** A verified event for a gateway that sends webhooks (Stripe), or null when it is not one. */
  readWebhook?(body: string, signature: string, secret: string): Promise<GatewayEvent | null>;
  /** A verified notification for a gateway that posts signed forms (SSLCOMMERZ), or null when forged. */
  readNotification?(form: URLSearchParams): Promise<GatewayNotification | null>;
}

/**
 * An inspection's fee is paid under this reference where a booking's payment carries the booking's id
 * (SSLCOMMERZ's `value_a`, the demo's claims): a booking's id never starts so, so neither can be
 * taken for the other.
 */
export const inspectionReference = (inspectionId: string) => `inspection:${inspectionId}`;
