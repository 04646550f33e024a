/** The parts of a Stripe webhook event that fulfilment reads (POST /api/stripe/webhook). */
import * as z from 'zod';

const paymentIntentSchema = z.object({
  id: z.string().min(1).max(255),
  metadata: z.record(z.string(), z.string()),
});

/**
 * A signed event is Stripe's, but its shape is still checked before use: a signed body that is not
 * an event (or a payment intent without an id or metadata) is refused with 400, not a crash.
 */
export const stripeWebhookEventSchema = z
  .object({
    id: z.string().min(1).max(255),
    type: z.string().min(1).max(255),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  })
  .refine(
    (event) => event.type !== 'payment_intent.succeeded' || paymentIntentSchema.safeParse(event.data.object).success,
  );
