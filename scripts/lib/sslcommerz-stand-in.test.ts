/**
 * The SSLCOMMERZ stand-in answers SSLCOMMERZ's official Node client, `sslcommerz-lts`, over HTTP:
 * its multipart session request, and its validation, refund and query calls, which it always POSTs
 * with the parameters in the query string. What the client accepts, the Worker's own calls can rely on.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSLCOMMERZ_STAND_IN, startSslcommerzStandIn, type RunningStandIn } from './sslcommerz-stand-in';

type Answer = Record<string, unknown>;

/** The part of sslcommerz-lts 1.2.0 used here (it ships no types). */
interface SslcommerzClient {
  init(data: Record<string, string | number>): Promise<Answer>;
  validate(data: { val_id: string }): Promise<Answer>;
  initiateRefund(data: {
    refund_amount: string;
    refund_remarks: string;
    bank_tran_id: string;
    refe_id: string;
  }): Promise<Answer>;
  refundQuery(data: { refund_ref_id: string }): Promise<Answer>;
  transactionQueryByTransactionId(data: { tran_id: string }): Promise<Answer>;
  transactionQueryBySessionId(data: { sessionkey: string }): Promise<Answer>;
}
type SslcommerzClientClass = new (storeId: string, storePassword: string, live: boolean) => SslcommerzClient;

const SSLCommerzPayment = createRequire(import.meta.url)('sslcommerz-lts') as SslcommerzClientClass;
const SANDBOX = 'https://sandbox.sslcommerz.com';

let running: RunningStandIn;
beforeAll(async () => {
  running = await startSslcommerzStandIn({ port: 0 });
});
afterAll(() => running.close());

/** The client, its URLs (all built on the sandbox's) sent to the stand-in instead. */
function client(storePassword = SSLCOMMERZ_STAND_IN.storePassword) {
  const sslcz = new SSLCommerzPayment(SSLCOMMERZ_STAND_IN.storeId, storePassword, false);
  const urls = sslcz as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(urls)) {
    if (key.endsWith('URL') && typeof value === 'string') urls[key] = value.replace(SANDBOX, running.url);
  }
  return sslcz;
}

let orders = 0;
/** The README's order, with no IPN address: these tests complete sessions themselves. */
function order() {
  orders++;
  return {
    total_amount: 1250,
    currency: 'BDT',
    tran_id: `LTS${Date.now()}${orders}`,
    success_url: 'http://127.0.0.1:9/success',
    fail_url: 'http://127.0.0.1:9/fail',
    cancel_url: 'http://127.0.0.1:9/cancel',
    shipping_method: 'NO',
    product_name: 'Window AC',
    product_category: 'Cooling appliance',
    product_profile: 'physical-goods',
    cus_name: 'Rahim Uddin',
    cus_email: 'rahim@example.test',
    cus_add1: 'Dhaka',
    cus_city: 'Dhaka',
    cus_country: 'Bangladesh',
    cus_phone: '01711111111',
    value_a: 'booking-1',
  };
}

async function paidSession(sslcz: SslcommerzClient) {
  const data = order();
  const session = await sslcz.init(data);
  const sessionkey = String(session.sessionkey);
  const { valId } = await running.standIn.complete(sessionkey, 'pay');
  const validation = await sslcz.validate({ val_id: valId! });
  return { tranId: data.tran_id, sessionkey, valId: valId!, bankTranId: String(validation.bank_tran_id) };
}

const refund = (bankTranId: string, amount: string, refeId: string) => ({
  refund_amount: amount,
  refund_remarks: 'Buyer-cancelled',
  bank_tran_id: bankTranId,
  refe_id: refeId,
});

