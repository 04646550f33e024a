/** Thanda Protect's requests: a buyer's dispute, an admin's decision on it, an admin's payout record. */
import * as z from 'zod';
import { disputeOutcomes, disputeReasons, payoutMethods } from '../domain';
import { idSchema, plainTextSchema } from './common';
import { price } from './listings';

/** At most this many photos of the problem with a dispute. */
export const DISPUTE_PHOTOS_MAX = 6;

export const disputeInputSchema = z.object({
  reason: z.enum(disputeReasons, { error: /*i18n*/ 'Choose what is wrong.' }),
  details: plainTextSchema(
    /*i18n*/ 'Tell us what happened.',
    1000,
    /*i18n*/ 'Please keep this under 1,000 characters.',
  ).pipe(z.string().min(10, /*i18n*/ 'Tell us what happened, in a sentence or two.')),
  photos: z
    .array(z.string().trim().min(1).max(300, /*i18n*/ 'That photo address is too long.'), {
      error: /*i18n*/ 'Send the photos as a list of addresses.',
    })
    .max(DISPUTE_PHOTOS_MAX, /*i18n*/ 'Add at most 6 photos.')
    .default([]),
});
export type DisputeInput = z.infer<typeof disputeInputSchema>;

export const disputeDecisionSchema = z
  .object({
    outcome: z.enum(disputeOutcomes, { error: /*i18n*/ 'Choose release, refund or partial refund.' }),
    /** For a partial refund: how much goes back to the buyer, in currency units. */
    refundAmount: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      price(/*i18n*/ 'Enter the amount to refund.').optional(),
    ),
    note: plainTextSchema(
      /*i18n*/ 'Say why, for both people to read.',
      1000,
      /*i18n*/ 'Please keep this under 1,000 characters.',
    ),
  })
  .refine((value) => value.outcome !== 'partial-refund' || (value.refundAmount ?? 0) > 0, {
    path: ['refundAmount'],
    message: /*i18n*/ 'Enter the amount to refund.',
  });
export type DisputeDecision = z.infer<typeof disputeDecisionSchema>;

export const payoutInputSchema = z.object({
  sellerId: idSchema(/*i18n*/ 'Choose the seller you paid.'),
  /** What the admin sent: it must be what Thanda owes the seller now. */
  // Everything owed to one seller, which may be many sales: more than one listing's price can be.
  amount: price(/*i18n*/ 'Enter the amount you sent.', {
    amount: 100_000_000,
    message: /*i18n*/ 'A payout must be at most 100,000,000.',
  }).refine((value) => value > 0, /*i18n*/ 'Enter the amount you sent.'),
  method: z.enum(payoutMethods, { error: /*i18n*/ 'Choose bKash, Nagad or bank transfer.' }),
  reference: plainTextSchema(
    /*i18n*/ 'Enter the transfer’s reference.',
    64,
    /*i18n*/ 'A reference is at most 64 characters.',
  ),
});
export type PayoutInput = z.infer<typeof payoutInputSchema>;
