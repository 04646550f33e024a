/**
 * Whether the visitor's browser asks pages to save data: its data-saving setting (what it also
 * sends as `Save-Data: on`, which the Worker reads for a listing's first screen) or a connection it
 * measures as 2G. Cards then load their 320 px copies, the gallery a photo only when tapped, and
 * the carousels do not play by themselves. On the first render's path: keep it this small.
 */
import { useSyncExternalStore } from 'react';

/** The Network Information API's part we read; Safari and Firefox have none. */
type Connection = EventTarget & { saveData?: boolean; effectiveType?: string };

const connection = () =>
  typeof navigator === 'undefined' ? undefined : (navigator as { connection?: Connection }).connection;

// Not '3g': Chromium says it for anything under ~700 kbit/s, where an 800 px copy (~33 KB) still
// loads in about a second, and for a large share of phones here. Taking their gallery and
// carousels away for that is not what they asked for; '2g' (under ~70 kbit/s) is.
const SLOW = ['slow-2g', '2g'];

/** Whether to save data now. */
export function isDataSaver() {
  const current = connection();
  return current?.saveData === true || SLOW.includes(current?.effectiveType ?? '');
}

/** Calls `listener` when the connection changes (the setting, or its measured speed); returns the unsubscribe. */
export function onDataSaverChange(listener: () => void) {
  const current = connection();
  current?.addEventListener('change', listener);
  return () => current?.removeEventListener('change', listener);
}

/** `isDataSaver()`, rendering again when it changes. */
export const useDataSaver = () => useSyncExternalStore(onDataSaverChange, isDataSaver, () => false);
