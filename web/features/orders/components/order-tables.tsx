import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Link, useNavigate } from '@/lib/router';
import { DataRow, DataTable as Table, rowButtonSize } from '@/components/data-table';
import { PhoneLink } from '@/components/phone-link';
import { QueryList } from '@/components/query-list';
import { formatDate, formatNumber, formatPrice, truncateName } from '@/lib/format';
import { imageCopy } from '@/lib/image-sources';
import { catalogText } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/confirm-dialog';
import {
  useCancelBooking,
  useConfirmPurchase,
  useMyBuyers,
  useMyOrders,
  useMyWishlist,
  useRemoveFromWishlist,
  useSellInPerson,
} from '@/features/orders/api/orders';
import { BookingModal, type BookableProduct } from './booking-modal';
import { Icon } from '@/components/icon';
import type { Protection } from '@shared/protection';
import { BuyerProtection } from './buyer-protection';

const td = 'px-3 py-2';

/** What a buyer with nothing here yet can do next. */
function BrowseListings() {
  return (
    <Link to="/allproduct" className="btn-primary">
      <Trans>Browse all products</Trans>
    </Link>
  );
}

const avatar = (img: string) => (
  <img
    src={imageCopy(img, 'thumb')}
    alt=""
    width={48}
    height={48}
    loading="lazy"
    className="h-12 w-12 rounded-full object-cover"
  />
);

/**
 * docs/product.md's My orders: Pay for an unpaid order, 'Paid' once paid (with Thanda Protect's state
 * and the buyer's confirm or dispute, for a payment made online; 'Paid in person' when the
 * seller recorded the sale at the meet-up), 'Refunded' (with why) when a payment arrived after the
 * booking's hold ended and was given back, 'Payment under review' while an admin checks a flagged one,
 * and Cancel while the API says the booking can still be called off.
 */
