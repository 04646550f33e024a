/**
 * Writes the page shell (web/app/shell.tsx), rendered by React at build time, into index.html, so
 * the first paint needs only the HTML and the CSS: the navbar everywhere, and at '/' the hero's
 * first slide too, unpacked from its <template> by a one-line script (allowed by its hash in the
 * CSP, see security-headers.ts). index.html is also the SPA's fallback for every other route,
 * which is why the hero waits in a template there instead of being part of the page.
 */
import UnoCSS from 'unocss/vite';
import { runnerImport, type Plugin, type Rolldown } from 'vite';

interface ShellModule {
  renderShell(homeStillId: string): string;
}

const ROOT = '<div id="root"></div>';
const HOME_STILL_ID = 'home-still';

/** The inline script that shows the home page's first screen at '/' only. */
export const HOME_STILL_SCRIPT = `if(location.pathname==='/'){var t=document.getElementById('${HOME_STILL_ID}');t.replaceWith(t.content)}`;

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
  return {
    name: 'thanda-prerender-shell',
    apply: 'build',
    transformIndexHtml: {
      // After the build, when the pictures' final (hashed) file names are known.
      order: 'post',
      async handler(html, { bundle }) {
        if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to render the shell into.`);
        // UnoCSS's transformers expand class groups such as md:(flex p-0), as in the SPA's bundle.
        const { module } = await runnerImport<ShellModule>('./app/shell.tsx', {
          configFile: false,
          root: 'web',
          plugins: [UnoCSS()],
          logLevel: 'error',
        });
        const shell = module
          .renderShell(HOME_STILL_ID)
          // React adds a preload for the hero's high-priority picture; '/' gets it as a Link header.
          .replace(/<link rel="preload"[^>]*>/g, '')
          .replace('</template>', `</template><script>${HOME_STILL_SCRIPT}</script>`);
        return html.replace(ROOT, `<div id="root">${toBuiltUrls(shell, bundle!)}</div>`);
      },
    },
  };
}
