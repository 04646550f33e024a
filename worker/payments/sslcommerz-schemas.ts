/** What we read of SSLCOMMERZ's answers and notifications (sslcommerz-gateway.ts). */
import * as z from 'zod';

/** Session initiation (`/gwprocess/v4/api.php`): a checkout page on SUCCESS, a reason otherwise. */
export const sslcommerzSessionSchema = z.union([
  z.object({ status: z.literal('SUCCESS'), sessionkey: z.string().min(1), GatewayPageURL: z.url() }),
  z.object({ status: z.string(), failedreason: z.string().optional() }),
]);

/** Amounts travel as decimal strings ("1250.00"). */
const decimal = z.string().regex(/^\d+(\.\d{1,4})?$/);

/** The Order Validation API's answer for a paid transaction (VALIDATED: asked before, still paid). */
export const sslcommerzValidationSchema = z.object({
  status: z.enum(['VALID', 'VALIDATED']),
  val_id: z.string().min(1),
  tran_id: z.string().min(1),
  bank_tran_id: z.string().min(1),
  /** What the buyer paid, in Taka. */
  amount: decimal,
  /** What the store asked for, in its own currency. */
  currency_type: z.string().length(3),
  currency_amount: decimal,
  value_a: z.string(),
  risk_level: z.enum(['0', '1']),
  risk_title: z.string().optional(),
});
export type SslcommerzPayment = z.infer<typeof sslcommerzValidationSchema>;

/** The refund API's answer: `success` (or `processing`) carries SSLCOMMERZ's refund reference. */
export const sslcommerzRefundSchema = z.object({
  APIConnect: z.string(),
  status: z.string().optional(),
  refund_ref_id: z.string().optional(),
  errorReason: z.string().optional(),
});

/** The refund query's answer: `refunded`, `processing` or `cancelled` once the API connected (DONE). */
export const sslcommerzRefundQuerySchema = z.object({
  APIConnect: z.string(),
  refund_ref_id: z.string().optional(),
  status: z.string().optional(),
  errorReason: z.string().optional(),
});

/**
 * The transaction query by `tran_id`: every attempt to pay under it, failed ones too. Only a VALID
 * (or VALIDATED: validated before) attempt is a payment, and only it carries a `val_id`.
 */
export const sslcommerzTransactionQuerySchema = z.object({
  APIConnect: z.string(),
  element: z
    .array(
      z.object({
        status: z.string(),
        tran_id: z.string(),
        val_id: z.string().nullish(),
      }),
    )
    .default([]),
});

/** The fields of an IPN (and of the buyer's return) that we act on, once its signature checks out. */
export const sslcommerzNotificationSchema = z.object({
  status: z.enum(['VALID', 'VALIDATED', 'FAILED', 'CANCELLED', 'UNATTEMPTED', 'EXPIRED']),
  tran_id: z.string().min(1).max(64),
  val_id: z.string().min(1).max(64).optional(),
  value_a: z.string().max(64).optional(),
  verify_sign: z.string().regex(/^[0-9a-f]{32}$/i),
  verify_key: z.string().min(1).max(2000),
});
