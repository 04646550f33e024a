const DAY = 86_400_000;

/**
 * Moves this test file's clock `days` ahead: `Date.now()` and `new Date()` read the shifted time,
 * dates built from a value stay as given. Fake timers installed later start from the shifted time.
 */
export function shiftClock(days: number) {
  if (!days) return;
  const offset = days * DAY;
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
