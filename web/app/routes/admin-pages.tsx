import { PaymentReviewsTable } from '@/features/admin/components/payment-reviews-table';
import { RefundsTable } from '@/features/admin/components/refunds-table';
import { UsersTable, type ListedUser } from '@/features/admin/components/users-table';
import { SuspensionCell } from '@/features/moderation/components/suspension-cell';
import { DisputesQueue } from '@/features/protect/components/disputes-queue';
import { PayoutsTable } from '@/features/protect/components/payouts-table';

const suspension = (user: ListedUser) => <SuspensionCell user={user} />;

export const AllSellersPage = () => <UsersTable kind="seller" suspension={suspension} />;
export const AllBuyersPage = () => <UsersTable kind="buyer" suspension={suspension} />;
export const RefundsPage = () => <RefundsTable />;
export const PaymentReviewsPage = () => <PaymentReviewsTable />;
export const DisputesPage = () => <DisputesQueue />;
export const PayoutsPage = () => <PayoutsTable />;
