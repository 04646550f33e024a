import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import type { DisputeDecision, PayoutInput } from '@shared/schemas/protect';
import { protectKeys } from '@/features/protect/query-keys';

/** Disputed payments waiting for an admin's decision, the oldest first. */
export function useDisputes() {
  return useQuery({
    queryKey: protectKeys.disputes(),
    queryFn: async () => readJson(await api.dashboard.disputes.$get()),
  });
}

/** An admin settles a dispute: the money goes to the seller, back to the buyer, or part of it back. */
export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ paymentId, decision }: { paymentId: string; decision: DisputeDecision }) =>
      readJson(await api.disputes[':id'].resolve.$post({ param: { id: paymentId }, json: decision })),
    // A release makes the seller owed money: the payouts change too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: protectKeys.disputes() }),
        queryClient.invalidateQueries({ queryKey: protectKeys.payouts() }),
      ]),
  });
}

/** The sellers Thanda owes money to for released sales, the most owed first. */
export function useOwedSellers() {
  return useQuery({
    queryKey: protectKeys.payouts(),
    queryFn: async () => readJson(await api.dashboard.payouts.$get()),
  });
}

/** An admin records a payout they sent outside Thanda (bKash, Nagad or a bank transfer). */
export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payout: PayoutInput) => readJson(await api.payouts.$post({ json: payout })),
    // A refusal (the amount changed meanwhile) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: protectKeys.payouts() }),
  });
}
