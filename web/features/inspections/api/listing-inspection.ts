import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, publicApi, readJson } from '@/lib/api-client';
import type { DemoConfirmInput } from '@shared/schemas/orders';
import { inspectionKeys } from '@/features/inspections/query-keys';

const fetchPanel = async (productId: string) =>
  readJson(await publicApi.listings[':id'].inspection.$get({ param: { id: productId } }));

/** A listing's panel (the same for everyone): the fee, the seller's times, an inspection on its way, a published report. */
export type ListingInspection = Awaited<ReturnType<typeof fetchPanel>>;
export type InspectionReport = NonNullable<ListingInspection['report']>;

export function useListingInspection(productId: string) {
  return useQuery({ queryKey: inspectionKeys.listing(productId), queryFn: () => fetchPanel(productId) });
}

function useRefreshInspections() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inspectionKeys.all });
}

/** The seller replaces the times they offer (ISO instants). */
export function useSaveSlots(productId: string) {
  const refresh = useRefreshInspections();
  return useMutation({
    mutationFn: async (slots: string[]) =>
      readJson(await api.products[':id']['inspection-slots'].$put({ param: { id: productId }, json: { slots } })),
    onSuccess: refresh,
  });
}

/**
 * Asks for an inspection at one of the seller's times: the answer names the gateway's hosted page
 * (`redirectUrl`, SSLCOMMERZ's) or, for the demo gateway, the secret its card form pays with.
 */
export function useRequestInspection() {
  const refresh = useRefreshInspections();
  return useMutation({
    mutationFn: async (input: { productId: string; slot: string; phone: string }) =>
      readJson(await api.inspections.$post({ json: input })),
    onSettled: refresh,
  });
}

/** The demo gateway's card form for the fee: the payment is settled at once ('paid', or 'refunded' when too late). */
export function usePayFeeByCard(inspectionId: string) {
  const refresh = useRefreshInspections();
  return useMutation({
    mutationFn: async (card: DemoConfirmInput) =>
      readJson(await api.inspections[':id']['demo-card'].$post({ param: { id: inspectionId }, json: card })),
    onSettled: refresh,
  });
}
