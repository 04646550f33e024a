import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';

/** Payments refused after the money moved, and given back: the admins' audit. */
export function useRefunds() {
  return useQuery({
    queryKey: ['admin', 'refunds'],
    queryFn: async () => readJson(await api.dashboard.refunds.$get()),
  });
}
