import { useEffect, useRef } from 'react';

/** Within this many pixels of its end, a list counts as read to the end. */
const AT_END_PX = 24;

/**
 * Keeps a scrolling list at its newest item: when an item is added (`count` changes), and when the
 * list gets shorter while the reader was at its end (the keyboard opened, the composer grew), so the
 * newest message stays in sight instead of sliding under the composer. Answers the ref to put on
 * the list.
 */
export function useScrollAtEnd<T extends HTMLElement>(count: number) {
  const list = useRef<T>(null);
  const atEnd = useRef(true);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    atEnd.current = true;
  }, [count]);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const onScroll = () => {
      atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_END_PX;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const resized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (atEnd.current) element.scrollTop = element.scrollHeight;
          });
    resized?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resized?.disconnect();
    };
  }, []);

  return list;
}
