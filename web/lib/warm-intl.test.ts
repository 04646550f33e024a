import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl';

/** A worker that records what the page sent it and whether the page ended it. */
class FakeWorker {
  static made: FakeWorker[] = [];
  sent: unknown[] = [];
  terminated = false;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWorker.made.push(this);
  }
  postMessage(data: unknown) {
    this.sent.push(data);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeWorker.made = [];
});

describe('warming Intl up off the page', () => {
  it("gives a worker the page's locale and ends it once it has made the formatters", () => {
    vi.stubGlobal('Worker', FakeWorker);
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    warmIntl('bn-BD');
    const worker = FakeWorker.made[0]!;
    expect(worker.url).toMatch(/^blob:/);
    expect(worker.sent).toEqual(['bn-BD']);
    expect(worker.terminated).toBe(false);
    worker.onmessage?.();
    expect(worker.terminated).toBe(true);
    expect(revoke).toHaveBeenCalledWith(worker.url);
  });

  it('ends a worker that failed, and leaves the page working when none can start', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmIntl('en-GB');
    const worker = FakeWorker.made[0]!;
    worker.onerror?.();
    expect(worker.terminated).toBe(true);

    vi.stubGlobal(
      'Worker',
      vi.fn(() => {
        throw new DOMException('Refused by the content security policy', 'SecurityError');
      }),
    );
    expect(() => warmIntl('en-GB')).not.toThrow();
  });
});
