import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@/lib/router';

/** Where each page of this visit was scrolled to, by its history entry. */
const positions = new Map<string, number>();
/** The history entry this document opened at: the error page's own layout must not take its place. */
let openedAt: string | undefined;

/** The element an address's anchor names, if any (an anchor that is not valid URI text names none). */
export function anchorOf(hash: string) {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

/**
 * A new page opens at its top (or at the anchor its address names); Back and Forward return to
 * where the reader was on that page.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry scroll positions are recorded for: set in the commit that shows its page, before
  // any scroll event of the new page can arrive.
  const current = useRef(location.key);
  openedAt ??= location.key;

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      positions.set(current.current, window.scrollY);
    };
    // Leaving the document (a reload, another site), the browser keeps and restores the position
    // itself; back from its page cache, this page does it again.
    const leave = () => {
      window.history.scrollRestoration = 'auto';
    };
    const back = () => {
      window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      leave();
    };
  }, []);

  const { key, hash } = location;
  useLayoutEffect(() => {
    current.current = key;
    // Back returns to each page even if the reader never scrolls it: its position is recorded now.
    const record = () => positions.set(key, window.scrollY);
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (key === openedAt) {
      // The page the document opened at stays where the browser has it: a reader may have scrolled
      // the HTML's first screen before the SPA took over, or reloaded the page. Its position is
      // read once the first frame is drawn: read here, it would draw the whole page's first layout
      // inside this commit, one long task (~40 ms at a slow phone's speed) where the phone cannot
      // answer a tap.
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (current.current === key && !positions.has(key)) record();
        }),
      );
      // A shared link's anchor (`/seller/…#for-sale`) the browser could not find in the HTML.
      if (hash && !anchorOf(hash)) return followWhenItArrives(hash);
      return;
    } else {
      const anchor = anchorOf(hash);
      if (anchor) anchor.scrollIntoView();
      else {
        window.scrollTo(0, 0);
        if (hash) {
          record();
          return followWhenItArrives(hash);
        }
      }
    }
    record();
  }, [key, hash, navigationType]);

  return null;
}

/**
 * A page whose data comes after it opens (a seller's profile at `#for-sale`) draws its anchor
 * later: it is followed when it appears, unless the reader has moved the page first.
 */
function followWhenItArrives(hash: string) {
  const stop = () => {
    observer.disconnect();
    for (const event of READER_MOVES) window.removeEventListener(event, stop);
  };
  const observer = new MutationObserver(() => {
    const anchor = anchorOf(hash);
    if (!anchor) return;
    stop();
    anchor.scrollIntoView();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  for (const event of READER_MOVES) window.addEventListener(event, stop, { passive: true });
  return stop;
}

const READER_MOVES = ['wheel', 'touchstart', 'keydown'] as const;
