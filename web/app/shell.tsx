/**
 * The page shell that the build writes into index.html (build/prerender-shell.ts), painted before
 * any JavaScript arrives: the navbar on every page, and on '/' the hero's first slide as well.
 * Both are React's own markup, so the first render lands on them without anything moving.
 * Never part of the SPA bundle.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Navbar } from '../components/navbar';
import { AccountPlaceholder } from '../features/auth/components/account-button';
import { HeroStill } from '../features/home/components/hero-slideshow';

/** `homeStillId` names the <template> of the home page's first screen, which a script unpacks at '/'. */
export function renderShell(homeStillId: string) {
  return renderToStaticMarkup(
    // index.html serves every route, so the shell is rendered at a path no navbar link marks active.
    <StaticRouter location="/_shell">
      <div className="flex min-h-screen flex-col">
        <Navbar account={<AccountPlaceholder />} />
        <main id="content" className="min-h-screen flex-1">
          <template id={homeStillId}>
            <HeroStill />
          </template>
        </main>
      </div>
    </StaticRouter>,
  );
}
