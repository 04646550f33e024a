export const paymentKeys = {
  booking: (id: string) => ['booking', id] as const,
  /** Every payment intent: the one thing a finished payment does not refresh. */
  intents: ['payment-intent'] as const,
  intent: (bookingId: string) => [...paymentKeys.intents, bookingId] as const,
};
