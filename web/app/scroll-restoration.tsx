import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

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

  useLayoutEffect(() => {
    current.current = location.key;
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    // The page the document opened at stays where the browser has it: a reader may have scrolled
    // the HTML's first screen before the SPA took over, or reloaded the page.
    else if (location.key !== openedAt) {
      const anchor = anchorOf(location.hash);
      if (anchor) anchor.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    // Back returns here even if the reader never scrolls this page.
    positions.set(location.key, window.scrollY);
  }, [location.key, location.hash, navigationType]);

  return null;
}
