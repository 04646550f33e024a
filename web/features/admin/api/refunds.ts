import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/query-keys';
import { pageQuery, readPage } from './list-pages';

/** Payments refused after the money moved, and given back: the admins' audit, searched (`q`) and a page at a time. */
export function useRefunds(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.refundPages(q),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => readPage(await api.dashboard.refunds.$get({ query: pageQuery(q, pageParam) })),
    getNextPageParam: (last) => last.next,
    // The rows stay while the next search's arrive, rather than a spinner at every pause in typing.
    placeholderData: keepPreviousData,
  });
}
