/**
 * Writes the page shell (web/app/shell.tsx), rendered by React at build time, into index.html, so
 * the first paint needs only the HTML and the CSS: the navbar everywhere, and at '/' the hero's
 * first slide too, unpacked from its <template> by a one-line script. index.html is also the SPA's
 * fallback for every other route, which is why the hero waits in a template there instead of being
 * part of the page.
 *
 * The shell is there in every language. A script in <head> sets `<html lang>` (and the title) from
 * the address (`/bn/…` is Bangla, shared/language-paths.ts) or else the `lang` cookie before
 * anything is painted; the stylesheet shows only that language's shell, and the script after the
 * shells drops the others. Both scripts are allowed by their hashes in the CSP (security-headers.ts).
 */
import UnoCSS from 'unocss/vite';
import { runnerImport, type Alias, type Plugin, type Rolldown } from 'vite';
import { LANGUAGE_COOKIE, languages, siteDescriptions, siteTitles, type Language } from '../shared/domain';
import { languagePrefixes } from '../shared/language-paths';
import { HOME_STILL_ID } from '../shared/listing-data';
import { linguiPlugins } from './lingui-plugins';

interface ShellModule {
  renderShell(homeStillId: string): string;
}

const ROOT = '<div id="root"></div>';

/**
 * Each language's core catalog chunk (web/lib/i18n.ts imports it before the first render), as the
 * page asks for it.
 */
function coreCatalogs(bundle: Rolldown.OutputBundle) {
  return Object.fromEntries(
    languages.map((lang) => {
      const chunk = Object.values(bundle).find(
        (output) =>
          output.type === 'chunk' && output.facadeModuleId?.replaceAll('\\', '/').endsWith(`/web/locales/${lang}.po`),
      );
      if (!chunk) throw new Error(`prerender-shell: no chunk for web/locales/${lang}.po in the build.`);
      return [lang, `/${chunk.fileName}`];
    }),
  ) as Record<Language, string>;
}

/** The scripts' regular expression for the prefix of a Bangla address: `/bn`, alone or before `/…`. */
const BANGLA_PREFIX = `/^${languagePrefixes.bn.replaceAll('/', '\\/')}(?=\\/|$)/`;
/** The scripts' expression for the page's path without a language's prefix. */
const PAGE_PATH = `(location.pathname.replace(${BANGLA_PREFIX},'')||'/')`;

/**
 * The <head> script: the page's language before the first paint (the address's, `/bn/…` being
 * Bangla, else the saved one), and that language's catalog asked for at once: the SPA's first
 * render waits for it, and would otherwise only ask once its own code has arrived and run. At low
 * priority: nothing is drawn with it before that code (100 KB against its 3 KB) is there, while a
 * page the Worker writes paints without either, and a high-priority script that arrives before the
 * first paint counts as holding it in Lighthouse's simulation (on '/allproduct' FCP went from
 * 1.06 s to 0.93-1.01 s once it was low). Until the SPA replaces the shell, the shell's language
 * button works too (a cheap phone can take seconds to start the SPA): it saves the choice as the SPA
 * would and opens the page's address in that language, whose first paint is then in it. It names
 * hashed files, so it is written per build, and so is its hash in the CSP (security-headers.ts).
 */
export function languageScript(bundle: Rolldown.OutputBundle) {
  return (
    `(function(){var l=${BANGLA_PREFIX}.test(location.pathname)||/(^|;\\s*)${LANGUAGE_COOKIE}=bn(;|$)/.test(document.cookie)?'bn':'en';` +
    // index.html's own title only: a listing's page (the Worker's) carries the listing's.
    `if(l==='bn'){document.documentElement.lang='bn';if(document.title===${JSON.stringify(siteTitles.en.home)})document.title=${JSON.stringify(siteTitles.bn.home)}}` +
    `var p=document.createElement('link');p.rel='modulepreload';p.crossOrigin='';p.fetchPriority='low';p.href=${JSON.stringify(coreCatalogs(bundle))}[l];document.head.appendChild(p);` +
    `document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-shell] button[lang]');` +
    `if(b){var n=b.getAttribute('lang');document.cookie='${LANGUAGE_COOKIE}='+n+'; Path=/; Max-Age=31536000; SameSite=Lax';` +
    `location.assign((n==='bn'?${JSON.stringify(languagePrefixes.bn)}:'')+${PAGE_PATH}+location.search+location.hash)}})})()`
  );
}

