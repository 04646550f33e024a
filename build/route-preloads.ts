/**
 * HTTP Link headers for the catalogue's pages (/allproduct, /products/:id): their first API answers
 * and their screen's code start downloading with the HTML instead of after the SPA's JavaScript has
 * run, so the first product picture (the pages' largest paint) can load a round trip or two sooner.
 *
 * The preloads are anonymous, bookmark-less GETs, exactly what a visitor's SPA asks for first; a
 * tab holding a D1 bookmark asks in another fetch mode, so it never takes such a copy
 * (web/lib/session-bookmark.ts).
 */
import type { Rolldown } from 'vite';
import { PAGE_ANSWERS } from '../shared/page-answers';

/** The module of the catalogue pages' lazy route (web/app/router.tsx). */
const CATALOGUE_ROUTE = '/web/app/routes/catalogue-pages.tsx';

type Chunk = Rolldown.OutputChunk;

function chunks(bundle: Rolldown.OutputBundle) {
  return Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
}

/** A chunk and every chunk it imports statically: what must arrive before it can run. */
function staticClosure(bundle: Rolldown.OutputBundle, chunk: Chunk, found = new Set<string>()) {
  if (found.has(chunk.fileName)) return found;
  found.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') staticClosure(bundle, imported, found);
  }
  return found;
}

/** The catalogue route's own chunks; index.html already preloads the ones the entry shares. */
function catalogueCode(bundle: Rolldown.OutputBundle) {
  const all = chunks(bundle);
  const entry = all.find((chunk) => chunk.isEntry);
  const route = all.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(CATALOGUE_ROUTE));
  // Without them the pages would silently lose their preloads: fail the build instead.
  if (!entry || !route)
    throw new Error(`route-preloads: no entry chunk or no chunk for ${CATALOGUE_ROUTE}; update CATALOGUE_ROUTE.`);
  const shared = staticClosure(bundle, entry);
  return [...staticClosure(bundle, route)].filter((name) => !shared.has(name));
}

const data = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin=anonymous`;
const code = (file: string) => `</${file}>; rel=modulepreload`;

/**
 * `_headers` rules (path pattern, Link value) for the catalogue's pages. A placeholder of the
 * pattern is filled into the value by the static-assets server; the value is the same first
 * requests web/app/route-data.ts makes (shared/page-answers.ts), which the Worker's answer of the
 * page carries instead when it can.
 */
export function routePreloads(bundle: Rolldown.OutputBundle): [string, string][] {
  const modules = catalogueCode(bundle).map(code);
  return [
    ['/allproduct', [...PAGE_ANSWERS['/allproduct']!.map(data), ...modules].join(', ')],
    ['/products/:id', [...PAGE_ANSWERS['/products/:id']!.map(data), ...modules].join(', ')],
  ];
}
