import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/query-keys';

export function useSellers() {
  return useQuery({
    queryKey: adminKeys.sellers(),
    queryFn: async () => readJson(await api.dashboard.allseller.$get()),
  });
}

export function useBuyers() {
  return useQuery({
    queryKey: adminKeys.buyers(),
    queryFn: async () => readJson(await api.dashboard.allbuyer.$get()),
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