/**
 * The script after the shells: keeps the page's language's shell, and at '/' (`/bn/` in Bangla)
 * shows its first screen. The categories that the SPA's first render there waits for come in the
 * page, written by the Worker (shared/page-answers.ts).
 */
export const HOME_STILL_SCRIPT =
  `(function(){var h=${PAGE_PATH}==='/';` +
  `document.querySelectorAll('[data-shell]').forEach(function(s){if(s.getAttribute('data-shell')!==document.documentElement.lang)s.remove();else if(h){var t=document.getElementById('${HOME_STILL_ID}-'+document.documentElement.lang);t.replaceWith(t.content)}})})()`;

/** Asset URLs as Vite serves them from source, e.g. /features/home/assets/hero-1-640.webp?no-inline. */
const SOURCE_ASSET = /\/((?:[\w-]+\/)*[\w-]+\.(?:webp|png|jpg|svg))(?:\?[\w-]+)?/g;

function toBuiltUrls(html: string, bundle: Rolldown.OutputBundle) {
  const assets = Object.values(bundle).filter((output) => output.type === 'asset');
  return html.replace(SOURCE_ASSET, (url, source: string) => {
    const built = assets.find((asset) => asset.originalFileNames.some((name) => name.endsWith(source)));
    if (!built) throw new Error(`The shell refers to ${url}, which is not in the build.`);
    return `/${built.fileName}`;
  });
}

export function prerenderShell(): Plugin {
  // The build's own aliases (`@/…`, `@shared/…`), for the shell's modules, which load apart from it.
  let alias: Alias[] = [];
  return {
    name: 'thanda-prerender-shell',
    apply: 'build',
    configResolved(config) {
      alias = config.resolve.alias;
    },
    transformIndexHtml: {
      // After the build, when the pictures' final (hashed) file names are known.
      order: 'post',
      async handler(html, { bundle }) {
        if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to render the shell into.`);
        // UnoCSS's transformers expand class groups such as md:(flex p-0), as in the SPA's bundle.
        const { module } = await runnerImport<ShellModule>('./app/shell.tsx', {
          configFile: false,
          root: 'web',
          resolve: { alias },
          plugins: [...linguiPlugins(), UnoCSS()],
          logLevel: 'error',
        });
        const shell = module
          .renderShell(HOME_STILL_ID)
          // React adds a preload for the hero's high-priority picture; '/' gets it as a Link header.
          .replace(/<link rel="preload"[^>]*>/g, '')
          .concat(`<script>${HOME_STILL_SCRIPT}</script>`);
        if (!html.includes(`<title>${siteTitles.en.home}</title>`))
          throw new Error(
            "index.html's <title> is not siteTitles.en.home (shared/domain.ts), which its head script translates.",
          );
        if (!html.includes(`content="${siteDescriptions.en}"`))
          throw new Error(
            "index.html's description is not siteDescriptions.en (shared/domain.ts), which the Worker's pages carry.",
          );
        return (
          html
            // Ahead of the stylesheet's link: a script after it would hold the parser, and so the
            // shell, until the stylesheet has arrived.
            .replace('</title>', `</title>\n    <script>${languageScript(bundle!)}</script>`)
            .replace(ROOT, `<div id="root">${toBuiltUrls(shell, bundle!)}</div>`)
        );
      },
    },
  };
}
