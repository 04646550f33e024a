import type { Ref } from 'react';

/** A screen tall until what is below '/''s first screen comes, so the footer stays out of that screen. */
export function BelowPlaceholder({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className="min-h-screen" aria-hidden="true" />;
}
