/**
 * SSLCOMMERZ (bKash, Nagad, Rocket, local cards, internet banking) through its REST API with fetch:
 * its Node SDK needs node-fetch and form-data and hides failed calls (docs/decisions/009-sslcommerz.md).
 * A payment is a hosted checkout session named by our `tran_id`; the payment itself is its `val_id`,
 * which the Order Validation API confirms, so the buyer's return and the IPN are only hints.
 */
import { fromMinor, toMinor } from '../../shared/money';
import { log } from '../lib/logger';
import {
  sslcommerzNotificationSchema,
  sslcommerzRefundQuerySchema,
  sslcommerzRefundSchema,
  sslcommerzSessionSchema,
  sslcommerzTransactionQuerySchema,
  sslcommerzValidationSchema,
  type SslcommerzPayment,
} from './sslcommerz-schemas';
import type {
  CheckoutContext,
  GatewayIntent,
  GatewayNotification,
  GatewayRefund,
  PaymentGateway,
  RefundState,
} from './gateway';

export const SSLCOMMERZ_SANDBOX_URL = 'https://sandbox.sslcommerz.com';
/** Where the buyer's browser comes back to and where the IPN is posted (sslcommerz-routes.ts). */
export const SSLCOMMERZ_RETURN_PATH = '/api/sslcommerz/return';
export const SSLCOMMERZ_IPN_PATH = '/api/sslcommerz/ipn';

/** The fields a notification must sign for us to act on it. */
const SIGNED_FIELDS = ['status', 'tran_id', 'value_a'];
/** One path for the refund, the refund query and the transaction queries, told apart by parameters. */
const MERCHANT_API = '/validator/api/merchantTransIDvalidationAPI.php';
/** The statuses of a paid transaction (VALIDATED: the Order Validation API has seen it before). */
const PAID = new Set(['VALID', 'VALIDATED']);

export interface SslcommerzOptions {
  storeId: string;
  storePassword: string;
  /** SSLCOMMERZ_SANDBOX_URL, SSLCOMMERZ_LIVE_URL, or a local stand-in. */
  apiUrl: string;
}

