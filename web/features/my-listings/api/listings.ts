import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import type { ListingInput } from '@shared/schemas/listings';
import { sharedKeys } from '@/lib/query-keys';
import { myListingKeys } from '@/features/my-listings/query-keys';

/** The signed-in seller's own listings, sold ones included (GET /api/product/mine: no address in the URL). */
export function useMyProducts() {
  return useQuery({
    queryKey: myListingKeys.all,
    queryFn: async () => readJson(await api.product.mine.$get()),
  });
}

/** After any change to a listing, the seller's list and every public list are stale. */
function useInvalidateListings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myListingKeys.all }),
      queryClient.invalidateQueries({ queryKey: sharedKeys.products }),
    ]);
}

export function useCreateProduct() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: async (input: ListingInput) => readJson(await api.product.$post({ json: input })),
    onSuccess: invalidate,
  });
}

export function useUpdateProduct() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: Partial<ListingInput> }) =>
      readJson(await api.product[':id'].$patch({ param: { id }, json: input })),
    onSuccess: invalidate,
  });
}

export function useAdvertiseProduct() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: async (id: string) => readJson(await api.advertise[':id'].$put({ param: { id } })),
    onSuccess: invalidate,
  });
}

/**
 * Its seller says the listing is still available (PUT /api/products/:id/renew): listed LISTING_DAYS
 * more from now, and back on every list if it had expired.
 */
export function useRenewListing() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: async (id: string) => readJson(await api.products[':id'].renew.$put({ param: { id } })),
    onSuccess: invalidate,
  });
}

export function useMarkSold() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: async (id: string) => readJson(await api.product[':id'].$put({ param: { id } })),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: async (id: string) => readJson(await api.product[':id'].$delete({ param: { id } })),
    onSuccess: invalidate,
  });
}
