import { startTransition, useEffect, useState } from 'react';

/**
 * False while a screen first renders, true once that render has been painted. Work a visitor does
 * not need for the first look (a carousel's measuring, cards below the fold) waits for it, so the
 * first paint and that work are separate, shorter tasks on a slow phone rather than one long one.
 */
export function useAfterFirstPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // A task queued from a frame callback runs after that frame has been drawn.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
