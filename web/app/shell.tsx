/**
 * The page shell that the build writes into index.html (build/prerender-shell.ts), painted before
 * any JavaScript arrives: the navbar on every page, and on '/' the hero's first slide as well.
 * Both are React's own markup, so the first render lands on them without anything moving. It is
 * rendered once per language; the page keeps the one its `<html lang>` names. Never part of the
 * SPA bundle.
 */
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from '@/lib/router';
import { languages } from '@shared/domain';
import { languagePrefixes } from '@shared/language-paths';
import { FIRST_SCREEN_ATTRIBUTE } from '@shared/listing-data';
import { Navbar } from '@/components/navbar';
import { AccountPlaceholder } from '@/features/auth/components/account-button';
import { HeroStill } from '@/features/home/components/hero-slideshow';
import { PostAdButton } from '@/features/selling/components/post-ad-button';
import { i18n } from '@/lib/i18n';
import { messages as bn } from '@/locales/bn.po';
import { messages as en } from '@/locales/en.po';

i18n.load({ en, bn });

/** One language's shell in a `data-shell` wrapper; `homeStillId` names its home-page <template>. */
function renderOne(lang: (typeof languages)[number], homeStillId: string) {
  i18n.activate(lang);
  return renderToStaticMarkup(
    <div data-shell={lang}>
      <I18nProvider i18n={i18n}>
        {/* index.html serves every route, so the shell is rendered at a path no navbar link marks active;
            its links lead to pages in its language (Bangla's under /bn). */}
        <StaticRouter location="/_shell" basename={languagePrefixes[lang]}>
          <div className="flex min-h-screen flex-col">
            {/* Who is looking is not known yet: "Post an ad" leads to /sell, which works it out. */}
            <Navbar account={<AccountPlaceholder />} postAd={<PostAdButton viewer="unknown" />} />
            <main id="content" className="min-h-screen flex-1">
              <template id={`${homeStillId}-${lang}`}>
                {/* Marks '/' as a page whose HTML shows its first screen (main.tsx). */}
                <div {...{ [FIRST_SCREEN_ATTRIBUTE]: '' }}>
                  <HeroStill />
                </div>
              </template>
            </main>
          </div>
        </StaticRouter>
      </I18nProvider>
    </div>,
  );
}

/** Every language's shell, one after another. */
export function renderShell(homeStillId: string) {
  return languages.map((lang) => renderOne(lang, homeStillId)).join('');
}
