import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { activateLanguage, loadArea, pageLanguage } from './lib/i18n';
import { loadSettings } from './lib/settings';

const root = createRoot(document.getElementById('root')!);
// A transition lets React render the first screen in slices, yielding to the browser between them,
// instead of in one long task that blocks taps (issue 6: total blocking time). The shell from
// index.html stays on screen until it is done.
// The page's language catalog (a small chunk) and the deployment's currency first: the first
// render is then in that language, with the prices as payments take them.
void Promise.all([activateLanguage(pageLanguage()), loadSettings()]).then(() => {
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
