import type { I18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';
import { startTransition, useEffect, useState } from 'react';

/** What a redraw would change: the language, and how many texts it has loaded (catalogs only add). */
const loadedTexts = (i18n: I18n) => `${i18n.locale}:${Object.keys(i18n.messages).length}`;

/** A new context, and a new `i18n` identity in it, so whatever memoised a text computes it again. */
const contextOf = (i18n: I18n) => ({
  loaded: loadedTexts(i18n),
  value: { i18n: new Proxy(i18n, {}), _: i18n.t.bind(i18n) } satisfies I18nContext,
});

/**
 * Lingui's context for the SPA, redrawn as a transition when a catalog loads or the language
 * changes. Lingui's own provider subscribes through useSyncExternalStore, whose updates React
 * renders synchronously: each screen's catalog arriving after the first render redrew every
 * translated component in one task (52–63 ms of this machine's CPU on '/', four times that on the
 * phone Lighthouse simulates). As a transition React draws it in slices and keeps taps answered.
 */
export function I18nTransitionProvider({ i18n, children }: { i18n: I18n; children: React.ReactNode }) {
  const [context, setContext] = useState(() => contextOf(i18n));
  useEffect(() => {
    const redraw = () => startTransition(() => setContext(contextOf(i18n)));
    const unsubscribe = i18n.on('change', redraw);
    // A catalog that came between the first render and this subscription.
    if (loadedTexts(i18n) !== context.loaded) redraw();
    return unsubscribe;
    // Subscribed once per instance: `context` is read only to catch up on a missed change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n]);
  return <LinguiContext.Provider value={context.value}>{children}</LinguiContext.Provider>;
}
