/**
 * A local stand-in for the SSLCOMMERZ endpoints we call, answering as SSLCOMMERZ's v4 API does:
 * session initiation (`/gwprocess/v4/api.php`), the hosted checkout page, the Order Validation
 * API, and `/validator/api/merchantTransIDvalidationAPI.php` (refund, refund query, transaction
 * query by `tran_id` and by `sessionkey`), and the IPN it posts to the store after a payment,
 * signed with `verify_sign` over `verify_key`. Like SSLCOMMERZ's PHP, every path reads the query
 * string and a posted form (urlencoded or multipart, as the official `sslcommerz-lts` client sends),
 * GET or POST. Web APIs only: the Worker tests call `fetch` on it in workerd, and
 * `scripts/lib/sslcommerz-stand-in.ts` serves it over HTTP for the browser tests and
 * `npm start` (its default gateway). Nothing here is a real payment.
 */

export interface StandInOptions {
  storeId: string;
  storePassword: string;
  /** Where this stand-in is reached, for the checkout page's address. */
  baseUrl: string;
  /** Lower-case hex MD5 (SSLCOMMERZ's signature hash): Web Crypto in workerd, node:crypto in Node. */
  md5: (text: string) => Promise<string>;
  /** Posts an IPN to the store (server to server); tests that deliver it themselves leave it out. */
  deliver?: (url: string, body: URLSearchParams) => Promise<void>;
}

interface Session {
  sessionkey: string;
  tranId: string;
  amount: string;
  currency: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string | null;
  values: Record<'value_a' | 'value_b' | 'value_c' | 'value_d', string>;
  productName: string;
}

/** One attempt to pay a session; only a VALID one has a `val_id` and a `bank_tran_id`. */
interface Transaction {
  valId: string;
  bankTranId: string;
  session: Session;
  status: 'VALID' | 'FAILED' | 'CANCELLED';
  method: string;
  riskLevel: '0' | '1';
  validated: boolean;
  /** In BDT, what the buyer paid. */
  amountBdt: string;
  tranDate: string;
}

/** The refund query's statuses: `processing` until the bank finishes, then `refunded` or `cancelled`. */
export type RefundStatus = 'refunded' | 'processing' | 'cancelled';

interface Refund {
  refundRefId: string;
  bankTranId: string;
  tranId: string;
  /** In Taka. */
  amount: string;
  refeId: string;
  status: RefundStatus;
  initiatedOn: string;
  refundedOn: string;
}

export type Outcome = 'pay' | 'fail' | 'cancel';

/** The checkout page's payment options, with what SSLCOMMERZ reports as their `card_type`. */
export const STAND_IN_METHODS = {
  bkash: { label: 'bKash', cardType: 'BKASH-BKash' },
  nagad: { label: 'Nagad', cardType: 'NAGAD-Nagad' },
  rocket: { label: 'Rocket', cardType: 'DBBLMOBILEB-Dbbl Mobile Banking' },
  visa: { label: 'Visa card', cardType: 'VISA-Dutch Bangla' },
} as const;
export type StandInMethod = keyof typeof STAND_IN_METHODS;

// SSLCOMMERZ converts other currencies to Taka at its own rate; a fixed one is enough here.
const BDT_PER = { BDT: 1, USD: 120 } as const;

const REQUIRED_INIT_FIELDS = [
  'tran_id',
  'total_amount',
  'currency',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
] as const;

const randomId = (length: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[b % 34]).join(
    '',
  );

/** SSLCOMMERZ's timestamps: PHP's date('Y-m-d H:i:s'). */
const sslDate = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

/**
 * What PHP's `$_REQUEST` holds: the query string, with a posted form's fields over it. Any other
 * body is not a form (the official client's empty POST body arrives as the text "[object Object]").
 */
