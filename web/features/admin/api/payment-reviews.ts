import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/query-keys';

/** Payments the gateway flagged, waiting for an admin to accept or refund them. */
export function usePaymentReviews() {
  return useQuery({
    queryKey: adminKeys.paymentReviews(),
    queryFn: async () => readJson(await api.dashboard['payment-reviews'].$get()),
  });
}

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bookingId, accept }: { bookingId: string; accept: boolean }) => {
      const review = api['payment-reviews'][':id'];
      const param = { id: bookingId };
      return readJson(await (accept ? review.approve.$post({ param }) : review.decline.$post({ param })));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
