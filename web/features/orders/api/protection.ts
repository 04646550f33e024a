import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import type { DisputeInput } from '@shared/schemas/protect';
import { uploadImage } from '@/lib/upload-image';

/**
 * The buyer's orders, and whichever other screen shows this booking (its payment page, another
 * feature's query), all show where the money is: every query on screen is read again.
 */
function useRefreshBuyerViews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** The buyer confirms "received, installed and cooling": the payment goes to the seller. */
export function useConfirmReceived() {
  const refresh = useRefreshBuyerViews();
  return useMutation({
    mutationFn: async (paymentId: string) =>
      readJson(await api.payments[':id'].received.$put({ param: { id: paymentId } })),
    onSettled: refresh,
  });
}

export function useOpenDispute() {
  const refresh = useRefreshBuyerViews();
  return useMutation({
    mutationFn: async ({ paymentId, dispute }: { paymentId: string; dispute: DisputeInput }) =>
      readJson(await api.payments[':id'].dispute.$post({ param: { id: paymentId }, json: dispute })),
    onSettled: refresh,
  });
}

/** A photo of the problem, uploaded for this payment's dispute; answers its address. */
export const uploadDisputePhoto = (paymentId: string, file: File, onProgress: (percent: number) => void) =>
  uploadImage(file, onProgress, `/api/payments/${encodeURIComponent(paymentId)}/dispute-photos`);
