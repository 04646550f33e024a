import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FIRST_SCREEN_ATTRIBUTE } from '../worker/lib/listing-data';
import { AppProviders } from './app/providers';
import { AppRouter, routerReady } from './app/router';
import { activateLanguage, loadArea, pageLanguage } from './lib/i18n';
import { warmPlaceNames } from './lib/place-names';
import { loadSettings } from './lib/settings';

const root = createRoot(document.getElementById('root')!);
// A transition lets React render the first screen in slices, yielding to the browser between them,
// instead of in one long task that blocks taps (issue 6: total blocking time). The shell from
// index.html stays on screen until it is done.
// The page's language catalog (a small chunk) and the deployment's currency first: the first
// render is then in that language, with the prices as payments take them. A page whose HTML shows
// its first screen (a listing's page, worker/pages/listing-shell.ts) also keeps that screen until
// its route's code is in, rather than a loader in its place.
warmPlaceNames(pageLanguage());
const firstScreenInHtml = document.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}]`) !== null;
void Promise.all([activateLanguage(pageLanguage()), loadSettings(), firstScreenInHtml && routerReady()]).then(() => {
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
});
