import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * False until the element comes within a screen's height of the viewport, or the visitor presses a
 * key (Tab may be on its way into it); true at once in a browser that cannot tell. Work for what is
 * further down a page (a carousel's measuring) then waits for the visitor to come near it instead of
 * lengthening the page's start on a slow phone.
 */
export function useNearViewport(ref: RefObject<Element | null>) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const arrive = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) arrive();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    window.addEventListener('keydown', arrive);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', arrive);
    };
  }, [ref, near]);
  return near;
}
