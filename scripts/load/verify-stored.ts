/** Zero lost writes: every acknowledged write is in D1, as acknowledged, and the fulfilment rules hold. */
import type { Ledger } from './ledger';
import type { Checks } from './report';
import type { StoredRows } from './stored-data';

function missingOf<A extends { id: string }, S extends { id: string }>(
  acked: A[],
  stored: S[],
  same: (a: A, s: S) => boolean,
) {
  const byId = new Map(stored.map((row) => [row.id, row]));
  return acked.filter((a) => {
    const row = byId.get(a.id);
    return !row || !same(a, row);
  });
}

export function checkStoredWrites(ledger: Ledger, rows: StoredRows, checks: Checks) {
  const report = (what: string, acked: number, missing: number) =>
    checks.add(`D1 holds every acknowledged ${what}`, missing === 0, `${acked} acknowledged, ${missing} missing`);
  report(
    'product',
    ledger.products.length,
    missingOf(ledger.products, rows.products, (a, s) => a.seller === s.seller).length,
  );
  report(
    'booking',
    ledger.bookings.length,
    missingOf(ledger.bookings, rows.bookings, (a, s) => a.buyer === s.buyer && a.productId === s.productId).length,
  );
  report(
    'wish-list item',
    ledger.wishes.length,
    missingOf(ledger.wishes, rows.wishes, (a, s) => a.buyer === s.buyer && a.productId === s.productId).length,
  );
  report(
    'payment',
    ledger.payments.length,
    missingOf(
      ledger.payments,
      rows.payments,
      (a, s) => a.bookingId === s.bookingId && a.productId === s.productId && a.transactionId === s.transactionId,
    ).length,
  );
}

/** Writes in D1 that no client heard acknowledged: none when every request got its answer. */
export function unacknowledgedRows(ledger: Ledger, rows: StoredRows) {
  const extra = <T extends { id: string }>(acked: { id: string }[], stored: T[]) => {
    const ids = new Set(acked.map((a) => a.id));
    return stored.filter((s) => !ids.has(s.id));
  };
  return {
    products: extra(ledger.products, rows.products),
    bookings: extra(ledger.bookings, rows.bookings),
    wishes: extra(ledger.wishes, rows.wishes),
    payments: extra(ledger.payments, rows.payments),
  };
}

export function checkFulfilmentRules(broken: { rule: string; ids: string[] }[], checks: Checks) {
  for (const { rule, ids } of broken)
    checks.add(`D1: ${rule}`, ids.length === 0, ids.length ? `${ids.length} rows, e.g. ${ids[0]}` : '');
}
