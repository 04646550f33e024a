import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Link, useSearchParams } from '@/lib/router';
import { ConfirmDelete, ConfirmDialog } from '@/components/confirm-dialog';
import { DataRow, DataTable, rowButtonSize } from '@/components/data-table';
import { Spinner } from '@/components/spinner';
import { formatNumber, formatPrice, truncateName } from '@/lib/format';
import { imageCopy } from '@/lib/image-sources';
import { useDeleteProduct, useMarkSold, useMyProducts } from '@/features/my-listings/api/listings';
import { verbatim } from '@/lib/verbatim';
import { ExpiryCell, PromotionCell } from './listing-freshness';

const smallSize = `${rowButtonSize} text-sm`;
const smallButton = `btn ${smallSize}`;

/**
 * The seller's products: renew, advertise, edit, mark sold and delete (docs/product.md's My
 * products). `?renew=<id>` (the "Still available?" reminder's link) brings that listing's Renew
 * button into view, focused.
 */
export function MyProductsTable() {
  const { t } = useLingui();
  const { data: products, isPending, isError, error } = useMyProducts();
  const [params] = useSearchParams();
  const renewId = params.get('renew');
  const markSold = useMarkSold();
  const remove = useDeleteProduct();
  const [toDelete, setToDelete] = useState<{ _id: string; name: string } | null>(null);
  const [toSell, setToSell] = useState<{ _id: string; name: string } | null>(null);

  const fail = (failure: Error) => toast.error(failure.message);

  if (isPending) return <Spinner label={t`Loading your products…`} />;
  if (isError) {
    return (
      <p role="alert" className="text-red-700">
        {error.message}
      </p>
    );
  }
  if (products.length === 0) {
    return (
      <p className="text-slate-600">
        <Trans>
          You have no products yet.{' '}
          <Link to="/dashboard/addproduct" className="text-brand-700 underline">
            Add your first one
          </Link>
          .
        </Trans>
      </p>
    );
  }
  return (
    <>
      <DataTable
        headings={['#', t`Picture`, t`Name`, t`Price`, t`Status`, t`Listed until`, t`Advertise`, t`Edit`, t`Delete`]}
      >
        {products.map((product, index) => (
          <DataRow key={product._id} className={product._id === renewId ? 'bg-amber-50' : ''}>
            <td className="px-3 py-2">{formatNumber(index + 1)}</td>
            <td className="px-3 py-2">
              <img
                src={imageCopy(product.img, 'thumb')}
                alt=""
                width={64}
                height={48}
                loading="lazy"
                className="h-12 w-16 rounded object-cover"
              />
            </td>
            <td className="px-3 py-2 font-medium" title={product.name}>
              {truncateName(product.name)}
            </td>
            <td className="px-3 py-2">{formatPrice(product.price)}</td>
            <td className="px-3 py-2">
              {product.paid ? (
                <span className="font-semibold text-red-700">
                  <Trans>sold</Trans>
                </span>
              ) : product.archived ? (
                // Lapsed long ago: its page stays, nothing changes it (decision 037).
                <span className="font-semibold text-slate-700">
                  <Trans>Archived: it ended long ago and can only be viewed</Trans>
                </span>
              ) : (
                <span className="flex flex-wrap items-center gap-2">
                  {product.moderation === 'hidden' ? (
                    // The seller sees why the listing is out of the lists (trust and safety).
                    <span className="font-semibold text-red-700">
                      <Trans>Hidden by an admin: {verbatim(product.moderationReason)}</Trans>
                    </span>
                  ) : product.moderation === 'pending' ? (
                    <span className="font-semibold text-amber-700">
                      <Trans>Pending review</Trans>
                    </span>
                  ) : product.moderation === 'rejected' ? (
                    // Changing the listing sends it back for review.
                    <span className="font-semibold text-red-700">
                      <Trans>Rejected: {verbatim(product.moderationReason)}. Edit it to ask for review again.</Trans>
                    </span>
                  ) : product.sellerSuspended ? (
                    <span className="font-semibold text-red-700">
                      <Trans>Not shown while your account is suspended</Trans>
                    </span>
                  ) : (
                    <span className="font-semibold text-green-700">
                      <Trans>Available</Trans>
                    </span>
                  )}
                  <button
                    type="button"
                    className={`${smallButton} border border-slate-300`}
                    aria-label={t`Mark ${ph({ name: product.name })} sold`}
                    onClick={() => setToSell(product)}
                  >
                    <Trans>Mark sold</Trans>
                  </button>
                </span>
              )}
            </td>
            <td className="px-3 py-2">
              <ExpiryCell product={product} isTarget={product._id === renewId} />
            </td>
            <td className="px-3 py-2">
              <PromotionCell product={product} />
            </td>
            <td className="px-3 py-2">
              {!product.paid && !product.archived && (
                <Link
                  to={`/dashboard/editproduct/${product._id}`}
                  className={`${smallButton} border border-slate-300`}
                  aria-label={t`Edit ${ph({ name: product.name })}`}
                >
                  <Trans>Edit</Trans>
                </Link>
              )}
            </td>
            <td className="px-3 py-2">
              {/* A sold product stays, as the record of its sale; an archived one, as the record of its page. */}
              {!product.paid && !product.archived && (
                <button
                  type="button"
                  className={`btn-danger ${smallSize}`}
                  aria-label={t`Delete ${ph({ name: product.name })}`}
                  onClick={() => setToDelete(product)}
                >
                  <Trans>Delete</Trans>
                </button>
              )}
            </td>
          </DataRow>
        ))}
      </DataTable>
      <ConfirmDelete
        name={toDelete?.name ?? null}
        busy={remove.isPending}
        onConfirm={() =>
          toDelete &&
          remove.mutate(toDelete._id, {
            onSuccess: () => toast.success(t`product deleted successfully`),
            onError: fail,
            onSettled: () => setToDelete(null),
          })
        }
        onCancel={() => setToDelete(null)}
      />
      <ConfirmDialog
        open={toSell !== null}
        title={t`Mark this product sold?`}
        message={t`${ph({ name: toSell?.name ?? '' })} will leave every list on Thanda. This cannot be undone.`}
        confirmLabel={t`Mark sold`}
        busy={markSold.isPending}
        onConfirm={() =>
          toSell &&
          markSold.mutate(toSell._id, {
            onSuccess: () => toast.success(t`${ph({ name: toSell.name })} is marked sold`),
            onError: fail,
            onSettled: () => setToSell(null),
          })
        }
        onCancel={() => setToSell(null)}
      />
    </>
  );
}
