import { UsersTable } from '../../features/admin/components/users-table';

export const AllSellersPage = () => <UsersTable kind="seller" />;
export const AllBuyersPage = () => <UsersTable kind="buyer" />;