describe('the SSLCOMMERZ stand-in, driven by sslcommerz-lts', () => {
  it('starts a session from the client’s multipart form, with a checkout page on the stand-in', async () => {
    const data = order();
    const session = await client().init(data);
    expect(session).toMatchObject({ status: 'SUCCESS', sessionkey: expect.any(String) });
    expect(session.GatewayPageURL).toBe(`${running.url}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${session.sessionkey}`);
    expect(running.standIn.sessions.get(String(session.sessionkey))).toMatchObject({
      tranId: data.tran_id,
      amount: '1250.00',
      currency: 'BDT',
    });
    const page = await fetch(String(session.GatewayPageURL));
    expect(await page.text()).toContain('Pay 1250.00 BDT');
  });

  it('refuses a session for the wrong store password', async () => {
    expect(await client('not-the-password').init(order())).toMatchObject({
      status: 'FAILED',
      failedreason: expect.stringContaining('Store Credential Error'),
    });
  });

  it('validates a paid transaction: VALID the first time, VALIDATED after', async () => {
    const sslcz = client();
    const session = await sslcz.init(order());
    const { valId } = await running.standIn.complete(String(session.sessionkey), 'pay');
    expect(await sslcz.validate({ val_id: valId! })).toMatchObject({
      status: 'VALID',
      val_id: valId,
      amount: '1250.00',
      currency_type: 'BDT',
      value_a: 'booking-1',
      APIConnect: 'DONE',
    });
    expect(await sslcz.validate({ val_id: valId! })).toMatchObject({ status: 'VALIDATED', val_id: valId });
    expect(await sslcz.validate({ val_id: 'NOSUCHVALID' })).toMatchObject({ status: 'INVALID_TRANSACTION' });
  });

  it('finds every attempt under a tran_id, a failed one too, and the latest by session', async () => {
    const sslcz = client();
    const data = order();
    const sessionkey = String((await sslcz.init(data)).sessionkey);
    await running.standIn.complete(sessionkey, 'fail');
    const { valId } = await running.standIn.complete(sessionkey, 'pay');
    const byTranId = await sslcz.transactionQueryByTransactionId({ tran_id: data.tran_id });
    expect(byTranId).toMatchObject({
      APIConnect: 'DONE',
      no_of_trans_found: 2,
      element: [
        { status: 'FAILED', tran_id: data.tran_id, val_id: '' },
        { status: 'VALID', tran_id: data.tran_id, val_id: valId, amount: '1250.00', risk_level: '0' },
      ],
    });
    await sslcz.validate({ val_id: valId! });
    expect(await sslcz.transactionQueryBySessionId({ sessionkey })).toMatchObject({
      APIConnect: 'DONE',
      sessionkey,
      status: 'VALIDATED',
      tran_id: data.tran_id,
      val_id: valId,
      bank_tran_id: expect.stringMatching(/.+/),
    });
    expect(await sslcz.transactionQueryByTransactionId({ tran_id: 'NOSUCHTRAN' })).toMatchObject({
      APIConnect: 'DONE',
      no_of_trans_found: 0,
      element: [],
    });
  });

  it('answers PENDING for a session nobody has paid yet', async () => {
    const sslcz = client();
    const sessionkey = String((await sslcz.init(order())).sessionkey);
    expect(await sslcz.transactionQueryBySessionId({ sessionkey })).toMatchObject({
      APIConnect: 'DONE',
      status: 'PENDING',
      val_id: '',
    });
  });

  it('refunds in parts up to what was paid, the same refe_id once, and says each is refunded', async () => {
    const sslcz = client();
    const { bankTranId, tranId } = await paidSession(sslcz);
    const first = await sslcz.initiateRefund(refund(bankTranId, '500.00', 'part-1'));
    expect(first).toMatchObject({
      APIConnect: 'DONE',
      status: 'success',
      bank_tran_id: bankTranId,
      trans_id: tranId,
      refund_ref_id: expect.stringMatching(/^RF/),
    });
    expect(await sslcz.initiateRefund(refund(bankTranId, '500.00', 'part-1'))).toMatchObject({
      status: 'success',
      refund_ref_id: first.refund_ref_id,
    });
    const rest = await sslcz.initiateRefund(refund(bankTranId, '750.00', 'part-2'));
    expect(rest).toMatchObject({ status: 'success', refund_ref_id: expect.stringMatching(/^RF/) });
    expect(await sslcz.initiateRefund(refund(bankTranId, '0.01', 'part-3'))).toMatchObject({
      status: 'failed',
      errorReason: expect.stringContaining('exceeds'),
    });
    expect(await sslcz.refundQuery({ refund_ref_id: String(rest.refund_ref_id) })).toMatchObject({
      APIConnect: 'DONE',
      tran_id: tranId,
      bank_tran_id: bankTranId,
      refund_ref_id: rest.refund_ref_id,
      status: 'refunded',
      initiated_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      refunded_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  it('refuses a refund over what was paid, and one of an unknown bank transaction', async () => {
    const sslcz = client();
    const { bankTranId } = await paidSession(sslcz);
    expect(await sslcz.initiateRefund(refund(bankTranId, '1250.01', 'too-much'))).toMatchObject({ status: 'failed' });
    expect(await sslcz.initiateRefund(refund('NOSUCHBANKTRAN', '10.00', 'unknown'))).toMatchObject({
      status: 'failed',
      errorReason: 'Invalid bank transaction id',
    });
  });

  it('keeps a refund processing until the bank settles it, refunded or cancelled', async () => {
    const sslcz = client();
    const { bankTranId } = await paidSession(sslcz);
    running.standIn.processingRefunds = 2;
    const settled = await sslcz.initiateRefund(refund(bankTranId, '1250.00', 'whole'));
    expect(settled).toMatchObject({ status: 'processing', refund_ref_id: expect.stringMatching(/^RF/) });
    const refundRefId = String(settled.refund_ref_id);
    expect(await sslcz.refundQuery({ refund_ref_id: refundRefId })).toMatchObject({
      status: 'processing',
      refunded_on: '',
    });
    running.standIn.settleRefund(refundRefId, 'refunded');
    expect(await sslcz.refundQuery({ refund_ref_id: refundRefId })).toMatchObject({ status: 'refunded' });

    const other = await paidSession(sslcz);
    const cancelled = await sslcz.initiateRefund(refund(other.bankTranId, '1250.00', 'whole'));
    running.standIn.settleRefund(String(cancelled.refund_ref_id), 'cancelled');
    expect(await sslcz.refundQuery({ refund_ref_id: String(cancelled.refund_ref_id) })).toMatchObject({
      status: 'cancelled',
    });
    // Nothing went back, so the whole amount can be refunded again: a new refund, not the cancelled one.
    const again = await sslcz.initiateRefund(refund(other.bankTranId, '1250.00', 'whole'));
    expect(again).toMatchObject({ status: 'success' });
    expect(again.refund_ref_id).not.toBe(cancelled.refund_ref_id);
  });

  it('refuses every API call with the wrong store password', async () => {
    const sslcz = client('not-the-password');
    expect(await sslcz.refundQuery({ refund_ref_id: 'RF1' })).toEqual({ APIConnect: 'INVALID_REQUEST' });
    expect(await sslcz.transactionQueryByTransactionId({ tran_id: 'T1' })).toEqual({ APIConnect: 'INVALID_REQUEST' });
  });
});
