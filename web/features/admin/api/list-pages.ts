import { readJson } from '@/lib/api-client';

/** Rows an admins' table asks for at a time. */
export const ADMIN_PAGE_SIZE = 50;

/** One page of an admins' table, with the cursor of the next (null on the last). */
export interface AdminPage<Item> {
  items: Item[];
  next: string | null;
}

/** The query of a page: the search, if any, and where the page starts. */
export const pageQuery = (q: string, cursor: string | null) => ({
  limit: String(ADMIN_PAGE_SIZE),
  ...(q ? { q } : {}),
  ...(cursor ? { cursor } : {}),
});

/** The cursor of the next page, from the Link header the API sends (as the catalogue reads it). */
function nextCursor(link: string | null) {
  const target = link?.match(/<([^>]+)>;\s*rel="next"/)?.[1];
  return target ? new URL(target, 'http://localhost').searchParams.get('cursor') : null;
}

/** A page's rows and its Link header's cursor; a refusal throws, as `readJson` does. */
export async function readPage<R extends Parameters<typeof readJson>[0] & { headers: Headers }>(response: R) {
  const items = await readJson(response);
  return { items, next: nextCursor(response.headers.get('Link')) };
}
