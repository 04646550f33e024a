import type { StorageBindings } from '../lib/storage-proxy';

type D1 = StorageBindings['DB'];

/** Statements sent in one batch to time them: the proxy's round trip, shared by all, then counts for little. */
export const BATCH = 25;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Milliseconds per statement: a batch of BATCH copies timed as one round trip, less the same batch of
 * `SELECT 1` (the proxy's and D1's own cost of any statement), divided by BATCH; the median of `runs`.
 */
export async function timePerStatement(db: D1, statement: ReturnType<D1['prepare']>, runs: number) {
  const baseline = db.prepare('SELECT 1');
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    let started = performance.now();
    await db.batch(Array.from({ length: BATCH }, () => baseline));
    const empty = performance.now() - started;
    started = performance.now();
    await db.batch(Array.from({ length: BATCH }, () => statement));
    times.push((performance.now() - started - empty) / BATCH);
  }
  return median(times);
}
