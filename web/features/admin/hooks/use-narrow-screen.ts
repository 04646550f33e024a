import { useSyncExternalStore } from 'react';

/** UnoCSS's `sm` breakpoint (640 px): below it, the admins' tables show a card per person. */
const NARROW = '(max-width: 639.98px)';

const media = () => (typeof matchMedia === 'function' ? matchMedia(NARROW) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's, narrower than 640 px; it follows a rotated phone or a resized window. */
export const useNarrowScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
