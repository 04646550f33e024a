import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { Link, useLocation } from '@/lib/router';
import { FormField, inputClass } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { useCategoryName } from '@/lib/categories';
import { formatPrice } from '@/lib/format';
import { bookingInputSchema, type BookingInput } from '@shared/schemas/orders';
import type { ListingStatus } from '@shared/domain';
import { useBookProduct } from '@/features/orders/api/orders';
import { Icon } from '@/components/icon';

export interface BookableProduct {
  _id: string;
  name: string;
  price: number;
  categoryId: string;
  categoryName?: string;
  /** The seller's id: a seller is not offered their own listing's wish list. */
  sellerId?: string;
  /** The listing's state as the API tells it: a `held` one is being paid for and cannot be booked. */
  status?: ListingStatus;
}

interface Props {
  product: BookableProduct | null;
  /** The signed-in user, or null for a visitor (who is asked to log in instead). */
  user: { name: string; email: string } | null;
  onClose: () => void;
  onBooked?: (bookingId: string) => void;
  /** A way to ask the seller before booking, shown under the form. */
  contact?: React.ReactNode;
}

/** docs/product.md's booking modal: product and buyer read-only, phone and location required. */
export function BookingModal({ product, user, onClose, onBooked, contact }: Props) {
  const { t } = useLingui();
  const book = useBookProduct();
  const location = useLocation();
  const categoryName = useCategoryName(product?.categoryId, product?.categoryName ?? product?.categoryId ?? '');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BookingInput>({
    resolver: zodResolver(bookingInputSchema),
    defaultValues: { productId: '', phone: '', location: '' },
  });

  useEffect(() => {
    if (product) reset({ productId: product._id, phone: '', location: '' });
  }, [product, reset]);

  const onSubmit = handleSubmit(async (input) => {
    try {
      const result = await book.mutateAsync(input);
      toast.success(t`Booking confirmed`);
      onClose();
      onBooked?.(result.insertedId);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`The booking failed. Please try again.`);
    }
  });

  return (
    <Modal open={product !== null} labelledBy="booking-title" width="w-[min(92vw,30rem)]" onClose={onClose}>
      {product && (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
          <div className="flex items-start justify-between gap-4">
            <h2 id="booking-title" className="text-xl font-bold text-slate-800">
              {categoryName}
            </h2>
            <button type="button" className="btn-ghost px-2 py-1" aria-label={t`Close`} onClick={onClose}>
              <Icon name="close" />
            </button>
          </div>
          <FormField label={t`Product`}>
            {(field) => <input {...field} value={product.name} readOnly className={inputClass} />}
          </FormField>
          <FormField label={t`Price`}>
            {(field) => <input {...field} value={formatPrice(product.price)} readOnly className={inputClass} />}
          </FormField>
          {user ? (
            <>
              <FormField label={t`Your name`}>
                {(field) => <input {...field} value={user.name} readOnly className={inputClass} />}
              </FormField>
              <FormField label={t`Your e-mail`}>
                {(field) => <input {...field} value={user.email} readOnly className={inputClass} />}
              </FormField>
              <FormField label={t`Phone Number`} error={errors.phone?.message}>
                {(field) => (
                  <input
                    {...field}
                    {...register('phone')}
                    type="tel"
                    autoComplete="tel"
                    required
                    className={inputClass}
                  />
                )}
              </FormField>
              <FormField label={t`Location`} error={errors.location?.message}>
                {(field) => (
                  <input
                    {...field}
                    {...register('location')}
                    autoComplete="street-address"
                    required
                    className={inputClass}
                  />
                )}
              </FormField>
              <button type="submit" className="btn-primary mt-2" disabled={isSubmitting}>
                {isSubmitting ? t`Booking…` : t`Submit`}
              </button>
              {contact && (
                <p className="flex flex-wrap items-center justify-center gap-2 text-sm text-slate-600">
                  <Trans>Questions first?</Trans>
                  {contact}
                </p>
              )}
            </>
          ) : (
            <p className="rounded-lg bg-brand-50 p-3 text-slate-700">
              <Trans>
                <Link
                  to="/login"
                  state={{ from: location.pathname + location.search }}
                  className="font-semibold text-brand-700 underline"
                >
                  Please Login
                </Link>{' '}
                to book this product.
              </Trans>
            </p>
          )}
        </form>
      )}
    </Modal>
  );
}
