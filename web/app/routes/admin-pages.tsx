import { useCallback, useMemo } from 'react';
import { InspectionsQueue } from '@/features/admin/components/inspections-queue';
import { PaymentReviewsTable } from '@/features/admin/components/payment-reviews-table';
import { RefundsTable } from '@/features/admin/components/refunds-table';
import { UsersTable, type ListedUser } from '@/features/admin/components/users-table';
import { useSuspensions } from '@/features/moderation/api/moderation';
import { SuspensionCell } from '@/features/moderation/components/suspension-cell';
import { DisputesQueue } from '@/features/protect/components/disputes-queue';
import { PayoutsTable } from '@/features/protect/components/payouts-table';

const suspension = (user: ListedUser) => <SuspensionCell user={user} />;

/** Whether a user is suspended now, from moderation's list (which the suspension cells read too). */
function useIsSuspended() {
  const { data } = useSuspensions();
  const suspended = useMemo(() => new Set(data?.map((entry) => entry._id)), [data]);
  return useCallback((user: ListedUser) => suspended.has(user._id), [suspended]);
}

export function AllSellersPage() {
  return <UsersTable kind="seller" suspension={suspension} isSuspended={useIsSuspended()} />;
}
export function AllBuyersPage() {
  return <UsersTable kind="buyer" suspension={suspension} isSuspended={useIsSuspended()} />;
}
export const RefundsPage = () => <RefundsTable />;
export const PaymentReviewsPage = () => <PaymentReviewsTable />;
export const DisputesPage = () => <DisputesQueue />;
export const PayoutsPage = () => <PayoutsTable />;
export const InspectionsPage = () => <InspectionsQueue />;
