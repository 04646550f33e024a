import { startTransition, useEffect, useState, type RefObject } from 'react';

export interface NearViewportOptions {
  /** How near counts, as IntersectionObserver's `rootMargin`: a screen's height above and below by default. */
  margin?: string;
  /**
   * Also true once the page scrolls at all: what is a little further down starts coming while the
   * visitor makes their way to it, rather than at the page's start (someone who leaves from the
   * first screen never pays for it).
   */
  whenScrolled?: boolean;
  /**
   * Also true this long (ms) after the page has loaded (or after the hook starts, if later),
   * whatever the visitor does: what a screen reader, find-in-page or someone who never scrolls
   * would otherwise never get.
   */
  afterLoadMs?: number;
}

/**
 * False until the element comes near the viewport (within a screen's height), or the visitor presses a
 * key (Tab may be on its way into it); true at once in a browser that cannot tell. Work for what is
 * further down a page (a carousel's measuring) then waits for the visitor to come near it instead of
 * lengthening the page's start on a slow phone.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { margin = '100% 0px', whenScrolled = false, afterLoadMs }: NearViewportOptions = {},
) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const arrive = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) arrive();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    window.addEventListener('keydown', arrive);
    if (whenScrolled) {
      // Scrolled before the app took over the page's HTML: no scroll event may follow.
      if (window.scrollY > 0) arrive();
      window.addEventListener('scroll', arrive, { passive: true });
    }
    let timer: number | undefined;
    const wait = () => {
      timer = window.setTimeout(arrive, afterLoadMs);
    };
    if (afterLoadMs !== undefined) {
      if (document.readyState === 'complete') wait();
      else window.addEventListener('load', wait, { once: true });
    }
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('load', wait);
      observer.disconnect();
      window.removeEventListener('keydown', arrive);
      window.removeEventListener('scroll', arrive);
    };
  }, [ref, near, margin, whenScrolled, afterLoadMs]);
  return near;
}
