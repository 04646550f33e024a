import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast/headless';
import { useNavigate, useParams } from '@/lib/router';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { useCategories } from '@/lib/categories';
import { useCreateProduct, useMyProducts, useUpdateProduct } from '@/features/my-listings/api/listings';
import { MyProductsTable } from '@/features/my-listings/components/my-products-table';
import { ProductForm } from '@/features/my-listings/components/product-form';
import { PriceHint } from '@/features/advisor/components/price-hint';
import { VerificationPanel } from '@/features/verification/components/verification-panel';
import { SellerMoney } from '@/features/protect/components/seller-money';
import { ApiRequestError } from '@/lib/api-client';
import { verbatim } from '@/lib/verbatim';

function useSeller() {
  const { user } = useAuth();
  return { name: user?.displayName ?? '', email: user?.email ?? '' };
}

/** Publishing and editing listings needs a verified e-mail (the server refuses otherwise). */
function usePublishing() {
  const { t } = useLingui();
  const { user, confirmEmailVerified } = useAuth();
  const blockedReason =
    user && !user.emailVerified
      ? t`Verify your e-mail address (see above) before you publish or edit listings.`
      : undefined;
  /**
   * Saves; if the server still holds the e-mail unverified although Firebase has verified it since
   * (the access token predates the verification), renews the tokens and saves once more.
   */
  const save = async <T,>(write: () => Promise<T>) => {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.reason === 'email-unverified')) throw error;
      if (!(await confirmEmailVerified())) throw error;
      return write();
    }
  };
  return { blockedReason, save };
}

export function AddProductPage() {
  const { t } = useLingui();
  const seller = useSeller();
  const { data: categories } = useCategories();
  const create = useCreateProduct();
  const publishing = usePublishing();
  const navigate = useNavigate();
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-800">
        <Trans>Add A Product</Trans>
      </h1>
      <VerifyEmailNotice />
      {categories ? (
        <ProductForm
          seller={seller}
          categories={categories}
          submitLabel={t`Add Product`}
          blockedReason={publishing.blockedReason}
          priceHint={(values) => <PriceHint values={values} />}
          onSave={async (input) => {
            await publishing.save(() => create.mutateAsync(input));
            toast.success(t`${ph({ name: input.name })} is added successfully`);
            navigate('/dashboard/myproducts');
          }}
        />
      ) : (
        <Spinner />
      )}
    </section>
  );
}

export function EditProductPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const seller = useSeller();
  const { data: categories } = useCategories();
  const { data: products } = useMyProducts();
  const update = useUpdateProduct();
  const publishing = usePublishing();
  const navigate = useNavigate();
  const product = products?.find((p) => p._id === id);
  if (!categories || !products) return <Spinner />;
  if (!product) {
    return (
      <p className="text-slate-600">
        <Trans>This product is not one of yours, or it was deleted.</Trans>
      </p>
    );
  }
  const name = verbatim(product.name);
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-800">
        <Trans>Edit {name}</Trans>
      </h1>
      <VerifyEmailNotice />
      <ProductForm
        seller={seller}
        categories={categories}
        submitLabel={t`Save changes`}
        blockedReason={publishing.blockedReason}
        priceHint={(values) => <PriceHint values={values} exclude={id} />}
        initial={{
          name: product.name,
          price: product.price,
          negotiable: product.negotiable,
          originalPrice: product.originalPrice,
          purchaseYear: product.purchaseYear,
          phone: product.phone,
          location: product.location,
          district: product.district ?? undefined,
          categoryId: product.categoryId,
          condition: product.condition,
          about: product.about,
          brand: product.brand,
          type: product.type,
          tons: product.tons,
          inverter: product.inverter,
          warrantyMonths: product.warrantyMonths,
          img: product.img,
          photos: product.photos,
        }}
        onSave={async (input) => {
          await publishing.save(() => update.mutateAsync({ id, input }));
          toast.success(t`${ph({ name: input.name })} is updated`);
          navigate('/dashboard/myproducts');
        }}
      />
    </section>
  );
}

export function MyProductsPage() {
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-800">
        <Trans>My Products</Trans>
      </h1>
      <MyProductsTable />
    </section>
  );
}

/** The seller's money under Thanda Protect: held, owed and paid out, sale by sale, and the payouts. */
export function MyMoneyPage() {
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-slate-800">
        <Trans>My money</Trans>
      </h1>
      <SellerMoney />
    </section>
  );
}

/** Seller verification (trust and safety): a seller confirms their phone number and asks an admin to verify them. */
export function VerificationPage() {
  return <VerificationPanel />;
}
