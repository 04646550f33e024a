import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/query-keys';

/** Payments refused after the money moved, and given back: the admins' audit. */
export function useRefunds() {
  return useQuery({
    queryKey: adminKeys.refunds(),
    queryFn: async () => readJson(await api.dashboard.refunds.$get()),
  });
}
