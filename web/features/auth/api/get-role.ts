import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { useAuth } from '../auth-context';

export type { Role } from '../../../../worker/domain';
import type { Role } from '../../../../worker/domain';

/** The signed-in user's role, from the two look-ups docs/product.md section 6 describes. */
export function useRole() {
  const { status, user } = useAuth();
  const email = user?.email ?? '';
  const enabled = status === 'signed-in' && Boolean(email);
  const admin = useQuery({
    queryKey: ['role', 'admin', email],
    queryFn: async () => readJson(await api.users.admin[':email'].$get({ param: { email } })),
    enabled,
  });
  const seller = useQuery({
    queryKey: ['role', 'seller', email],
    queryFn: async () => readJson(await api.users.seller[':email'].$get({ param: { email } })),
    enabled,
  });
  const role: Role | null =
    !enabled || !admin.data || !seller.data
      ? null
      : admin.data.isAdmin
        ? 'admin'
        : seller.data.isSeller
          ? 'seller'
          : 'buyer';
  const isPending = status === 'loading' || (enabled && (admin.isPending || seller.isPending));
  return { role, isPending, isError: admin.isError || seller.isError };
}
