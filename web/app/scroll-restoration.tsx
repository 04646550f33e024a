import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each page of this visit was scrolled to, by its history entry. */
const positions = new Map<string, number>();

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
  const opened = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      positions.set(current.current, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      window.removeEventListener('scroll', record);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    // The page the tab opened at stays where the browser has it: a reader may have scrolled the
    // HTML's first screen before the SPA took over.
    else if (location.key !== opened.current) {
      const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (anchor) anchor.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    // Back returns here even if the reader never scrolls this page.
    positions.set(location.key, window.scrollY);
  }, [location.key, location.hash, navigationType]);

  return null;
}
