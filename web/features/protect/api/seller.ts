import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import { protectKeys } from '@/features/protect/query-keys';

/** The seller's money under Thanda Protect: what Thanda holds, owes and paid them, sale by sale. */
export function useSellerMoney() {
  return useQuery({
    queryKey: protectKeys.sellerMoney(),
    queryFn: async () => readJson(await api.seller.money.$get()),
  });
}

/**
 * The seller marks a protected sale handed over: the buyer then has 72 hours to confirm or dispute.
 * The API answers a repeat as it answered the first, so a second tap is no error.
 */
export function useMarkHandedOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paymentId: string) =>
      readJson(await api.payments[':id']['handed-over'].$put({ param: { id: paymentId } })),
    // My Buyers (the orders feature's list) and the seller's money both show where the payment
    // stands, and a refusal (the buyer disputed meanwhile) means they are out of date too.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
