import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers for every answer that is not a page: the API's JSON and images, robots.txt and
 * the sitemaps are never framed, never sniffed, and never run as a page (the SPA's own headers come
 * from dist/_headers, see build/security-headers.ts). With `keepPageHeaders`, an answer that is
 * the SPA's page after all (a missing sitemap answers the not-found page) keeps the page's own.
 */
export function dataSecurityHeaders({ keepPageHeaders = false } = {}) {
  return secureHeaders({
    overwrite: !keepPageHeaders,
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'] },
    crossOriginResourcePolicy: 'same-origin',
  });
}
