import './lib/zod-jitless';
import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageLocales } from '@shared/domain';
import { FIRST_SCREEN_ATTRIBUTE } from '@shared/listing-data';
import { AppProviders, queryClient } from './app/providers';
import { AppRouter, startFirstRoute } from './app/router';
import { completeIconSprite } from './lib/icon-sprite';
import { activateLanguage, loadArea, pageLanguage, showLanguageInAddress } from './lib/i18n';
import { warmPlaceNames } from './lib/place-names';
import { loadSettings } from './lib/settings';
import { warmIntl } from './lib/warm-intl';

/**
 * Runs `work` in a task of its own, after the one evaluating this code. Lighthouse counts the time of
 * a task over 50 ms at its 4× slower CPU as blocking taps, and that task also started the first
 * route (320 ms at 4× with the data router then), the worker below (~8 ms here) and React's root
 * (~10 ms) before each moved out (decision 005).
 */
const inTaskOfItsOwn = <T,>(work: () => T) => new Promise((resolve) => setTimeout(resolve)).then(work);
/** Runs `work` once the page has loaded and the browser is idle (Safari has no idle callback: a second later). */
function whenLoadedAndIdle(work: () => void) {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(work, { timeout: 5000 })
      : window.setTimeout(work, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
// Before anything reads the address: a Bangla page's paths are under /bn, and a Bangla reader who
// opened an English address is shown the Bangla one, the link to share (issue 63).
showLanguageInAddress(pageLanguage());
// First: ICU's locale list builds on a worker's thread while the page's first route downloads.
void inTaskOfItsOwn(() => warmIntl(languageLocales[pageLanguage()]));
// A transition lets React render the first screen in slices, yielding to the browser between them,
// instead of in one long task that blocks taps (the performance targets: total blocking time). The shell from
// index.html stays on screen until it is done.
// The page's language catalog (a small chunk) and the deployment's currency first: the first
// render is then in that language, with the prices as payments take them. A page whose HTML shows
// its first screen (a listing's page, worker/pages/listing-shell.ts; '/', its hero) also keeps that
// screen until its route's code is in, rather than a loader in its place, and the data that sizes
// it: the home's categories, so what is below them does not jump when they come.
warmPlaceNames(pageLanguage());
const firstScreenInHtml = document.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}]`) !== null;
// Opened offline (the service worker served the shell): the app's copy of what was seen last goes
// into the cache before the first route asks for its data, which then waits for the network, so
// the first render shows the copy instead (web/app/offline). Nothing of it loads otherwise.
const startsOffline = !navigator.onLine;
const offline = () => import('./app/offline/start-offline');
const offlineCopy = startsOffline ? offline().then((m) => m.openOffline(queryClient)) : undefined;
// The first page's code and data start loading.
const startRoute = () => {
  const started = startFirstRoute();
  return firstScreenInHtml && !startsOffline ? started : undefined;
};
const firstRoute = inTaskOfItsOwn(() =>
  offlineCopy ? offlineCopy.catch(() => undefined).then(startRoute) : startRoute(),
);
const root = inTaskOfItsOwn(() => createRoot(document.getElementById('root')!));
// A listing's HTML comes with only its shell's icons; the rest load beside the route's code.
const icons = completeIconSprite();
void Promise.all([root, activateLanguage(pageLanguage()), loadSettings(), firstRoute, icons]).then(([root]) => {
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
  // The API's texts in the page's language, after the first render: until then they show in English.
  void loadArea('server');
  // The service worker and the offline copy kept up to date, never in the first render's way.
  // Production builds only: the dev server has no /sw.js. A failed download waits for the next visit.
  if (import.meta.env.PROD)
    whenLoadedAndIdle(
      () =>
        void offline().then(
          (m) => m.startOffline(queryClient),
          () => {},
        ),
    );
});
