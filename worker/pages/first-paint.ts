/**
 * What lets a page the Worker writes paint its first screen from its HTML alone (decision 005):
 * the stylesheet inline, the deployment's settings carried instead of preloaded, the icons only the
 * SPA draws left out (it adds them itself: web/lib/icon-sprite.ts), and the SPA's code asked for
 * once the first screen's picture is painted (shared/spa-start.ts). A listing's page and the public
 * lists' pages share it.
 */
import { escapeAttribute, jsonLd } from './html-text';
import { inlineStylesheet } from './inline-stylesheet';
import { ICON_SPRITE_ATTRIBUTE, LATER_ICONS, SETTINGS_DATA_ID } from '../../shared/listing-data';
import { SPA_ENTRY_ID, START_SPA_AFTER_PICTURE } from '../../shared/spa-start';
import type { deploymentSettings } from '../lib/config';

export function withFastFirstPaint(
  rewriter: HTMLRewriter,
  { assets, pageUrl, settings }: { assets: Fetcher; pageUrl: string; settings: ReturnType<typeof deploymentSettings> },
) {
  return (
    rewriter
      .on(`svg[${ICON_SPRITE_ATTRIBUTE}="${LATER_ICONS}"]`, { element: (element) => void element.remove() })
      // The settings every first render waits for come with the page instead of a request of their own.
      .on('link[rel="preload"][href="/api/settings"]', {
        element: (link) =>
          void link.replace(`<script type="application/json" id="${SETTINGS_DATA_ID}">${jsonLd(settings)}</script>`, {
            html: true,
          }),
      })
      // The HTML carries the first screen and its rules, so the SPA's code is not needed for the
      // first paint: on a slow network the picture goes first, the code after it.
      .on('link[rel="stylesheet"]', inlineStylesheet(assets, pageUrl))
      .on('script[type="module"][src]', {
        element: (script) =>
          void script.replace(
            `<script type="application/json" id="${SPA_ENTRY_ID}">${jsonLd(script.getAttribute('src'))}</script>` +
              `<script>${START_SPA_AFTER_PICTURE}</script>`,
            { html: true },
          ),
      })
      .on('link[rel="modulepreload"]', { element: (element) => void element.setAttribute('fetchpriority', 'low') })
  );
}

/**
 * Starts a page's largest picture with its HTML, at the copy its `<img>` will pick (`srcset` and
 * `sizes` as the image has them), ahead of everything else but `<meta name="viewport">`: a phone's
 * browser picks a preload's copy by the viewport it knows as it reads the tag, and before that meta
 * tag it knows a desktop's 980 px, at which a card's 128 px became 50vw, so it fetched the 800 px
 * copy beside the 320 px one the card then showed.
 */
export function withPicturePreload(
  rewriter: HTMLRewriter,
  { src, srcset, sizes }: { src: string; srcset: string | null; sizes: string | null },
) {
  const sources = srcset && sizes ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${sizes}"` : '';
  const link = `<link rel="preload" as="image" href="${escapeAttribute(src)}"${sources} fetchpriority="high" />`;
  let placed = false;
  return (
    rewriter
      .on('meta[name="viewport"]', {
        element(meta) {
          meta.after(link, { html: true });
          placed = true;
        },
      })
      // A shell without that meta tag still gets the preload, at the end of its head.
      .on('head', {
        element: (head) => void head.onEndTag((end) => void (placed || end.before(link, { html: true }))),
      })
  );
}
