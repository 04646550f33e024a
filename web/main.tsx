import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { activateLanguage, pageLanguage } from './lib/i18n';

const root = createRoot(document.getElementById('root')!);
// A transition lets React render the first screen in slices, yielding to the browser between them,
// instead of in one long task that blocks taps (issue 6: total blocking time). The shell from
// index.html stays on screen until it is done.
// The page's language catalog first (a small chunk): the first render is then in that language.
void activateLanguage(pageLanguage()).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  }),
);
