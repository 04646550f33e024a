import { PaymentReviewsTable } from '../../features/admin/components/payment-reviews-table';
import { RefundsTable } from '../../features/admin/components/refunds-table';
import { UsersTable } from '../../features/admin/components/users-table';

export const AllSellersPage = () => <UsersTable kind="seller" />;
export const AllBuyersPage = () => <UsersTable kind="buyer" />;
export const RefundsPage = () => <RefundsTable />;
export const PaymentReviewsPage = () => <PaymentReviewsTable />;
