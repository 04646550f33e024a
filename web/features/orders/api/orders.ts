import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import type { BookingInput } from '@shared/schemas/orders';
import type { BookingStatus } from '@shared/domain';
import { orderKeys } from '@/features/orders/query-keys';

export function useMyOrders(enabled = true) {
  return useQuery({
    queryKey: orderKeys.mine(),
    queryFn: async () => readJson(await api.myorders.$get({ query: {} })),
    enabled,
  });
}

/**
 * The buyer's booking of a product that still counts: open (to pay) or paid, the newest first as
 * GET /api/myorders lists them; undefined when they have none, or only cancelled or refunded ones.
 */
export function liveBookingOf<T extends { productId: string; status: BookingStatus }>(
  orders: readonly T[] | undefined,
  productId: string,
): T | undefined {
  return orders?.find((order) => order.productId === productId && !['cancelled', 'refunded'].includes(order.status));
}

/** A booking that is paid, online or at the meet-up: the product is the buyer's. */
export const isBought = (booking: { status: BookingStatus }) =>
  booking.status === 'paid' || booking.status === 'paid_in_person';

export function useMyWishlist(enabled = true) {
  return useQuery({
    queryKey: orderKeys.wishlist(),
    queryFn: async () => readJson(await api.wishlist.$get({ query: {} })),
    enabled,
  });
}

export function useMyBuyers() {
  return useQuery({ queryKey: orderKeys.buyers(), queryFn: async () => readJson(await api.mybuyers.$get()) });
}

export function useBookProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BookingInput) => readJson(await api.bookings.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.mine() }),
  });
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (productId: string) => readJson(await api.wishlist.$post({ json: { productId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.wishlist() }),
  });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => readJson(await api.wishlist[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.wishlist() }),
  });
}

/** The seller records a sale settled at the meet-up: the booking, the product and the lists change. */
export function useSellInPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bookingId: string) =>
      readJson(await api.bookings[':id']['sold-in-person'].$post({ param: { id: bookingId } })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The buyer confirms a sale the seller recorded at the meet-up: it lets them review the seller. */
export function useConfirmPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bookingId: string) =>
      readJson(await api.bookings[':id']['purchase-confirmed'].$put({ param: { id: bookingId } })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The buyer calls a booking off; their orders and any held listing change. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bookingId: string) =>
      readJson(await api.bookings[':id'].cancel.$put({ param: { id: bookingId } })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
