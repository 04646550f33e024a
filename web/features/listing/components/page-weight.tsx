import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatNumber } from '@/lib/format';

/** Bytes as the line says them: in tens of KB (of 1000 bytes), at least 10; 0 for none. */
const roundedKb = (bytes: number) => (bytes === 0 ? 0 : Math.max(10, Math.round(bytes / 10_000) * 10));

const pathOf = (entry: PerformanceEntry) => new URL(entry.name).pathname;

/**
 * When this listing's page began, on the clock of the browser's timings, so a visit's earlier pages
 * do not count: when the SPA asked for the listing's data, the page's first request; else, when the
 * document itself is this listing's page (its data came in the HTML), the document's start, so its
 * HTML and code count too; else (the data was in the SPA's cache) now.
 */
function pageStart(listingId: string) {
  const data = `/api/listings/${encodeURIComponent(listingId)}`;
  const asked = performance.getEntriesByType('resource').filter((entry) => pathOf(entry) === data);
  if (asked.length > 0) return asked.at(-1)!.startTime;
  const page = `/listing/${encodeURIComponent(listingId)}`;
  const opening = performance.getEntriesByType('navigation')[0];
  const opened = opening && (pathOf(opening) === page || pathOf(opening).startsWith(`${page}/`));
  return opened ? 0 : performance.now();
}

/**
 * What the network carried for this page, in KB (`roundedKb`): each response's `transferSize` (its
 * headers and its body as sent, compressed). One from the browser's cache counts 0, as it cost
 * nothing (`encodedBodySize` would count what the cache saved). Another site's answer without
 * `Timing-Allow-Origin` also says 0, which is why the line says "about".
 */
function useKbUsed(listingId: string) {
  const [kb, setKb] = useState(0);
  useEffect(() => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('resource'))
      return;
    const since = pageStart(listingId);
    let total = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries)
        if (entry.startTime >= since) total += (entry as PerformanceResourceTiming).transferSize || 0;
      // The same rounded figure renders nothing again.
      setKb(roundedKb(total));
    };
    add(performance.getEntriesByType('navigation'));
    // Every response as it ends (the photos after the page's first render), the earlier ones first.
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'resource', buffered: true });
    return () => observer.disconnect();
  }, [listingId]);
  return kb;
}

/**
 * "This page used about 240 KB", small at the foot of a listing's page, for a visitor paying for
 * each megabyte; rounded to 10 KB, and growing as photos load. Browsers that do not tell (Safari
 * before 16.4) show nothing.
 */
export function PageWeight({ listingId }: { listingId: string }) {
  const used = useKbUsed(listingId);
  if (used === 0) return null;
  const kb = formatNumber(used);
  return (
    <p className="mt-10 text-center text-xs text-slate-500">
      <Trans>This page used about {kb} KB</Trans>
    </p>
  );
}
