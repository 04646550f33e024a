/**
 * React's own `useSyncExternalStore`, which the build gives @lingui/react in place of the shim it
 * imports for React 17 (vite.config.ts): the shim is 0.2 KB of every page's first render, for a
 * hook React 18 and later have.
 */
export { useSyncExternalStore } from 'react';
