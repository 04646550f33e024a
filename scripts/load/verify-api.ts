/**
 * Zero lost writes, as users see it: each buyer's orders and wish list, each paid booking, each
 * seller's own list and the public list hold exactly what the Worker acknowledged.
 */
import type { Account } from './accounts';
import type { Ledger } from './ledger';
import { inBatches } from './pacing';
import type { Recorder } from './recorder';
import type { Checks } from './report';

type Listed = { _id: string; paid?: boolean; productSold?: boolean };

export async function checkThroughApi(api: Recorder, ledger: Ledger, accounts: Account[], checks: Checks) {
  const paidBookings = new Set(ledger.payments.map((p) => p.bookingId));
  const soldProducts = new Set(ledger.payments.map((p) => p.productId));
  const boughtBy = new Set(ledger.payments.map((p) => `${p.buyer} ${p.productId}`));
  const problems = {
    orders: 0,
    ordersPaid: 0,
    wishes: 0,
    wishesPaid: 0,
    bookings: 0,
    own: 0,
    ownSold: 0,
    publicSold: 0,
  };

  await inBatches(accounts, 8, async (account) => {
    const q = `?email=${encodeURIComponent(account.email)}`;
    const token = account.token;
    if (account.role === 'buyer') {
      const orders = await api.call<Listed[]>('verify: GET /myorders', `/api/myorders${q}`, { token, expect: [200] });
      const byId = new Map((orders.status === 200 ? orders.body : []).map((o) => [o._id, o]));
      for (const b of ledger.bookings.filter((b) => b.buyer === account.email)) {
        const order = byId.get(b.id);
        if (!order) problems.orders++;
        else if (paidBookings.has(b.id) && !order.paid) problems.ordersPaid++;
      }
      const wishes = await api.call<Listed[]>('verify: GET /wishlist', `/api/wishlist${q}`, { token, expect: [200] });
      const wishById = new Map((wishes.status === 200 ? wishes.body : []).map((w) => [w._id, w]));
      for (const w of ledger.wishes.filter((w) => w.buyer === account.email)) {
        const item = wishById.get(w.id);
        if (!item) problems.wishes++;
        else if (boughtBy.has(`${account.email} ${w.productId}`) && !item.paid) problems.wishesPaid++;
      }
    } else {
      const own = await api.call<Listed[]>(
        'verify: GET /product/:sellerEmail',
        `/api/product/${encodeURIComponent(account.email)}`,
        { token, expect: [200] },
      );
      const byId = new Map((own.status === 200 ? own.body : []).map((p) => [p._id, p]));
      const listed = ledger.products.filter((p) => p.seller === account.email);
      for (const p of listed) {
        const product = byId.get(p.id);
        if (!product) problems.own++;
        else if (soldProducts.has(p.id) && !product.paid) problems.ownSold++;
      }
      const open = await api.call<Listed[]>(
        'verify: GET /allproduct?seller=',
        `/api/allproduct?seller=${encodeURIComponent(account.id)}&limit=100`,
        { expect: [200] },
      );
      for (const p of open.status === 200 ? open.body : []) if (soldProducts.has(p._id)) problems.publicSold++;
    }
  });
  await inBatches(ledger.payments, 8, async (payment) => {
    const buyer = accounts.find((a) => a.email === payment.buyer)!;
    const res = await api.call<Listed>('verify: GET /bookings/:id', `/api/bookings/${payment.bookingId}`, {
      token: buyer.token,
      expect: [200],
    });
    if (res.status !== 200 || !res.body.paid || !res.body.productSold) problems.bookings++;
  });

  const count = (what: string, n: number, detail: string) =>
    checks.add(`API: ${what}`, n === 0, n ? `${n} ${detail}` : '');
  count('every acknowledged booking is in its buyer’s orders', problems.orders, 'missing');
  count('every paid booking shows paid in My Orders', problems.ordersPaid, 'not paid');
  count('every acknowledged wish-list item is in its buyer’s wish list', problems.wishes, 'missing');
  count('a bought wish-list item shows paid', problems.wishesPaid, 'not paid');
  count('every paid booking answers paid and sold (GET /bookings/:id)', problems.bookings, 'wrong');
  count('every acknowledged product is in its seller’s list', problems.own, 'missing');
  count('every product sold by a payment shows sold to its seller', problems.ownSold, 'not sold');
  count('no product sold by a payment is still in the public list', problems.publicSold, 'still listed');
}
