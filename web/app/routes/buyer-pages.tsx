import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@/lib/router';
import { useAuth } from '@/features/auth/auth-context';
import { MyBuyersTable, MyOrdersTable, MyWishlistTable } from '@/features/orders/components/order-tables';
import { PaymentPanel } from '@/features/payments/components/payment-panel';
import { BuyerProtection } from '@/features/orders/components/buyer-protection';
import { SellerProtection } from '@/features/protect/components/hand-over-button';
import { ApiRequestError } from '@/lib/api-client';
import { ErrorMessage, NotFoundMessage } from './error-page';

const Page = ({ title, children }: { title: React.ReactNode; children: React.ReactNode }) => (
  <section>
    <h1 className="mb-4 text-2xl font-bold text-slate-800">{title}</h1>
    {children}
  </section>
);

export const MyOrdersPage = () => (
  <Page title={<Trans>My Orders</Trans>}>
    <MyOrdersTable />
  </Page>
);

export function MyWishlistPage() {
  const { user } = useAuth();
  return (
    <Page title={<Trans>My WishList</Trans>}>
      <MyWishlistTable user={{ name: user?.displayName ?? user?.email ?? '', email: user?.email ?? '' }} />
    </Page>
  );
}

/** The seller's buyers, with where Thanda Protect holds each online payment and the hand-over. */
export const MyBuyersPage = () => (
  <Page title={<Trans>My Buyers</Trans>}>
    <MyBuyersTable
      paidOnline={(protection, productName) => <SellerProtection protection={protection} productName={productName} />}
    />
  </Page>
);

/** The payment page; a booking it cannot read shows the error page, as a route's failed loader would. */
export function PaymentPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <PaymentPanel
      bookingId={id}
      failed={(error) =>
        error instanceof ApiRequestError && error.status === 404 ? (
          <NotFoundMessage />
        ) : (
          <ErrorMessage title={t`Something went wrong`} detail={error.message} />
        )
      }
      protection={(protection, productName) => <BuyerProtection protection={protection} productName={productName} />}
    />
  );
}
