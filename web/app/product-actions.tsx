import { useAccount } from '@/features/auth/api/get-role';
import { useAuth } from '@/features/auth/auth-context';
import { MessageSellerButton } from '@/features/messages/components/message-seller-button';
import { useStanding } from '@/features/moderation/api/moderation';
import { SuspendedNote } from '@/features/moderation/components/suspended-note';
import { ProductActions } from '@/features/orders/components/product-actions';
import type { BookableProduct } from '@/features/orders/components/booking-modal';
import { OwnListingActions } from './own-listing-actions';

/**
 * Who is looking at listings: the signed-in user (with our id, once their account is known), and
 * their suspension, if any. A visitor is asked nothing; an admin is never suspended.
 */
export function useViewer() {
  const { status, user } = useAuth();
  const { data: account } = useAccount();
  const signedIn = status === 'signed-in' && user !== null;
  const standing = useStanding(signedIn && account !== undefined && account.role !== 'admin');
  const viewer = signedIn ? { id: account?._id, name: user.displayName ?? user.email, email: user.email } : null;
  return { viewer, suspension: signedIn ? (standing.data?.suspension ?? null) : null };
}

/**
 * The actions under a product, wired to who is signed in: a suspended account is told so instead, a
 * seller manages their own listing, anyone else books, wishes and messages (ProductActions).
 */
export function useRenderProductActions() {
  const { viewer, suspension } = useViewer();
  return (product: BookableProduct & { expiresAt?: string | null }) => {
    const sold = product.status === 'sold';
    if (suspension && !sold) return <SuspendedNote suspension={suspension} />;
    if (viewer?.id !== undefined && product.sellerId === viewer.id) {
      return sold ? null : <OwnListingActions product={product} />;
    }
    return (
      <ProductActions
        product={product}
        user={viewer}
        contact={viewer && <MessageSellerButton productId={product._id} productName={product.name} />}
      />
    );
  };
}
