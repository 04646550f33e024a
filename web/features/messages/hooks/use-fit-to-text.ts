import { useLayoutEffect, useRef } from 'react';

/**
 * Sizes a textarea to its text on every change, before it is painted: it grows line by line up to
 * its CSS `max-height`, then scrolls, and shrinks back when the text is sent. Answers the ref to
 * put on the textarea.
 */
export function useFitToText(text: string) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    const borders = element.offsetHeight - element.clientHeight;
    element.style.height = `${element.scrollHeight + borders}px`;
  }, [text]);
  return textarea;
}
