import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import { paymentKeys } from '@/features/payments/query-keys';

export function useBooking(id: string) {
  return useQuery({
    queryKey: paymentKeys.booking(id),
    queryFn: async () => readJson(await api.bookings[':id'].$get({ param: { id } })),
  });
}

/** Starts (or resumes) the payment of a booking: the server answers the amount and the gateway in use. */
export function usePaymentIntent(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.intent(bookingId),
    queryFn: async () => readJson(await api['create-payment-intent'].$post({ json: { bookingId } })),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}

export async function confirmDemoPayment(input: {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}) {
  return readJson(await api['demo-gateway'].confirm.$post({ json: input }));
}

export async function recordPayment(bookingId: string, transactionId: string) {
  return readJson(await api.payments.$post({ json: { bookingId, transactionId } }));
}

/** After a payment, orders, wish list, the booking and every product list have changed. */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== paymentKeys.intents[0] });
}