async function md5Hex(text: string) {
  const digest = await crypto.subtle.digest('MD5', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Taka to give back for `amountMinor` of what the store asked: SSLCOMMERZ refunds in Taka. The
 * same amount for a Taka payment; otherwise the same share of the Taka the buyer paid (at
 * SSLCOMMERZ's rate), never more than all of it.
 */
function refundTaka(payment: SslcommerzPayment, amountMinor: number) {
  if (payment.currency_type.toUpperCase() === 'BDT') return fromMinor(amountMinor).toFixed(2);
  const paid = Number(payment.amount);
  return Math.min((amountMinor / toMinor(Number(payment.currency_amount))) * paid, paid).toFixed(2);
}

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export class SslcommerzGateway implements PaymentGateway {
  readonly name = 'sslcommerz' as const;
  readonly #options: SslcommerzOptions;

  constructor(options: SslcommerzOptions) {
    this.#options = { ...options, apiUrl: options.apiUrl.replace(/\/+$/, '') };
  }

  async #call(path: string, params: Record<string, string>) {
    const { storeId, storePassword, apiUrl } = this.#options;
    const query = new URLSearchParams({
      ...params,
      store_id: storeId,
      store_passwd: storePassword,
      v: '1',
      format: 'json',
    });
    const response = await fetch(`${apiUrl}${path}?${query}`);
    if (!response.ok) throw new Error(`SSLCOMMERZ answered ${response.status} to ${path}.`);
    return response.json();
  }

  /**
   * A checkout session for the booking. SSLCOMMERZ takes no idempotency key, so the transaction
   * id is derived from ours: asking again during the same hold names the same transaction, and
   * whatever is paid under it is settled (or refunded) by fulfilment, payment by payment.
   */
  async createIntent(input: {
    amountMinor: number;
    currency: string;
    bookingId: string;
    idempotencyKey: string;
    checkout: CheckoutContext;
  }) {
    const { storeId, storePassword, apiUrl } = this.#options;
    const { checkout } = input;
    const tranId = `TH${(await sha256Hex(input.idempotencyKey)).slice(0, 28)}`;
    const returnUrl = `${checkout.origin}${checkout.service?.returnPath ?? SSLCOMMERZ_RETURN_PATH}`;
    const form = new URLSearchParams({
      store_id: storeId,
      store_passwd: storePassword,
      tran_id: tranId,
      total_amount: fromMinor(input.amountMinor).toFixed(2),
      currency: input.currency.toUpperCase(),
      success_url: returnUrl,
      fail_url: returnUrl,
      cancel_url: returnUrl,
      ipn_url: `${checkout.origin}${checkout.service?.ipnPath ?? SSLCOMMERZ_IPN_PATH}`,
      cus_name: checkout.customer.name,
      cus_email: checkout.customer.email,
      cus_phone: checkout.customer.phone,
      cus_add1: checkout.customer.address,
      cus_city: checkout.customer.address,
      cus_country: 'Bangladesh',
      // Buyer and seller meet (or a technician visits): nothing is shipped.
      shipping_method: 'NO',
      num_of_item: '1',
      product_name: checkout.productName,
      product_category: checkout.service ? 'Inspection' : 'Cooling appliance',
      product_profile: checkout.service ? 'non-physical-goods' : 'physical-goods',
      value_a: input.bookingId,
    });
    const response = await fetch(`${apiUrl}/gwprocess/v4/api.php`, { method: 'POST', body: form });
    if (!response.ok) throw new Error(`SSLCOMMERZ answered ${response.status} to the session request.`);
    const session = sslcommerzSessionSchema.parse(await response.json());
    if (!('GatewayPageURL' in session)) {
      throw new Error(`SSLCOMMERZ refused the session: ${session.failedreason || session.status}`);
    }
    return { id: tranId, clientSecret: session.sessionkey, redirectUrl: session.GatewayPageURL };
  }

  /** The Order Validation API's word on a payment (`val_id`), or null when it knows no such payment. */
  async #validation(valId: string) {
    if (!/^[A-Za-z0-9]{6,64}$/.test(valId)) return null;
    const answer = sslcommerzValidationSchema.safeParse(
      await this.#call('/validator/api/validationserverAPI.php', { val_id: valId }),
    );
    return answer.success ? answer.data : null;
  }

  async retrieve(id: string): Promise<GatewayIntent | null> {
    const payment = await this.#validation(id);
    if (!payment) return null;
    return {
      id: payment.val_id,
      status: 'succeeded',
      // What the store asked for, in its currency: fulfilment checks it against the booking.
      amountMinor: Math.round(Number(payment.currency_amount) * 100),
      currency: payment.currency_type.toLowerCase(),
      bookingId: payment.value_a || null,
      // SSLCOMMERZ: a VALID payment with risk_level 1 is to be held and checked before delivering.
      review: payment.risk_level === '1' ? payment.risk_title || 'Flagged by SSLCOMMERZ' : null,
    };
  }

  /** SSLCOMMERZ cannot cancel a session; a payment that still arrives is refunded by fulfilment. */
  async cancel() {}

  /**
   * Refunds `amountMinor` of a payment (`val_id`), in Taka (see `refundTaka`); `refe_id` makes the
   * same refund asked twice one. SSLCOMMERZ answers `processing` while the bank has yet to finish.
   */
  async refund(input: { intentId: string; amountMinor: number; idempotencyKey: string }): Promise<GatewayRefund> {
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
      throw new Error('A refund is a positive whole number of minor units.');
    }
    const payment = await this.#validation(input.intentId);
    if (!payment) throw new Error('SSLCOMMERZ knows no such payment to refund.');
    const answer = sslcommerzRefundSchema.parse(
      await this.#call(MERCHANT_API, {
        bank_tran_id: payment.bank_tran_id,
        refund_amount: refundTaka(payment, input.amountMinor),
        refund_remarks: 'Refunded by Thanda',
        // A fixed length of the whole key: cutting a long key could make two keys one.
        refe_id: `R${(await sha256Hex(input.idempotencyKey)).slice(0, 40)}`,
      }),
    );
    const state = answer.status === 'success' ? 'done' : answer.status === 'processing' ? 'processing' : null;
    if (answer.APIConnect !== 'DONE' || !state || !answer.refund_ref_id) {
      throw new Error(`SSLCOMMERZ refused the refund: ${answer.errorReason || answer.status || answer.APIConnect}`);
    }
    return { id: answer.refund_ref_id, state };
  }

  /**
   * The `val_id`s paid under our `tran_id`, from the transaction query, which lists every attempt
   * (a buyer can fail, then pay, in one session). Each is still to be confirmed with `retrieve`.
   */
  async paidUnder(intentId: string) {
    const answer = sslcommerzTransactionQuerySchema.parse(await this.#call(MERCHANT_API, { tran_id: intentId }));
    if (answer.APIConnect !== 'DONE') throw new Error(`SSLCOMMERZ refused the transaction query: ${answer.APIConnect}`);
    const paid = answer.element.flatMap((t) =>
      t.tran_id === intentId && PAID.has(t.status) && t.val_id ? [t.val_id] : [],
    );
    return [...new Set(paid)];
  }

  /** The refund query: `refunded` is done; `cancelled`, or a status it does not give, returned nothing. */
  async refundStatus(refundId: string): Promise<RefundState> {
    const answer = sslcommerzRefundQuerySchema.parse(await this.#call(MERCHANT_API, { refund_ref_id: refundId }));
    if (answer.APIConnect !== 'DONE') throw new Error(`SSLCOMMERZ refused the refund query: ${answer.APIConnect}`);
    if (answer.status === 'refunded') return 'done';
    // Only SSLCOMMERZ's own word that the refund was cancelled lets it be asked for again; anything
    // else (a status we do not know, none yet) keeps waiting, so money is never given back twice.
    if (answer.status === 'cancelled') return 'failed';
    if (answer.status !== 'processing') log('warn', 'refund_status_unknown', { gateway: this.name });
    return 'processing';
  }

  /**
   * An IPN (or the buyer's return) whose `verify_sign` is SSLCOMMERZ's: the MD5 of the fields named
   * in `verify_key` and the MD5 of our store password, sorted by name. Null when forged or malformed.
   */
  async readNotification(form: URLSearchParams): Promise<GatewayNotification | null> {
    // One value per field: with a repeated key, what is checked and what is signed could differ.
    const posted = Object.fromEntries(form);
    if (Object.keys(posted).length !== [...form.keys()].length) return null;
    const fields = sslcommerzNotificationSchema.safeParse(posted);
    if (!fields.success) return null;
    const keys = fields.data.verify_key.split(',');
    const signed = [...SIGNED_FIELDS, ...(fields.data.val_id ? ['val_id'] : [])];
    if (!signed.every((key) => keys.includes(key))) return null;
    const values: Record<string, string> = { store_passwd: await md5Hex(this.#options.storePassword) };
    for (const key of keys) if (key !== 'store_passwd' && key in posted) values[key] = posted[key]!;
    const text = Object.keys(values)
      .sort()
      .map((key) => `${key}=${values[key]}`)
      .join('&');
    const expected = new TextEncoder().encode(await md5Hex(text));
    const given = new TextEncoder().encode(fields.data.verify_sign.toLowerCase());
    if (expected.byteLength !== given.byteLength || !crypto.subtle.timingSafeEqual(expected, given)) return null;
    const { status, val_id, value_a } = fields.data;
    const paid = status === 'VALID' || status === 'VALIDATED';
    return {
      status: paid ? 'paid' : status === 'CANCELLED' ? 'cancelled' : 'failed',
      transactionId: paid ? (val_id ?? null) : null,
      bookingId: value_a || null,
    };
  }
}
