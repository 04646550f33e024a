/**
 * How much of the page's long tasks its main thread spent running rather than waiting for a CPU.
 *
 * Lighthouse's simulated total blocking time scales each task's wall time, as this machine observed
 * it, by 4. On a 2-core machine that also runs the local stack and Lighthouse, the page's main thread
 * is often descheduled in the middle of a task, and the waiting is scaled as if it were work: a
 * listing's long tasks once took 267 ms of wall time for 69 ms of CPU (TBT 951 ms). The share printed
 * beside the scores tells a run on a busy host from a slower page.
 */

/** The fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, in µs. */
  dur?: number;
  /** Time the thread ran, in µs. */
  tdur?: number;
}

/** Lighthouse counts a task's time over 50 ms at a 4× slower CPU: 12.5 ms as observed. */
const LONG_TASK_US = 12_500;

export interface MainThreadShare {
  wallMs: number;
  cpuMs: number;
  /** cpuMs / wallMs: 1 when the page had a CPU to itself throughout its long tasks. */
  share: number;
  /**
   * Lighthouse's sum (each task's time at 4× over 50 ms), from the time the thread ran rather than
   * the wall time: an estimate of the page's blocking time on a host with a CPU free for it, not
   * Lighthouse's figure (which also simulates when each task starts).
   */
  cpuBlockingMs: number;
}

/**
 * The renderer's main thread's long tasks that end after the first contentful paint (those
 * Lighthouse's blocking time counts): their wall time and the time the thread ran. Null when the
 * trace has no first paint or no long task after it, or records no thread time.
 */
export function mainThreadShare(events: readonly TraceEvent[]): MainThreadShare | null {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  let wall = 0;
  let cpu = 0;
  let blocking = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== paint.pid || event.tid !== paint.tid) continue;
    const duration = event.dur ?? 0;
    if (duration < LONG_TASK_US || event.ts + duration <= paint.ts || event.tdur === undefined) continue;
    wall += duration;
    cpu += event.tdur;
    blocking += Math.max(0, event.tdur - LONG_TASK_US);
  }
  if (wall === 0) return null;
  return { wallMs: wall / 1000, cpuMs: cpu / 1000, share: cpu / wall, cpuBlockingMs: (blocking * 4) / 1000 };
}
