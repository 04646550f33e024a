/** What the rest of the Worker knows of a payment provider; configuration picks the implementation. */
export interface GatewayIntent {
  id: string;
  status: string;
  amountMinor: number;
  currency: string;
  bookingId: string | null;
}

export interface PaymentGateway {
  readonly name: 'stripe' | 'demo';
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
  }): Promise<{
    id: string;
    clientSecret: string;
  }>;
  /** The provider's own record of a payment, or null when it knows no such payment. */
  retrieve(id: string): Promise<GatewayIntent | null>;
  /** Stops an intent from taking money (its hold lapsed or its listing left); done or moot is fine. */
  cancel(intentId: string): Promise<void>;
  /** Gives a succeeded payment back in full; the same idempotency key refunds once. */
  refund(input: { intentId: string; amountMinor: number; idempotencyKey: string }): Promise<{ id: string }>;
}