async function requestParams(request: Request) {
  const params = new URL(request.url).searchParams;
  if (request.method !== 'POST') return params;
  const type = request.headers.get('Content-Type')?.split(';')[0]!.trim().toLowerCase() ?? '';
  const body: [string, string][] = [];
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
    (await request.formData()).forEach((value, key) => {
      if (typeof value === 'string') body.push([key, value]);
    });
  } else if (type === '') {
    new URLSearchParams(await request.text()).forEach((value, key) => body.push([key, value]));
  }
  for (const [key] of body) params.delete(key);
  for (const [key, value] of body) params.append(key, value);
  return params;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const html = (body: string) =>
  new Response(`<!doctype html><html lang="en"><meta charset="utf-8"><title>SSLCOMMERZ</title>${body}</html>`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });

export class SslcommerzStandIn {
  readonly sessions = new Map<string, Session>();
  /** Every attempt to pay, paid or not, in order (the transaction query lists them all). */
  readonly transactions: Transaction[] = [];
  readonly refunds: Refund[] = [];
  /** Every API call, for tests that check what was asked. */
  readonly calls: { path: string; params: URLSearchParams }[] = [];
  /** The next N refund calls answer `failed`, as when the bank is unreachable. */
  refundFailures = 0;
  /** The next N refunds are accepted but stay `processing` until `settleRefund` finishes them. */
  processingRefunds = 0;
  /** The next payment is flagged risky (`risk_level` 1), as SSLCOMMERZ's fraud checks do. */
  nextRisk: '0' | '1' = '0';
  readonly #options: StandInOptions;

