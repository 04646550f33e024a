import { useParams } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { MyBuyersTable, MyOrdersTable, MyWishlistTable } from '../../features/orders/components/order-tables';
import { PaymentPanel } from '../../features/payments/components/payment-panel';

const Page = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section>
    <h1 className="mb-4 text-2xl font-bold text-slate-800">{title}</h1>
    {children}
  </section>
);

export const MyOrdersPage = () => (
  <Page title="My Orders">
    <MyOrdersTable />
  </Page>
);

export function MyWishlistPage() {
  const { user } = useAuth();
  return (
    <Page title="My WishList">
      <MyWishlistTable user={{ name: user?.displayName ?? user?.email ?? '', email: user?.email ?? '' }} />
    </Page>
  );
}

export const MyBuyersPage = () => (
  <Page title="My Buyers">
    <MyBuyersTable />
  </Page>
);

export function PaymentPage() {
  const { id = '' } = useParams();
  return <PaymentPanel bookingId={id} />;
}
