/**
 * Our Content-Security-Policy allows no eval. Without this, zod's first object schema probes for it
 * with `new Function`, which the browser reports as a CSP violation (Lighthouse counts it against
 * best practices) even though zod catches the error. Imported first by main.tsx, before any
 * schema is built. It sets the global that `z.config()` writes (zod/v4/core/core.js): importing
 * zod's `config` would bring 3.7 KB gzip of zod into the first render, whose budget is 100 KB.
 * zod-jitless.test.ts holds zod to reading it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// The same object zod keeps a reference to, if it was loaded first.
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
export {};
