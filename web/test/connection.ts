import { afterEach } from 'vitest';

/** `navigator.connection` as Chromium gives it; happy-dom, like Safari and Firefox, has none. */
export class FakeConnection extends EventTarget {
  constructor(
    public saveData = false,
    public effectiveType = '4g',
  ) {
    super();
  }

  /** Changes what it says, and tells as the browser does. */
  set(change: { saveData?: boolean; effectiveType?: string }) {
    Object.assign(this, change);
    this.dispatchEvent(new Event('change'));
  }
}

/** Gives `navigator` a connection until the test ends (this module takes it away after each test). */
export function stubConnection(connection = new FakeConnection()) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  return connection;
}

/** A browser asking pages to save data (its setting on, as Chromium's `Save-Data: on`). */
export const savingData = () => stubConnection(new FakeConnection(true));

afterEach(() => {
  delete (navigator as { connection?: unknown }).connection;
});
