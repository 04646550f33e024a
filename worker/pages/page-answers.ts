/**
 * A public page's first API answers, read inside this Worker and written into the page (issue 63):
 * the SPA takes them instead of asking (web/lib/page-answers.ts), and the page's first screen is
 * drawn from them. They are what the API itself answers — the same routes, middleware and edge
 * cache — asked without the visitor's credentials, as the SPA's public client asks.
 */
import { pageAnswerPaths, type PageAnswer } from '../../shared/page-answers';

/** Answers a request with this Worker's app (worker/app.ts), without a network hop. */
export type Dispatch = (request: Request) => Promise<Response>;

/** The answers of a page's first render that the API gave (200), by path. */
export type PageAnswers = Map<string, PageAnswer>;

async function answer(dispatch: Dispatch, url: URL, language: string | undefined): Promise<PageAnswer | null> {
  const response = await dispatch(new Request(url, { headers: language ? { 'Accept-Language': language } : {} }));
  if (response.status !== 200 || !response.headers.get('Content-Type')?.startsWith('application/json')) {
    await response.body?.cancel();
    return null;
  }
  return { status: 200, link: response.headers.get('Link'), body: await response.json() };
}

/** Reads the page's first answers at once; one the API refuses is left for the SPA to ask (and show). */
export async function readPageAnswers(
  dispatch: Dispatch,
  page: URL,
  language: string | undefined,
): Promise<PageAnswers> {
  const paths = pageAnswerPaths(page.pathname, page.search);
  const answers = await Promise.all(paths.map((path) => answer(dispatch, new URL(path, page), language)));
  return new Map(paths.flatMap((path, index) => (answers[index] ? [[path, answers[index]]] : [])));
}

/**
 * The page's `Link` header without the preloads of the answers it carries: the browser would
 * download them a second time for nothing.
 */
export function withoutCarriedPreloads(link: string | null, answers: PageAnswers) {
  if (!link) return link;
  const kept = link.split(/,\s*(?=<)/).filter((entry) => !answers.has(/^<([^>]*)>/.exec(entry)?.[1] ?? ''));
  return kept.length > 0 ? kept.join(', ') : null;
}
