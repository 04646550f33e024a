import { useLingui } from '@lingui/react/macro';
import { useParams } from '@/lib/router';
import { ProductCard } from '@/components/product-card';
import { PageLoader } from '@/components/spinner';
import { useAccount } from '@/features/auth/api/get-role';
import { useAuth } from '@/features/auth/auth-context';
import { useSellerProfile } from '@/features/seller-profile/api/seller-profile';
import { VerifyEmailNotice } from '@/features/auth/components/verify-email-notice';
import { ProfileView } from '@/features/seller-profile/components/profile-view';
import { ApiRequestError } from '@/lib/api-client';
import { PROFILE_CARD_SIZES } from '@shared/image-variant-sizes';
import { useDocumentTitle } from '@/app/document-title';
import { useRenderProductActions } from '@/app/product-actions';
import { ErrorMessage, NotFoundMessage } from './error-page';

/** /seller/:id: a seller's public profile (trust and safety). An unknown id, or a buyer's, is the 404 page. */
export function SellerProfilePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const profile = useSellerProfile(id);
  const { status } = useAuth();
  const { data: account } = useAccount();
  const renderActions = useRenderProductActions();
  const name = profile.data?.name;
  useDocumentTitle(name);
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    if (profile.error instanceof ApiRequestError && profile.error.status === 404) return <NotFoundMessage />;
    return <ErrorMessage title={t`Something went wrong`} detail={profile.error.message} />;
  }
  const data = profile.data;
  const signedIn = status === 'signed-in';
  return (
    <ProfileView
      profile={data}
      verifyEmailNotice={<VerifyEmailNotice purpose="review" />}
      viewer={{
        signedIn,
        isSeller: signedIn && account?._id === data._id,
        isAdmin: signedIn && account?.role === 'admin',
      }}
      listings={
        <ul className="grid gap-6 sm:grid-cols-2">
          {data.listings.map((item) => (
            <li key={item._id}>
              <ProductCard product={item} actions={renderActions(item)} imageSizes={PROFILE_CARD_SIZES} />
            </li>
          ))}
        </ul>
      }
    />
  );
}
