/**
 * The API answers each public page's first render asks for, by the page's route (issue 63): the
 * Worker writes them into the page it answers (worker/pages/page-answers.ts), so the SPA renders
 * without asking again; the static files' `_headers` preload the same (build/route-preloads.ts). A
 * `:name` in an answer's path is the page's own segment of that name.
 */
export const PAGE_ANSWERS: Record<string, readonly string[]> = {
  '/': ['/api/categories'],
  // The filters name the categories.
  '/allproduct': ['/api/allproduct', '/api/categories'],
  '/products/:id': ['/api/products/:id', '/api/categories'],
  '/seller/:id': ['/api/sellers/:id'],
};

/**
 * Pages whose first answers follow their query (the catalogue's search and filters): with one,
 * they carry none, and the SPA asks for the filtered list itself.
 */
const READS_ITS_QUERY = new Set(['/allproduct']);

/** The id of the script element in which a page carries its API answers. */
export const PAGE_ANSWERS_ID = 'page-answers';

/** One API answer carried by a page: its status, its `Link` header (a list's next page) and its body. */
export interface PageAnswer {
  status: number;
  link: string | null;
  body: unknown;
}

/**
 * The API paths a page's first render asks for, its segments filled in as the address writes them
 * (still percent-encoded, as the SPA's client writes them too); none for a page not in the table,
 * or one whose query changes them.
 */
export function pageAnswerPaths(path: string, search = ''): string[] {
  if (search.length > 1 && READS_ITS_QUERY.has(path)) return [];
  const segments = path.split('/').filter(Boolean);
  for (const [route, answers] of Object.entries(PAGE_ANSWERS)) {
    const parts = route.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    if (!parts.every((part, index) => part.startsWith(':') || part === segments[index])) continue;
    const named = new Map(parts.map((part, index) => [part, segments[index]!]));
    return answers.map((answer) => answer.replace(/:[a-z]+/g, (name) => named.get(name) ?? name));
  }
  return [];
}
