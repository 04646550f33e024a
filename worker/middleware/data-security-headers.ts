import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers for every answer that is not a page: the API's JSON and images, robots.txt and
 * the sitemaps are never framed, never sniffed, and never run as a page (the SPA's own headers come
 * from dist/_headers, see build/security-headers.ts). With `exceptPages`, an answer that is the
 * SPA's page after all (a missing sitemap answers the not-found page) is left to the page's own:
 * a sandboxed `default-src 'none'` would leave it blank.
 */
export function dataSecurityHeaders({ exceptPages = false } = {}) {
  const secure = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'] },
    crossOriginResourcePolicy: 'same-origin',
  });
  if (!exceptPages) return secure;
  return createMiddleware(async function dataSecurityHeadersExceptPages(c, next) {
    await next();
    const page = c.res.headers.get('Content-Type')?.toLowerCase().startsWith('text/html') ?? false;
    // The headers are set on the answer already made, as secureHeaders sets them after its `next`.
    if (!page) await secure(c, async () => {});
  });
}
