import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';

/**
 * A route's `<title>` (its `handle.title`): the deepest route that names one wins, and 'own' means
 * the screen sets its title itself (a listing, from its name). The home page keeps the shell's.
 */
export type RouteTitle = { title?: MessageDescriptor | 'own' };

export const HOME_TITLE = 'Thanda: second-hand ACs and coolers in Bangladesh';

const pageTitle = (name: string) => `${name} · Thanda`;

/**
 * Writes the route's title on every navigation. The layout renders it ahead of the page, so a
 * page's own title (`useDocumentTitle`), written in the same commit, comes after it and stays.
 */
export function DocumentTitle() {
  const { _ } = useLingui();
  const { key } = useLocation();
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteTitle | undefined)?.title)
    .filter((value) => value !== undefined)
    .at(-1);
  useEffect(() => {
    if (title === 'own') return;
    document.title = title ? pageTitle(_(title)) : HOME_TITLE;
  }, [title, _, key]);
  return null;
}

/** A screen's own title, once it knows it (a listing's name, a category's, an error's). */
export function useDocumentTitle(name: string | undefined) {
  const { key } = useLocation();
  // DocumentTitle writes the route's title again when the language changes: this one follows.
  const { i18n } = useLingui();
  useEffect(() => {
    if (name) document.title = pageTitle(name);
  }, [name, key, i18n.locale]);
}
