import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import { verificationKeys } from '@/features/verification/query-keys';

/** Whether the seller is verified, and their latest request with its answer. */
export function useMyVerification(enabled = true) {
  return useQuery({
    queryKey: verificationKeys.mine(),
    queryFn: async () => readJson(await api['verification-requests'].mine.$get()),
    enabled,
  });
}

/** Sends the request with the ID token that carries the confirmed phone number. */
export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: { idToken: string; note?: string }) =>
      readJson(await api['verification-requests'].$post({ json })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.mine() }),
  });
}
