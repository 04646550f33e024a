import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Link } from '@/lib/router';
import { liveBookingOf, useAddToWishlist, useMyOrders, useMyWishlist } from '@/features/orders/api/orders';
import type { BookableProduct } from './booking-modal';
import { BookedActions } from './booked-actions';
import { Icon } from '@/components/icon';

// The booking form (and its validation) loads when someone first chooses Book Now.
const BookingModal = lazy(() => import('./booking-modal').then((m) => ({ default: m.BookingModal })));

/**
 * Book Now (the booking modal), wishList and `contact` (signed-in users only, never on their own
 * listing) under a product card; a product already wished says so and links to the wish list. A
 * product the user booked offers paying for it instead (BookedActions): its next step. Booking does
 * not open the payment by itself, since paying holds the listing from other buyers for a while.
 */
export function ProductActions({
  product,
  user,
  contact,
}: {
  product: BookableProduct;
  /** The signed-in user; `id` (ours, once known) tells their own listings apart. */
  user: { id?: string; name: string; email: string } | null;
  /** A way to ask the seller first (the conversations' button), beside the actions and in the booking modal. */
  contact?: React.ReactNode;
}) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<BookableProduct | null>(null);
  const wish = useAddToWishlist();
  // One query for every card on the page: which products this user already wished.
  const wishlist = useMyWishlist(user !== null);
  const wished = wishlist.data?.some((item) => item.productId === product._id) ?? false;
  const ownListing = user?.id !== undefined && product.sellerId === user.id;
  // Shared by every card too: the user's bookings (none asked for a visitor).
  const orders = useMyOrders(user !== null);
  const booking = liveBookingOf(orders.data, product._id);
  // docs/architecture.md section 9: while a buyer pays (15 minutes at most), nobody else can book it.
  const held = product.status === 'held';
  const heldNoteId = useId();
  // Expired: its seller has not said it is still available, so nothing is offered until they renew it.
  if (product.status === 'expired') return null;
  if (user && booking) return <BookedActions booking={booking} productName={product.name} contact={contact} />;
  // A sold listing's page shows its buyer's booking above, and nothing to anyone else.
  if (product.status === 'sold') return null;
  return (
    <>
      {held && (
        <p id={heldNoteId} className="flex w-full items-center gap-1 text-sm font-medium text-amber-800">
          <Icon name="timer-sand" /> <Trans>Someone is paying for this</Trans>
        </p>
      )}
      <button
        type="button"
        className="btn-primary min-h-11"
        disabled={held}
        aria-describedby={held ? heldNoteId : undefined}
        onClick={() => setChosen(product)}
        aria-label={t`Book Now: ${ph({ name: product.name })}`}
      >
        <Trans>Book Now</Trans>
      </button>
      {user && !ownListing && wished && (
        <Link
          to="/dashboard/mywishlist"
          className="btn min-h-11 border border-brand-700 bg-brand-50 text-brand-800"
          aria-label={t`${ph({ name: product.name })} is in your wish list`}
        >
          <Icon name="heart" /> <Trans>In wish list</Trans>
        </Link>
      )}
      {user && !ownListing && !wished && (
        <button
          type="button"
          className="btn min-h-11 border border-brand-700 text-brand-800 hover:bg-brand-50"
          aria-label={t`wishList: ${ph({ name: product.name })}`}
          disabled={wish.isPending}
          onClick={() =>
            wish.mutate(product._id, {
              onSuccess: () => toast.success(t`successfully add to wish list`),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          <Icon name="heart-outline" /> <Trans>wishList</Trans>
        </button>
      )}
      {user && !ownListing && contact}
      {chosen && (
        <Suspense fallback={null}>
          <BookingModal
            product={chosen}
            user={user}
            contact={ownListing ? undefined : contact}
            onClose={() => setChosen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
