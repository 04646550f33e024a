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
  /** Starts a payment for a booking; the same idempotency key never charges twice. */
  createIntent(input: { amountMinor: number; currency: string; bookingId: string; idempotencyKey: string }): Promise<{
    id: string;
    clientSecret: string;
  }>;
  /** The provider's own record of a payment, or null when it knows no such payment. */
  retrieve(id: string): Promise<GatewayIntent | null>;
}
