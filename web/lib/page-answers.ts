import { PAGE_ANSWERS_ID, type PageAnswer } from '@shared/page-answers';
import { takePageData } from './page-data';

let carried: Map<string, PageAnswer> | undefined;

/**
 * The API's answer to a GET that the page's HTML carries (worker/pages/page-answers.ts), as a
 * Response, taken once: the public lists' first render then asks nothing of the network. Nothing
 * for any other request, or one asked again.
 */
export function carriedAnswer(input: RequestInfo | URL, init?: RequestInit): Response | undefined {
  if (init?.method && init.method !== 'GET') return undefined;
  carried ??= new Map(Object.entries(takePageData<Record<string, PageAnswer>>(PAGE_ANSWERS_ID) ?? {}));
  // The API client asks by path ('/api/allproduct?…'); the answers are kept by path and query.
  const url = new URL(String(input), location.href);
  const key = url.pathname + url.search;
  const answer = carried.get(key);
  if (!answer) return undefined;
  carried.delete(key);
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: answer.link ? { Link: answer.link } : {},
  });
}
