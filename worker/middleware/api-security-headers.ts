import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers for every API answer: JSON and images are never framed, never sniffed, and
 * never run as a page (the SPA's own headers come from dist/_headers, see build/security-headers.ts).
 */
export function apiSecurityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'] },
    crossOriginResourcePolicy: 'same-origin',
  });
}
