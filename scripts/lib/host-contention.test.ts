import { describe, expect, it } from 'vitest';
import { mainThreadShare, type TraceEvent } from './host-contention';

const MAIN = { pid: 1, tid: 7 };
const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: 1_000_000 };
const task = (ts: number, dur: number, tdur: number, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts,
  dur,
  tdur,
});

describe('mainThreadShare', () => {
  it("sums the main thread's long tasks from the first paint on, as wall time and as the time it ran", () => {
    const share = mainThreadShare([
      paint,
      task(990_000, 40_000, 30_000), // ends after the paint: counted
      task(1_100_000, 60_000, 15_000),
      task(900_000, 50_000, 50_000), // over before the paint
      task(1_200_000, 12_000, 12_000), // short: Lighthouse does not count it
      task(1_300_000, 80_000, 80_000, { pid: 1, tid: 8 }), // another thread
      { name: 'Layout', ph: 'X', ...MAIN, ts: 1_100_000, dur: 30_000, tdur: 30_000 },
    ]);
    // At 4×: the first ran 120 ms (70 over 50), the second 60 ms (10 over).
    expect(share).toEqual({ wallMs: 100, cpuMs: 45, share: 0.45, cpuBlockingMs: 80 });
  });

  it('has no figure without a first paint, without a long task after it, or without thread times', () => {
    expect(mainThreadShare([task(1_100_000, 60_000, 60_000)])).toBeNull();
    expect(mainThreadShare([paint, task(1_100_000, 10_000, 10_000)])).toBeNull();
    expect(mainThreadShare([paint, { name: 'RunTask', ph: 'X', ...MAIN, ts: 1_100_000, dur: 60_000 }])).toBeNull();
  });
});
