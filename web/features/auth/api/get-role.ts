import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '@/lib/api-client';
import { useAuth } from '@/features/auth/auth-context';
import { authKeys } from '@/features/auth/query-keys';

export type { Role } from '@shared/domain';
import type { Role } from '@shared/domain';

/**
 * The signed-in user's own account as the API knows it (GET /api/users/me): our id, which names
 * them in listings and profiles, and the role that applies now. The token says who is asking, so no
 * e-mail address goes into the URL (the SPEC's two look-ups by address remain for other clients).
 */
export function useAccount() {
  const { status, user } = useAuth();
  const uid = user?.uid ?? '';
  return useQuery({
    queryKey: authKeys.account(uid),
    queryFn: async () => readJson(await api.users.me.$get()),
    enabled: status === 'signed-in' && Boolean(uid),
  });
}

/** The signed-in user's role, once their account is known (docs/product.md section 6). */
export function useRole() {
  const { status } = useAuth();
  const account = useAccount();
  const role: Role | null = status === 'signed-in' ? (account.data?.role ?? null) : null;
  const isPending = status === 'loading' || (status === 'signed-in' && account.isPending);
  return { role, isPending, isError: account.isError };
}
