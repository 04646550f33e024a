import { useEffect, useState } from 'react';
import { useSearchParams } from '@/lib/router';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A table's search box kept in the address as `?q=` (a reload or a shared link keeps it): `text`
 * is the box as typed, `q` the search the address holds, which follows the typing once it pauses.
 * The address is replaced rather than pushed, so Back leaves the table instead of undoing letters.
 */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(q);
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    // Back, Forward or a link changed the address: the box shows its search. A box that only differs
    // by spaces is left alone, so a space typed between two words survives the search it started.
    setSeen(q);
    if (text.trim() !== q) setText(q);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === q) return;
    const timer = setTimeout(() => setParams(wanted ? { q: wanted } : {}, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  return { text, setText, q };
}
