/**
 * Writes dist/_headers, which Workers static assets apply to the SPA's pages and files: a
 * Content-Security-Policy that allows exactly what the SPA loads, the preload of the home page's
 * hero picture, and the catalogue pages' preloads of their data and code. The Auth emulator's
 * origin is allowed only in builds that use the emulator (no VITE_FIREBASE_* configuration).
 */
import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';
import { heroPreloadLink } from './hero-preload';
import { routePreloads } from './route-preloads';
import { HOME_STILL_SCRIPT, languageScript } from './prerender-shell';
import { START_SPA_AFTER_PICTURE } from '../shared/spa-start';

const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export function securityHeaders(env: Record<string, string | undefined>): Plugin {
  const usesEmulator = !env.VITE_FIREBASE_API_KEY;
  const emulator = usesEmulator ? [`http://${env.VITE_FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`] : [];
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN ? [`https://${env.VITE_FIREBASE_AUTH_DOMAIN}`] : [];
  const cspFor = (bundle: Rolldown.OutputBundle) =>
    [
      "default-src 'self'",
      // The hashes admit index.html's two inline scripts (prerender-shell.ts) and the one with which
      // the Worker's pages start the SPA (shared/spa-start.ts), byte for byte.
      `script-src 'self' ${[languageScript(bundle), HOME_STILL_SCRIPT, START_SPA_AFTER_PICTURE].map(hash).join(' ')} https://js.stripe.com https://apis.google.com`,
      // react-hot-toast and Swiper set inline styles.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      // web/lib/warm-intl.ts's worker, made from a string in the SPA's own code, and the service
      // worker (/sw.js, web/service-worker/sw.ts).
      "worker-src 'self' blob:",
      // The web app manifest (build/web-manifest.ts), named apart from default-src for clarity.
      "manifest-src 'self'",
      [
        'connect-src',
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://api.stripe.com',
        ...emulator,
      ].join(' '),
      ['frame-src', 'https://js.stripe.com', 'https://hooks.stripe.com', ...authDomain].join(' '),
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
  const headersFor = (bundle: Rolldown.OutputBundle) => {
    const preload = heroPreloadLink(bundle);
    return [
      '/*',
      `  Content-Security-Policy: ${cspFor(bundle)}`,
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      '  Strict-Transport-Security: max-age=31536000; includeSubDomains',
      '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
      '  X-Frame-Options: DENY',
      // Firebase's Google popup must be able to talk back to this window.
      '  Cross-Origin-Opener-Policy: same-origin-allow-popups',
      ...(preload ? ['/', `  Link: ${preload}`] : []),
      ...routePreloads(bundle).flatMap(([path, link]) => [path, `  Link: ${link}`]),
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
    ].join('\n');
  };
  return {
    name: 'thanda-security-headers',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFor(bundle) });
      // Build metadata (the Vite manifest) is not for the public.
      this.emitFile({ type: 'asset', fileName: '.assetsignore', source: '.vite\n' });
    },
  };
}
