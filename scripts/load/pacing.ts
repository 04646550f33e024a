/** Bounded concurrency and pacing, so the tests stay honest users of the Worker's abuse limits. */

/** Maps `items` through `work`, at most `concurrency` at a time, keeping their order. */
export async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  });
  await Promise.all(lanes);
  return results;
}

/**
 * At most `limit` events in any window of `windowMs`. The Worker's limiters count in fixed
 * one-minute windows, and staying under the limit in every sliding window keeps under it in those.
 */
export class SlidingWindow {
  readonly #times: number[] = [];

  constructor(
    readonly limit: number,
    readonly windowMs = 60_000,
  ) {}

  /** Takes `n` events from the budget if they all fit now. */
  tryTake(n = 1) {
    const now = Date.now();
    while (this.#times.length && this.#times[0]! <= now - this.windowMs) this.#times.shift();
    if (this.#times.length + n > this.limit) return false;
    for (let i = 0; i < n; i++) this.#times.push(now);
    return true;
  }

  /** Waits (bounded) until one event fits, for work that must happen but may wait its turn. */
  async take(timeoutMs = 65_000) {
    const deadline = Date.now() + timeoutMs;
    while (!this.tryTake()) {
      if (Date.now() > deadline) throw new Error(`No room under ${this.limit} per ${this.windowMs / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
