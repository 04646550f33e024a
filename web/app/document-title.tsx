import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useMatches } from 'react-router';

/**
 * A route's `<title>` (its `handle.title`): the deepest route that names one wins, and 'own' means
 * the screen sets its title itself (a listing, from its name). The home page keeps the shell's.
 */
export type RouteTitle = { title?: MessageDescriptor | 'own' };

export const HOME_TITLE = 'Thanda: second-hand ACs and coolers in Bangladesh';

export function DocumentTitle() {
  const { _ } = useLingui();
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteTitle | undefined)?.title)
    .filter((value) => value !== undefined)
    .at(-1);
  useEffect(() => {
    if (title === 'own') return;
    document.title = title ? `${_(title)} · Thanda` : HOME_TITLE;
  }, [title, _]);
  return null;
}
