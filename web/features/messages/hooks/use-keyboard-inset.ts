import { useEffect, useState } from 'react';

/**
 * How many pixels at the bottom of the layout viewport the on-screen keyboard covers, to lift what
 * is pinned there above it. Android's Chrome resizes the layout viewport itself (index.html's
 * `interactive-widget=resizes-content`), so this stays 0 there; Safari on iOS only shrinks the
 * visual viewport, which this follows. 0 while the page is pinch-zoomed, when the visual viewport is
 * smaller for another reason.
 */
export function useKeyboardInset() {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const measure = () => {
      const zoomed = Math.abs(viewport.scale - 1) > 0.01;
      const covered = window.innerHeight - viewport.height - viewport.offsetTop;
      setInset(zoomed ? 0 : Math.max(0, Math.round(covered)));
    };
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
    };
  }, []);
  return inset;
}
