import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport, type NearViewportOptions } from './use-near-viewport';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function Probe(options: NearViewportOptions) {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearViewport(ref, options) ? 'near' : 'far'}</div>;
}

/** A stand-in for the browser's observer: the test says when the element comes near. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of observers)
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, report };
}

describe('useNearViewport', () => {
  it('stays false while the element is further than a screen away, and turns true as it comes near', () => {
    const { observers, report } = stubObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observers[0]?.options?.rootMargin).toBe('100% 0px');
    report(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    report(true);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('turns true on a key press, as Tab may be on its way into the element', () => {
    stubObserver();
    render(<Probe />);
    act(() => {
      fireEvent.keyDown(window, { key: 'Tab' });
    });
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('counts as near what the given margin says', () => {
    const { observers } = stubObserver();
    render(<Probe margin="0px" />);
    expect(observers[0]?.options?.rootMargin).toBe('0px');
  });

  it('turns true on the first scroll when asked to, and only then', () => {
    stubObserver();
    const { unmount } = render(<Probe />);
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.getByText('far')).toBeInTheDocument();
    unmount();

    render(<Probe whenScrolled />);
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('is true at once when asked to count a scroll and the page was scrolled before it started', () => {
    stubObserver();
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
    render(<Probe whenScrolled />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('turns true the given time after the page has loaded, when asked to', () => {
    vi.useFakeTimers();
    stubObserver();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(<Probe afterLoadMs={5000} />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    // Counted from the page's load, not from the hook's start.
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('counts the time from its own start on a page that had already loaded', () => {
    vi.useFakeTimers();
    stubObserver();
    render(<Probe afterLoadMs={5000} />);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
