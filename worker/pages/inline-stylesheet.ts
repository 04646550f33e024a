/**
 * The SPA's stylesheet written into a page instead of linked from it. A listing's page is mostly
 * opened from a shared link, with nothing cached, and on a slow mobile network the stylesheet's own
 * request held its first paint back by ~0.6 s (decision 005); the page's HTML already carries its
 * first screen, so with the rules in it that screen paints as soon as the HTML is in.
 */

/**
 * The stylesheets' texts by address, kept by the isolate (a built file's name changes with it).
 * Only texts are kept, never a pending read: a request must not wait on another request's I/O.
 */
const texts = new Map<string, string>();

async function stylesheetText(assets: Fetcher, url: URL) {
  const kept = texts.get(url.pathname);
  if (kept !== undefined) return kept;
  try {
    const res = await assets.fetch(new Request(url));
    if (!res.ok || !(res.headers.get('Content-Type') ?? '').startsWith('text/css')) {
      await res.body?.cancel();
      return null;
    }
    const css = await res.text();
    texts.set(url.pathname, css);
    return css;
  } catch {
    // This page keeps its link; the next one asks again.
    return null;
  }
}

/**
 * An HTMLRewriter handler for `link[rel="stylesheet"]` that replaces a same-origin stylesheet with
 * a `<style>` of its text (the CSP admits inline styles). A stylesheet that cannot be read stays a
 * link, so the page is styled either way, and so does one for some media only (print, a width).
 */
export function inlineStylesheet(assets: Fetcher, pageUrl: string): HTMLRewriterElementContentHandlers {
  return {
    async element(link) {
      const href = link.getAttribute('href');
      if (!href || link.getAttribute('media')) return;
      const url = new URL(href, pageUrl);
      if (url.origin !== new URL(pageUrl).origin) return;
      const css = await stylesheetText(assets, url);
      // `</style` is the one text that could end the element early; a built stylesheet has none.
      if (css === null || /<\/style/i.test(css)) return;
      link.replace(`<style>${css}</style>`, { html: true });
    },
  };
}
