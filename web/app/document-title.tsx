import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useLocation } from '@/lib/router';
import { isLanguage, pageTitle, siteTitles } from '@shared/domain';

/**
 * A route's `<title>` (its `handle.title`): the deepest route that names one wins, and 'own' means
 * the screen sets its title itself (a listing, from its name). A route without one has the home page's.
 */
export type RouteTitle = { title?: MessageDescriptor | 'own' };

/**
 * Writes the route's title on every navigation. It renders ahead of the page, so a page's own
 * title (`useDocumentTitle`), written in the same commit, comes after it and stays.
 */
export function DocumentTitle({ title }: RouteTitle) {
  const { _, i18n } = useLingui();
  const { key } = useLocation();
  useEffect(() => {
    if (title === 'own') return;
    document.title = title ? pageTitle(_(title)) : siteTitles[isLanguage(i18n.locale) ? i18n.locale : 'en'].home;
  }, [title, _, i18n.locale, key]);
  return null;
}

/** A screen's own title, once it knows it (a listing's name, a category's, an error's). */
export function useDocumentTitle(name: string | undefined) {
  const { key } = useLocation();
  // DocumentTitle writes the route's title again when the language changes or a catalog arrives
  // (a new `_`): this one follows in the same commit, so it stays.
  const { _, i18n } = useLingui();
  useEffect(() => {
    if (name) document.title = pageTitle(name);
  }, [name, key, _, i18n.locale]);
}
