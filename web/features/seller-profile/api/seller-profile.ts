import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, publicApi, readJson } from '@/lib/api-client';
import { sellerProfileKeys } from '@/features/seller-profile/query-keys';

/** A seller's public profile with the first page of reviews and their listings for sale. */
export function useSellerProfile(id: string) {
  return useQuery({
    queryKey: sellerProfileKeys.detail(id),
    queryFn: async () => readJson(await publicApi.sellers[':id'].$get({ param: { id } })),
  });
}

export type Profile = InferResponseType<(typeof publicApi.sellers)[':id']['$get'], 200>;
export type Review = Profile['reviews'][number];

/** The reviews after the profile's first page, a page at a time. */
export function useMoreReviews(id: string, first: string | null) {
  return useInfiniteQuery({
    queryKey: sellerProfileKeys.moreReviews(id, first),
    initialPageParam: first,
    enabled: false,
    queryFn: async ({ pageParam }) =>
      readJson(
        await publicApi.sellers[':id'].reviews.$get({ param: { id }, query: pageParam ? { before: pageParam } : {} }),
      ),
    getNextPageParam: (page) => page.next,
  });
}

/** Whether the signed-in person may review this seller, and their review if they wrote one. */
export function useMyReview(sellerId: string, enabled: boolean) {
  return useQuery({
    queryKey: sellerProfileKeys.myReview(sellerId),
    queryFn: async () => readJson(await api.reviews.mine[':sellerId'].$get({ param: { sellerId } })),
    enabled,
  });
}

function useRefresh(sellerId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sellerProfileKeys.detail(sellerId) });
}

export function useWriteReview(sellerId: string) {
  const refresh = useRefresh(sellerId);
  return useMutation({
    mutationFn: async (review: { rating: number; text?: string }) =>
      readJson(await api.reviews.$post({ json: { sellerId, ...review } })),
    onSuccess: refresh,
  });
}

export function useEditReview(sellerId: string) {
  const refresh = useRefresh(sellerId);
  return useMutation({
    mutationFn: async ({ id, ...edit }: { id: string; rating: number; text: string | null }) =>
      readJson(await api.reviews[':id'].$patch({ param: { id }, json: edit })),
    onSuccess: refresh,
  });
}

export function useReply(sellerId: string) {
  const refresh = useRefresh(sellerId);
  return useMutation({
    mutationFn: async ({ id, text }: { id: string; text: string }) =>
      readJson(await api.reviews[':id'].reply.$put({ param: { id }, json: { text } })),
    onSuccess: refresh,
  });
}

export function useHideReview(sellerId: string) {
  const refresh = useRefresh(sellerId);
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      readJson(await api.moderation.reviews[':id'].hide.$put({ param: { id }, json: { reason } })),
    onSuccess: refresh,
  });
}
