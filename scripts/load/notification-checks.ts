/**
 * The load mix's notifications (docs/decisions/028), read straight from D1 once the queue has had
 * time to drain: every acknowledged booking told its seller once, every payment held told its seller
 * once; none lost, none twice.
 */
import { readRetrying, storageProxy } from '../lib/storage-proxy';
import type { Ledger } from './ledger';
import type { Checks } from './report';

interface Notice {
  kind: string;
  key: string;
}

async function readNotices(stateDir: string, since: number) {
  const platform = await storageProxy(stateDir);
  try {
    return await readRetrying<Notice[]>(
      async () =>
        (
          await platform.env.DB.prepare(
            // Every seller's: the mix also books listings of sellers from before this run.
            `SELECT kind, key FROM notifications WHERE kind IN ('booking', 'payment-held') AND created_at >= ?1`,
          )
            .bind(since)
            .all<Notice>()
        ).results,
    );
  } finally {
    await platform.dispose();
  }
}

/** How many notifications each acknowledged booking and payment has (a booking's key is `booking:<id>:<ms>`). */
function counts(ledger: Ledger, notices: Notice[]) {
  const told = new Map<string, number>();
  for (const notice of notices) {
    const event = notice.kind === 'booking' ? notice.key.split(':')[1]! : notice.key.slice('payment-held:'.length);
    told.set(event, (told.get(event) ?? 0) + 1);
  }
  const of = (ids: string[]) => ids.map((id) => told.get(id) ?? 0);
  return { bookings: of(ledger.bookings.map((b) => b.id)), payments: of(ledger.payments.map((p) => p.id)) };
}

/** Waits up to `waitMs` for every acknowledged event's notification, then checks none is missing or doubled. */
export async function checkNotifications(
  stateDir: string,
  /** When the run began: its notifications are written after. */
  since: number,
  ledger: Ledger,
  checks: Checks,
  waitMs = 120_000,
) {
  const started = Date.now();
  let told = counts(ledger, await readNotices(stateDir, since));
  const allThere = () => [...told.bookings, ...told.payments].every((n) => n > 0);
  while (!allThere() && Date.now() - started < waitMs) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    told = counts(ledger, await readNotices(stateDir, since));
  }
  const report = (what: string, found: number[]) => {
    const lost = found.filter((n) => n === 0).length;
    const twice = found.filter((n) => n > 1).length;
    checks.add(
      `every ${what} told its seller once (notifications)`,
      lost === 0 && twice === 0,
      `${found.length} ${what}s, ${lost} not told, ${twice} told more than once, after ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  };
  report('booking', told.bookings);
  report('payment held', told.payments);
}
