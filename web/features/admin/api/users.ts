import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/query-keys';
import { pageQuery, readPage } from './list-pages';

/** The sellers, newest first, searched by name, e-mail or phone (`q`, `''` for all), a page at a time. */
export function useSellers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.sellerPages(q),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => readPage(await api.dashboard.allseller.$get({ query: pageQuery(q, pageParam) })),
    getNextPageParam: (last) => last.next,
    // The rows stay while the next search's arrive, rather than a spinner at every pause in typing.
    placeholderData: keepPreviousData,
  });
}

/** The buyers, as `useSellers` lists the sellers. */
export function useBuyers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.buyerPages(q),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => readPage(await api.dashboard.allbuyer.$get({ query: pageQuery(q, pageParam) })),
    getNextPageParam: (last) => last.next,
    // The rows stay while the next search's arrive, rather than a spinner at every pause in typing.
    placeholderData: keepPreviousData,
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => readJson(await api.user[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Verifies a seller, named by id (the SPEC's address takes an e-mail; no address goes into the SPA's URLs). */
export function useVerifySeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sellerId: string) =>
      readJson(await api.verifyseller[':seller'].$put({ param: { seller: sellerId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.sellers() }),
  });
}
