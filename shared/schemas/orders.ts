/** Booking, wish-list and payment requests: ids and the buyer's own details only; prices never. */
import * as z from 'zod';
import { idSchema, plainTextSchema } from './common';
import { phoneSchema } from './phone';

export const bookingInputSchema = z.object({
  productId: idSchema(/*i18n*/ 'Choose a product to book.'),
  phone: phoneSchema(/*i18n*/ 'Phone Number is required'),
  location: plainTextSchema(
    /*i18n*/ 'Location is required',
    120,
    /*i18n*/ 'Please keep the location under 120 characters.',
  ),
});
export type BookingInput = z.infer<typeof bookingInputSchema>;

export const wishlistInputSchema = z.object({ productId: idSchema(/*i18n*/ 'Choose a product for your wish list.') });

export const paymentIntentInputSchema = z.object({ bookingId: idSchema(/*i18n*/ 'Choose the booking to pay for.') });

export const paymentInputSchema = z.object({
  bookingId: idSchema(/*i18n*/ 'Choose the booking to pay for.'),
  transactionId: z
    .string({ error: /*i18n*/ 'The payment reference is missing.' })
    .trim()
    .min(1, /*i18n*/ 'The payment reference is missing.')
    .max(2000, /*i18n*/ 'That payment reference is not valid.'),
});

/** The demo gateway's card form (docs/architecture.md section 6). */
export const demoConfirmSchema = z.object({
  clientSecret: z
    .string({ error: /*i18n*/ 'The payment was not started.' })
    .trim()
    .min(1, /*i18n*/ 'The payment was not started.')
    .max(2000, /*i18n*/ 'This payment has expired. Please start again.'),
  cardNumber: z
    .string({ error: /*i18n*/ 'Enter the card number.' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, /*i18n*/ 'Enter the card number.')),
  expiry: z
    .string({ error: /*i18n*/ 'Enter the expiry date.' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, /*i18n*/ 'Enter the expiry date as MM/YY.'),
  cvc: z
    .string({ error: /*i18n*/ 'Enter the CVC.' })
    .trim()
    .regex(/^\d{3,4}$/, /*i18n*/ 'Enter the 3 or 4 digit CVC.'),
});
export type DemoConfirmInput = z.infer<typeof demoConfirmSchema>;
