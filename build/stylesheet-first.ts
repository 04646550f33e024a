/**
 * Moves the SPA's stylesheet links ahead of its module scripts in index.html, so the stylesheet is asked
 * for first and the shell (the navbar, and at '/' the hero) can paint before the JavaScript runs.
 */
import type { Plugin } from 'vite';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

export function stylesheetFirst(): Plugin {
  return {
    name: 'thanda-stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = (html.match(STYLESHEET) ?? []).map((link) => link.trim());
        const rest = html.replace(STYLESHEET, '');
        // Ahead of the SPA's code, not of the inline language script, which must not wait for it.
        const firstScript = rest.indexOf('<script type="module"');
        if (links.length === 0 || firstScript < 0) return html;
        return `${rest.slice(0, firstScript)}${links.join('\n    ')}\n    ${rest.slice(firstScript)}`;
      },
    },
  };
}