  constructor(options: StandInOptions) {
    this.#options = options;
  }

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const params = await requestParams(request);
    if (url.pathname !== '/gwprocess/v4/gw.php') this.calls.push({ path: url.pathname, params });
    switch (url.pathname) {
      case '/gwprocess/v4/api.php':
        return this.#initiate(params);
      case '/gwprocess/v4/gw.php':
        return request.method === 'POST' ? this.#checkoutSubmit(url, params) : this.#checkoutPage(url);
      case '/validator/api/validationserverAPI.php':
        return this.#validate(params);
      case '/validator/api/merchantTransIDvalidationAPI.php':
        return this.#merchantTransId(params);
      default:
        return new Response('Not found', { status: 404 });
    }
  }

  #authentic(params: URLSearchParams) {
    return (
      params.get('store_id') === this.#options.storeId && params.get('store_passwd') === this.#options.storePassword
    );
  }

  #initiate(params: URLSearchParams) {
    if (!this.#authentic(params)) {
      return Response.json({ status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' });
    }
    const missing = REQUIRED_INIT_FIELDS.find((field) => !params.get(field));
    if (missing) return Response.json({ status: 'FAILED', failedreason: `Invalid Information: ${missing} is missing` });
    const currency = params.get('currency')!.toUpperCase();
    const amount = Number(params.get('total_amount'));
    if (!(currency in BDT_PER)) return Response.json({ status: 'FAILED', failedreason: 'Invalid currency' });
    if (!(amount >= 10 && amount < 500_000)) {
      return Response.json({ status: 'FAILED', failedreason: 'Invalid amount: between 10.00 and 500000.00 BDT' });
    }
    if (params.get('tran_id')!.length > 30) {
      return Response.json({ status: 'FAILED', failedreason: 'tran_id must be at most 30 characters' });
    }
    const sessionkey = randomId(32);
    this.sessions.set(sessionkey, {
      sessionkey,
      tranId: params.get('tran_id')!,
      amount: amount.toFixed(2),
      currency,
      successUrl: params.get('success_url')!,
      failUrl: params.get('fail_url')!,
      cancelUrl: params.get('cancel_url')!,
      ipnUrl: params.get('ipn_url'),
      values: {
        value_a: params.get('value_a') ?? '',
        value_b: params.get('value_b') ?? '',
        value_c: params.get('value_c') ?? '',
        value_d: params.get('value_d') ?? '',
      },
      productName: params.get('product_name')!,
    });
    const gatewayPage = `${this.#options.baseUrl}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${sessionkey}`;
    return Response.json({
      status: 'SUCCESS',
      failedreason: '',
      sessionkey,
      gw: { visa: 'city_visa,ebl_visa,dbbl_visa', mobilebanking: 'bkash,nagad,dbblmobilebanking' },
      redirectGatewayURL: `${this.#options.baseUrl}/gwprocess/v4/bankgw/indexhtml.php?mamount=${amount}&ssl_id=`,
      GatewayPageURL: gatewayPage,
      storeBanner: '',
      storeLogo: '',
      desc: [],
    });
  }

  /**
   * The buyer finishes on the checkout page: the transaction is recorded, the IPN is signed (and
   * posted when `deliver` is set), and the fields the browser posts back to the store are answered.
   */
  async complete(sessionkey: string, outcome: Outcome, method: StandInMethod = 'bkash') {
    const session = this.sessions.get(sessionkey);
    if (!session) throw new Error(`No SSLCOMMERZ session ${sessionkey}`);
    const status = outcome === 'pay' ? 'VALID' : outcome === 'fail' ? 'FAILED' : 'CANCELLED';
    const rate = BDT_PER[session.currency as keyof typeof BDT_PER];
    const paid = status === 'VALID';
    const transaction: Transaction = {
      valId: paid ? `${new Date().toISOString().replace(/\D/g, '').slice(2, 14)}${randomId(14)}` : '',
      bankTranId: paid ? `${randomId(8)}${Date.now() % 1_000_000}` : '',
      session,
      status,
      method: STAND_IN_METHODS[method].cardType,
      riskLevel: this.nextRisk,
      validated: false,
      amountBdt: (Number(session.amount) * rate).toFixed(2),
      tranDate: sslDate(),
    };
    this.nextRisk = '0';
    this.transactions.push(transaction);
    const fields = await this.sign(this.#notification(transaction));
    if (session.ipnUrl && this.#options.deliver) await this.#options.deliver(session.ipnUrl, fields);
    const returnUrl = outcome === 'pay' ? session.successUrl : outcome === 'fail' ? session.failUrl : session.cancelUrl;
    return { fields, returnUrl, valId: paid ? transaction.valId : null };
  }

  #notification(t: Transaction): Record<string, string> {
    const rate = BDT_PER[t.session.currency as keyof typeof BDT_PER];
    return {
      status: t.status,
      tran_date: t.tranDate,
      tran_id: t.session.tranId,
      ...(t.status === 'VALID' ? { val_id: t.valId, bank_tran_id: t.bankTranId } : {}),
      amount: t.amountBdt,
      store_amount: (Number(t.amountBdt) * 0.975).toFixed(2),
      currency: 'BDT',
      card_type: t.method,
      card_no: '',
      card_issuer: t.method.split('-')[1] ?? '',
      card_brand: 'MOBILEBANKING',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      currency_type: t.session.currency,
      currency_amount: t.session.amount,
      currency_rate: rate.toFixed(4),
      base_fair: '0.00',
      ...t.session.values,
      risk_level: t.riskLevel,
      risk_title: t.riskLevel === '1' ? 'Flagged by the fraud checks' : 'Safe',
    };
  }

  /** SSLCOMMERZ's signature: MD5 of the `verify_key` fields and MD5(store password), sorted by name. */
  async sign(fields: Record<string, string>) {
    const keys = Object.keys(fields);
    const hashed = { ...fields, store_passwd: await this.#options.md5(this.#options.storePassword) };
    const text = Object.keys(hashed)
      .sort()
      .map((key) => `${key}=${hashed[key as keyof typeof hashed]}`)
      .join('&');
    return new URLSearchParams({ ...fields, verify_sign: await this.#options.md5(text), verify_key: keys.join(',') });
  }

  #checkoutPage(url: URL) {
    const session = this.sessions.get(url.searchParams.get('SESSIONKEY') ?? '');
    if (!session) return html('<p>Invalid session.</p>');
    const choices = Object.entries(STAND_IN_METHODS)
      .map(
        ([value, { label }], i) =>
          `<label><input type="radio" name="method" value="${value}"${i === 0 ? ' checked' : ''}> ${label}</label>`,
      )
      .join('<br>');
    return html(`<main style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<p><strong>SSLCOMMERZ</strong> — local stand-in, no real money moves</p>
<h1>Pay ${escapeHtml(session.amount)} ${escapeHtml(session.currency)}</h1>
<p>${escapeHtml(session.productName)}</p>
<form method="post" action="/gwprocess/v4/gw.php?SESSIONKEY=${session.sessionkey}">
<fieldset><legend>Payment method</legend>${choices}</fieldset>
<p><label><input type="checkbox" name="risk" value="1"> Flag it as risky (risk_level 1, for the store's review)</label></p>
<p><button name="outcome" value="pay">Pay now</button> <button name="outcome" value="fail">Make it fail</button>
<button name="outcome" value="cancel">Cancel</button></p>
</form></main>`);
  }

  /** The browser is sent back to the store with the transaction's fields, posted as SSLCOMMERZ does. */
  async #checkoutSubmit(url: URL, params: URLSearchParams) {
    const sessionkey = url.searchParams.get('SESSIONKEY') ?? '';
    if (!this.sessions.has(sessionkey)) return html('<p>Invalid session.</p>');
    const outcome = (['pay', 'fail', 'cancel'] as const).find((o) => o === params.get('outcome')) ?? 'cancel';
    const method = (params.get('method') ?? 'bkash') as StandInMethod;
    if (params.get('risk') === '1') this.nextRisk = '1';
    const { fields, returnUrl } = await this.complete(
      sessionkey,
      outcome,
      method in STAND_IN_METHODS ? method : 'bkash',
    );
    const inputs = [...fields]
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    return html(`<p>Returning to the store…</p><form id="back" method="post" action="${escapeHtml(returnUrl)}">${inputs}
<noscript><button>Continue</button></noscript></form><script>document.getElementById('back').submit()</script>`);
  }

  #validate(params: URLSearchParams) {
    if (!this.#authentic(params)) return Response.json({ status: 'INVALID_TRANSACTION', error: 'Invalid store' });
    const valId = params.get('val_id') ?? '';
    const transaction = this.transactions.find((t) => t.status === 'VALID' && t.valId === valId && valId !== '');
    if (!transaction) return Response.json({ status: 'INVALID_TRANSACTION' });
    const fields = this.#notification(transaction);
    // The first validation answers VALID; every later one VALIDATED (SSLCOMMERZ's own replay marker).
    const status = transaction.validated ? 'VALIDATED' : 'VALID';
    transaction.validated = true;
    return Response.json({ ...fields, status, emi_instalment: '0', emi_amount: '0.00', APIConnect: 'DONE' });
  }

  /** One path, four APIs: SSLCOMMERZ tells them apart by the parameters given. */
  #merchantTransId(params: URLSearchParams) {
    if (!this.#authentic(params)) return Response.json({ APIConnect: 'INVALID_REQUEST' });
    if (params.has('refund_amount')) return this.#refund(params);
    const refundRefId = params.get('refund_ref_id');
    if (refundRefId !== null) return this.#refundQuery(refundRefId);
    const tranId = params.get('tran_id');
    if (tranId !== null) {
      const found = this.transactions.filter((t) => t.session.tranId === tranId);
      return Response.json({
        APIConnect: 'DONE',
        no_of_trans_found: found.length,
        element: found.map((t) => this.#record(t)),
      });
    }
    const sessionkey = params.get('sessionkey');
    if (sessionkey !== null) return this.#sessionQuery(sessionkey);
    return Response.json({ APIConnect: 'INVALID_REQUEST' });
  }

  /** A transaction as the transaction queries show it: VALIDATED once the Order Validation API saw it. */
  #record(t: Transaction) {
    return {
      ...this.#notification(t),
      status: t.status === 'VALID' && t.validated ? 'VALIDATED' : t.status,
      val_id: t.valId,
      bank_tran_id: t.bankTranId,
      emi_instalment: '0',
      emi_amount: '0.00',
      discount_percentage: '0.00',
      discount_remarks: '',
      error: { VALID: '', FAILED: 'Declined by the bank', CANCELLED: 'Cancelled by User' }[t.status],
    };
  }

  /**
   * The session's latest attempt, its fields flat; `PENDING` (a status SSLCOMMERZ documents for this
   * query) while the buyer has not paid or failed yet. Its answer to an unknown session is not
   * documented: an `errorReason` and no status here.
   */
  #sessionQuery(sessionkey: string) {
    const session = this.sessions.get(sessionkey);
    if (!session) return Response.json({ APIConnect: 'DONE', sessionkey, errorReason: 'Invalid session key' });
    const latest = this.transactions.findLast((t) => t.session === session);
    if (latest) return Response.json({ APIConnect: 'DONE', sessionkey, ...this.#record(latest) });
    const rate = BDT_PER[session.currency as keyof typeof BDT_PER];
    return Response.json({
      APIConnect: 'DONE',
      sessionkey,
      status: 'PENDING',
      tran_date: '',
      tran_id: session.tranId,
      val_id: '',
      bank_tran_id: '',
      amount: (Number(session.amount) * rate).toFixed(2),
      currency: 'BDT',
      currency_type: session.currency,
      currency_amount: session.amount,
      ...session.values,
    });
  }

  #refund(params: URLSearchParams) {
    const bankTranId = params.get('bank_tran_id') ?? '';
    const transaction = this.transactions.find((t) => t.status === 'VALID' && t.bankTranId === bankTranId);
    const refeId = params.get('refe_id') ?? '';
    // A cancelled refund gave nothing back: it neither counts against the amount nor answers a retry.
    const standing = this.refunds.filter((r) => r.bankTranId === bankTranId && r.status !== 'cancelled');
    const known = refeId ? standing.find((r) => r.refeId === refeId) : undefined;
    const answer = (status: 'success' | 'processing' | 'failed', refund?: Refund, errorReason = '') =>
      Response.json({
        APIConnect: 'DONE',
        bank_tran_id: bankTranId,
        trans_id: transaction?.session.tranId ?? '',
        refund_ref_id: refund?.refundRefId ?? '',
        status,
        errorReason,
      });
    if (known) return answer(known.status === 'refunded' ? 'success' : 'processing', known);
    if (!transaction) return answer('failed', undefined, 'Invalid bank transaction id');
    if (!params.get('refund_remarks')) return answer('failed', undefined, 'refund_remarks is missing');
    if (this.refundFailures > 0) {
      this.refundFailures--;
      return answer('failed', undefined, 'Bank is not reachable, try again later');
    }
    const refunded = standing.reduce((sum, r) => sum + Number(r.amount), 0);
    const amount = Number(params.get('refund_amount'));
    if (!(amount > 0) || amount + refunded > Number(transaction.amountBdt) + 1e-9) {
      return answer('failed', undefined, 'Refund amount exceeds the transaction amount');
    }
    const processing = this.processingRefunds > 0;
    if (processing) this.processingRefunds--;
    const refund: Refund = {
      refundRefId: `RF${randomId(14)}`,
      bankTranId,
      tranId: transaction.session.tranId,
      amount: amount.toFixed(2),
      refeId,
      status: processing ? 'processing' : 'refunded',
      initiatedOn: sslDate(),
      refundedOn: processing ? '' : sslDate(),
    };
    this.refunds.push(refund);
    return answer(processing ? 'processing' : 'success', refund);
  }

  /** SSLCOMMERZ's answer to an unknown `refund_ref_id` is not documented: an `errorReason` and no status here. */
  #refundQuery(refundRefId: string) {
    const refund = this.refunds.find((r) => r.refundRefId === refundRefId);
    if (!refund) {
      return Response.json({ APIConnect: 'DONE', refund_ref_id: refundRefId, errorReason: 'Invalid refund_ref_id' });
    }
    return Response.json({
      APIConnect: 'DONE',
      bank_tran_id: refund.bankTranId,
      tran_id: refund.tranId,
      refund_ref_id: refund.refundRefId,
      initiated_on: refund.initiatedOn,
      refunded_on: refund.refundedOn,
      status: refund.status,
      errorReason: refund.status === 'cancelled' ? 'Refund cancelled by the bank' : '',
    });
  }

  /** The bank finishes a `processing` refund: the money went back, or it did not. */
  settleRefund(refundRefId: string, outcome: 'refunded' | 'cancelled') {
    const refund = this.refunds.find((r) => r.refundRefId === refundRefId);
    if (refund?.status !== 'processing') throw new Error(`No processing SSLCOMMERZ refund ${refundRefId}`);
    refund.status = outcome;
    if (outcome === 'refunded') refund.refundedOn = sslDate();
  }
}