export function MyOrdersTable() {
  const { t } = useLingui();
  const orders = useMyOrders();
  const cancel = useCancelBooking();
  const confirm = useConfirmPurchase();
  const [cancelling, setCancelling] = useState<{ id: string; productName: string } | null>(null);
  const confirmCancel = () => {
    if (!cancelling) return;
    const { productName } = cancelling;
    cancel.mutate(cancelling.id, {
      onSuccess: () => toast.success(t`Your booking of ${productName} is cancelled`),
      onError: (error) => toast.error(error.message),
      onSettled: () => setCancelling(null),
    });
  };
  return (
    <>
      <QueryList query={orders} empty={t`You have not booked anything yet.`} emptyAction={<BrowseListings />}>
        {(rows) => (
          <Table headings={['#', t`Avatar`, t`Title`, t`Price`, t`Payment`]}>
            {rows.map((order, index) => (
              <DataRow key={order._id}>
                <td className={td}>{formatNumber(index + 1)}</td>
                <td className={td}>{avatar(order.img)}</td>
                <td className={`${td} font-medium`}>{order.productName}</td>
                <td className={td}>{formatPrice(order.price)}</td>
                <td className={td}>
                  {order.paid ? (
                    <div className="flex flex-col items-start gap-1">
                      <span className="font-semibold text-green-700">
                        {order.paidInPerson ? <Trans>Paid in person</Trans> : <Trans>Paid</Trans>}
                      </span>
                      {order.protection && (
                        <BuyerProtection protection={order.protection} productName={order.productName} />
                      )}
                      {order.paidInPerson && !order.purchaseConfirmed && (
                        <button
                          type="button"
                          className={`btn-ghost ${rowButtonSize} text-sm ring-1 ring-slate-300`}
                          aria-label={t`Confirm you bought ${ph({ productName: order.productName })}`}
                          disabled={confirm.isPending}
                          onClick={() =>
                            confirm.mutate(order._id, {
                              onSuccess: () => toast.success(t`Thank you. You can now review the seller.`),
                              onError: (error) => toast.error(error.message),
                            })
                          }
                        >
                          <Trans>Confirm you bought it</Trans>
                        </button>
                      )}
                      {order.receipt && (
                        <Link
                          to={`/dashboard/payment/${order._id}`}
                          className="inline-block py-1 text-sm font-medium text-brand-700 underline"
                          aria-label={t`Receipt ${ph({ receipt: order.receipt })} for ${ph({ productName: order.productName })}`}
                        >
                          <Trans>Receipt {order.receipt}</Trans>
                        </Link>
                      )}
                    </div>
                  ) : (
                    <div className="flex flex-col items-start gap-1">
                      {order.refunded && (
                        <p>
                          <span className="font-semibold text-amber-800">
                            <Trans>Refunded</Trans>
                          </span>
                          <span className="block max-w-60 text-xs text-slate-600">
                            {order.refundReason && catalogText(order.refundReason)}
                          </span>
                        </p>
                      )}
                      {order.inReview ? (
                        <span className="font-semibold text-slate-700">
                          <Trans>Payment under review</Trans>
                        </span>
                      ) : order.productSold ? (
                        <span className="text-slate-500">
                          <Trans>Sold to another buyer</Trans>
                        </span>
                      ) : order.productRemoved ? (
                        <span className="text-slate-500">
                          <Trans>No longer listed</Trans>
                        </span>
                      ) : order.status === 'cancelled' ? (
                        <span className="text-slate-500">
                          <Trans>Cancelled</Trans>
                        </span>
                      ) : (
                        <Link
                          to={`/dashboard/payment/${order._id}`}
                          className={`btn-primary ${rowButtonSize}`}
                          aria-label={t`Pay for ${ph({ productName: order.productName })}`}
                        >
                          {order.refunded ? t`Pay again` : t`Pay`}
                        </Link>
                      )}
                      {order.cancellable && (
                        <button
                          type="button"
                          className={`btn-ghost ${rowButtonSize} text-sm ring-1 ring-slate-300`}
                          aria-label={t`Cancel booking: ${ph({ productName: order.productName })}`}
                          onClick={() => setCancelling({ id: order._id, productName: order.productName })}
                        >
                          <Trans>Cancel booking</Trans>
                        </button>
                      )}
                    </div>
                  )}
                </td>
              </DataRow>
            ))}
          </Table>
        )}
      </QueryList>
      <ConfirmDialog
        open={cancelling !== null}
        title={t`Cancel this booking?`}
        message={
          cancelling
            ? t`Your booking of ${ph({ productName: cancelling.productName })} ends, and a payment you started stops. You can book it again while it is for sale.`
            : ''
        }
        confirmLabel={t`Cancel booking`}
        cancelLabel={t`Keep it`}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}

/** docs/product.md's My wish list: Purchase Now (through the booking details to payment), 'Already Purchase' once bought. */
export function MyWishlistTable({ user }: { user: { name: string; email: string } }) {
  const { t } = useLingui();
  const wishes = useMyWishlist();
  const orders = useMyOrders();
  const remove = useRemoveFromWishlist();
  const navigate = useNavigate();
  const [booking, setBooking] = useState<BookableProduct | null>(null);

  const purchase = (item: {
    productId: string;
    productName: string;
    price: number;
    categoryId: string;
    categoryName: string;
  }) => {
    const existing = orders.data?.find((order) => order.productId === item.productId);
    if (existing) navigate(`/dashboard/payment/${existing._id}`);
    else
      setBooking({
        _id: item.productId,
        name: item.productName,
        price: item.price,
        categoryId: item.categoryId,
        categoryName: item.categoryName,
      });
  };

  return (
    <>
      <QueryList query={wishes} empty={t`Your wish list is empty.`} emptyAction={<BrowseListings />}>
        {(rows) => (
          <Table headings={['#', t`Avatar`, t`Name`, t`Price`, t`Payment`, t`Remove`]}>
            {rows.map((item, index) => (
              <DataRow key={item._id}>
                <td className={td}>{formatNumber(index + 1)}</td>
                <td className={td}>{avatar(item.img)}</td>
                <td className={`${td} font-medium`} title={item.productName}>
                  {truncateName(item.productName)}
                </td>
                <td className={td}>{formatPrice(item.price)}</td>
                <td className={td}>
                  {item.paid ? (
                    <span className="font-semibold text-green-700">
                      <Trans>Already Purchase</Trans>
                    </span>
                  ) : item.sold ? (
                    <span className="text-slate-500">
                      <Trans>Sold to another buyer</Trans>
                    </span>
                  ) : (
                    <button
                      type="button"
                      className={`btn-primary ${rowButtonSize}`}
                      aria-label={t`Purchase Now: ${ph({ productName: item.productName })}`}
                      onClick={() => purchase(item)}
                    >
                      <Trans>Purchase Now</Trans>
                    </button>
                  )}
                </td>
                <td className={td}>
                  <button
                    type="button"
                    className="btn-ghost h-10 w-10 p-0"
                    aria-label={t`Remove ${ph({ productName: item.productName })} from the wish list`}
                    onClick={() => remove.mutate(item._id, { onError: (error) => toast.error(error.message) })}
                  >
                    <Icon name="delete-outline" />
                  </button>
                </td>
              </DataRow>
            ))}
          </Table>
        )}
      </QueryList>
      <BookingModal
        product={booking}
        user={user}
        onClose={() => setBooking(null)}
        onBooked={(id) => navigate(`/dashboard/payment/${id}`)}
      />
    </>
  );
}

/**
 * The seller's buyers: who booked which product, how to reach them, and whether they paid. A buyer
 * who pays at the meet-up is recorded with "Sold to this buyer" (paying in person, for the
 * Bangladesh market). A sale paid online also shows where Thanda Protect holds its money, as
 * `paidOnline` draws it (the protect feature's, composed by the page).
 */
export function MyBuyersTable({
  paidOnline,
}: {
  paidOnline?: (protection: Protection, productName: string) => React.ReactNode;
} = {}) {
  const { t } = useLingui();
  const buyers = useMyBuyers();
  const sell = useSellInPerson();
  const [selling, setSelling] = useState<{ id: string; productName: string; userName: string } | null>(null);
  const confirmSale = () => {
    if (!selling) return;
    const { productName, userName } = selling;
    sell.mutate(selling.id, {
      onSuccess: () => {
        toast.success(t`${productName} is sold to ${userName}, paid in person`);
        setSelling(null);
      },
      onError: (error) => {
        toast.error(error.message);
        setSelling(null);
      },
    });
  };
  return (
    <>
      <QueryList query={buyers} empty={t`Nobody has booked your products yet.`}>
        {(rows) => (
          <Table headings={['#', t`Product`, t`Buyer`, t`Email`, t`Phone`, t`Location`, t`Price`, t`Paid`, t`Date`]}>
            {rows.map((row, index) => (
              <DataRow key={row._id}>
                <td className={td}>{formatNumber(index + 1)}</td>
                <td className={`${td} font-medium`}>{row.productName}</td>
                <td className={td}>{row.userName}</td>
                {/* A cancelled booking keeps no way to reach its buyer (the API sends none). */}
                <td className={td}>{row.email}</td>
                <td className={td}>{row.phone && <PhoneLink phone={row.phone} />}</td>
                <td className={td}>{row.location}</td>
                <td className={td}>{formatPrice(row.price)}</td>
                <td className={td}>
                  {row.paid ? (
                    <div className="flex flex-col items-start gap-1">
                      <span className="font-semibold text-green-700">
                        {row.paidInPerson ? <Trans>Paid in person</Trans> : <Trans>Paid</Trans>}
                      </span>
                      {row.protection && paidOnline?.(row.protection, row.productName)}
                    </div>
                  ) : row.productSold || row.productRemoved ? (
                    <Trans>Not yet</Trans>
                  ) : row.status === 'cancelled' ? (
                    <span className="text-slate-500">
                      <Trans>Cancelled by the buyer</Trans>
                    </span>
                  ) : (
                    <div className="flex flex-col items-start gap-1">
                      <Trans>Not yet</Trans>
                      <button
                        type="button"
                        className={`btn-ghost ${rowButtonSize} text-sm ring-1 ring-slate-300`}
                        aria-label={t`Sold to this buyer: ${ph({ productName: row.productName })}, ${ph({ userName: row.userName })}`}
                        onClick={() =>
                          setSelling({ id: row._id, productName: row.productName, userName: row.userName })
                        }
                      >
                        <Trans>Sold to this buyer</Trans>
                      </button>
                    </div>
                  )}
                </td>
                <td className={td}>{formatDate(row.date)}</td>
              </DataRow>
            ))}
          </Table>
        )}
      </QueryList>
      <ConfirmDialog
        open={selling !== null}
        title={t`Sold to this buyer?`}
        message={
          selling
            ? t`Confirm that ${ph({ userName: selling.userName })} paid you for ${ph({ productName: selling.productName })} in person. The product is then marked sold and leaves the lists.`
            : ''
        }
        confirmLabel={t`Sold to this buyer`}
        busy={sell.isPending}
        onConfirm={confirmSale}
        onCancel={() => setSelling(null)}
      />
    </>
  );
}
