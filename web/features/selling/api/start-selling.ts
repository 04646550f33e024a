import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

/**
 * Anyone can sell (issue 64): the signed-in buyer's account becomes a seller's
 * (POST /api/users/me/selling). It settles once every query about the account has been fetched
 * again, so the next screen already knows the person as a seller.
 */
export function useStartSelling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await api.users.me.selling.$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.account }),
  });
}
